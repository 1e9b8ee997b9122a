import { useQuery } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { AdminBackLink } from '../admin/AdminBackLink';
import { OrganisationsPanel } from '../admin/instance/OrganisationsPanel';
import { instanceQueries } from '../api/instance';
import { ErrorState } from '../components/ErrorState';
import '../admin/admin.css';
import '../admin/instance/instance.css';

/** /admin/all/: for the instance's operators (INSTANCE_ADMINS), every organisation; suspend or reinstate one. */
export function InstanceAdminPage() {
  const me = useQuery(instanceQueries.me());
  return (
    <main className="page admin">
      <title>All organisations · Admin · Tessera</title>
      <AdminBackLink />
      <h1>All organisations</h1>
      {me.isPending && <p role="status">Checking your access…</p>}
      {me.isError && (
        <ErrorState title="Your access could not be checked" error={me.error} onRetry={() => void me.refetch()} />
      )}
      {me.data === false && (
        <div className="state instance-refused">
          <ShieldAlert aria-hidden="true" size={32} className="instance-refused__icon" />
          <h2>Only the operators of this Tessera instance can see this page</h2>
          <p>
            The operators are named in the server’s settings (<code>INSTANCE_ADMINS</code>). Your own organisation is
            looked after from the <Link to="/admin/">Admin</Link> overview.
          </p>
        </div>
      )}
      {me.data === true && (
        <>
          <p className="muted">
            Every organisation of this Tessera instance. Suspending one shuts its members out at once; nothing is
            deleted, and its learners keep their published modules.
          </p>
          <OrganisationsPanel />
        </>
      )}
    </main>
  );
}
