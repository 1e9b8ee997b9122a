import { Link } from 'react-router';

function ErrorPage({ title, text, action }: { title: string; text: string; action: { to: string; label: string } }) {
  return (
    <main className="page page--narrow state">
      <title>{`${title} · Tessera`}</title>
      <h1>{title}</h1>
      <p>{text}</p>
      <Link to={action.to} className="button button--primary">
        {action.label}
      </Link>
    </main>
  );
}

/** /401 */
export const UnauthorizedPage = () => (
  <ErrorPage
    title="Not allowed"
    text="You are not signed in, or your account may not open this page."
    action={{ to: '/author/userlogin', label: 'Log in' }}
  />
);

/** /collaborate-error-401 */
export const CollaboratorUnauthorizedPage = () => (
  <ErrorPage
    title="You cannot collaborate on this module"
    text="This collaboration link is not valid for you. Ask the module’s author to invite you again."
    action={{ to: '/author/home', label: 'Go to Tessera' }}
  />
);

/** /collaborate-error-expired */
export const CollaboratorExpiredPage = () => (
  <ErrorPage
    title="This collaboration link has expired"
    text="Ask the module’s author to send you a new link."
    action={{ to: '/author/home', label: 'Go to Tessera' }}
  />
);
