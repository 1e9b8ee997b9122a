import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AdminBackLink } from '../admin/AdminBackLink';
import { OrganisationsPanel } from '../admin/instance/OrganisationsPanel';
import { acceptOperatorGrant, instanceQueries } from '../api/instance';
import { describeError } from '../api/errors';
import { ErrorState } from '../components/ErrorState';
import '../admin/admin.css';
import '../admin/instance/instance.css';

/** A grant link (`?grant=…`, printed by `npm run operator -- grant` on the server) is used once, when the page opens. */
function useOperatorGrant() {
  const [search, setSearch] = useSearchParams();
  const token = search.get('grant');
  const queryClient = useQueryClient();
  const grant = useMutation({
    mutationFn: acceptOperatorGrant,
    onSettled: () => queryClient.invalidateQueries({ queryKey: instanceQueries.all() }),
  });
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    grant.mutate(token);
    // The token leaves the address bar (and the history) once it is used.
    setSearch({}, { replace: true });
  }, [token, grant, setSearch]);
  return grant;
}

/** /admin/all/: for the instance's operators (INSTANCE_ADMINS), every organisation; suspend or reinstate one. */
export function InstanceAdminPage() {
  const grant = useOperatorGrant();
  const me = useQuery(instanceQueries.status());
  return (
    <main className="page admin">
      <title>All organisations · Admin · Tessera</title>
      <AdminBackLink />
      <h1>All organisations</h1>
      {(me.isPending || grant.isPending) && <p role="status">Checking your access…</p>}
      {grant.isError && (
        <p role="alert" className="alert">
          {describeError(grant.error)}
        </p>
      )}
      {me.isError && (
        <ErrorState title="Your access could not be checked" error={me.error} onRetry={() => void me.refetch()} />
      )}
      {me.data?.operator === false && !grant.isPending && (
        <div className="state instance-refused">
          <ShieldAlert aria-hidden="true" size={32} className="instance-refused__icon" />
          <h2>Only the operators of this Tessera instance can see this page</h2>
          {me.data.listed ? (
            <p>
              Your email is one of the operators’ (<code>INSTANCE_ADMINS</code>), but it is not confirmed yet. Open the
              confirmation link mailed to you, or reset your password by email. Without mail, whoever runs the server
              can run <code>npm run operator -- grant your@email</code> there and give you the link it prints.
            </p>
          ) : (
            <p>
              The operators are named in the server’s settings (<code>INSTANCE_ADMINS</code>). Your own organisation is
              looked after from the <Link to="/admin/">Admin</Link> overview.
            </p>
          )}
        </div>
      )}
      {me.data?.operator === true && (
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
