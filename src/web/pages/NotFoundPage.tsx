import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <main className="page page--narrow state">
      <title>Page not found · Tessera</title>
      <h1>Page not found</h1>
      <p>There is nothing at this address.</p>
      <Link to="/author/home" className="button">
        Go to your modules
      </Link>
    </main>
  );
}
