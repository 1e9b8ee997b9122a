import { useQuery } from '@tanstack/react-query';
import { userQueries } from '../api/auth';
import { instanceQueries } from '../api/instance';
import { AdminBackLink } from '../admin/AdminBackLink';
import { AdminScreenCard } from '../admin/AdminScreenCard';
import { ADMIN_OVERVIEW } from '../admin/adminScreens';
import '../admin/admin.css';

/** /admin/: what an administrator can look after, one card per screen. */
export function AdminHomePage() {
  const user = useQuery(userQueries.info());
  const operator = useQuery(instanceQueries.me()).data === true;
  const screens = ADMIN_OVERVIEW.filter((s) => operator || !s.operatorsOnly);
  return (
    <main className="page admin">
      <title>Admin · Tessera</title>
      <AdminBackLink to="/author/home" label="Your modules" />
      <h1>Admin</h1>
      <p className="muted" aria-live="polite">
        {user.data?.orgName ? (
          <>
            Organisation: <strong className="admin__org">{user.data.orgName}</strong>
          </>
        ) : user.isError ? (
          'The organisation’s name could not be loaded.'
        ) : (
          'Loading your organisation…'
        )}
      </p>
      <ul className="admin-cards" aria-label="Admin screens">
        {screens.map((screen) => (
          <AdminScreenCard key={screen.title} screen={screen} />
        ))}
      </ul>
    </main>
  );
}
