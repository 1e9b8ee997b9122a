import { Link, useLocation } from 'react-router';
import { ORGANISATION_SUSPENDED } from '../../modules/instance/shared';
import { isEmbedded } from '../api/embedding';

const reasonOf = (state: unknown) =>
  typeof state === 'object' && state !== null && 'reason' in state ? state.reason : undefined;

export function InvalidSessionPage() {
  const suspended = reasonOf(useLocation().state) === ORGANISATION_SUSPENDED;
  return (
    <main className="page page--narrow state">
      <title>Session ended · Tessera</title>
      <h1>Your session has ended</h1>
      {suspended ? (
        // Logging in again would only be refused: say why, and whom to ask.
        <p role="alert">{ORGANISATION_SUSPENDED}</p>
      ) : isEmbedded() ? (
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
