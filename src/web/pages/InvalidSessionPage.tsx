import { Link } from 'react-router';
import { isEmbedded } from '../api/embedding';

export function InvalidSessionPage() {
  return (
    <main className="page page--narrow state">
      <title>Session ended · Tessera</title>
      <h1>Your session has ended</h1>
      {isEmbedded() ? (
        // An embedded author has no Tessera login: the host site opens a new session.
        <p>Open Tessera again from the site you came from to continue where you left off.</p>
      ) : (
        <>
          <p>Log in again to continue where you left off.</p>
          <Link to="/author/userlogin" className="button button--primary">
            Log in
          </Link>
          <p className="auth__switch">
            New to Tessera? <Link to="/author/self-registration">Create an account</Link>
          </p>
        </>
      )}
    </main>
  );
}
