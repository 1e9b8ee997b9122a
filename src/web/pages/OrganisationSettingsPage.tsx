import { useQuery } from '@tanstack/react-query';
import { AdminBackLink } from '../admin/AdminBackLink';
import { organisationQueries } from '../api/organisation';
import { ErrorState } from '../components/ErrorState';
import { AiAccessPanel } from '../organisation/AiAccessPanel';
import { InvitePanel } from '../organisation/InvitePanel';
import { MemberRow } from '../organisation/MemberRow';
import { PersonalDataPanel } from '../organisation/PersonalDataPanel';
import { TranslationsOverview } from '../organisation/TranslationsOverview';

/** /organization-settings (admins only, SPEC §2): invite people, see the members, change their roles, remove them; export and erase personal data. */
export function OrganisationSettingsPage() {
  const members = useQuery(organisationQueries.members());
  return (
    <main className="page org">
      <title>Organisation settings · Tessera</title>
      <AdminBackLink to="/author/home" label="Your modules" />
      <h1>Organisation settings</h1>
      <InvitePanel />
      <AiAccessPanel />
      <section className="org__section" aria-labelledby="org-members">
        <h2 id="org-members">Members</h2>
        <p>
          A member whose role changes, or who is removed, is signed out. An organisation always keeps at least one
          admin.
        </p>
        {members.isError && (
          <ErrorState
            title="The members could not be loaded"
            error={members.error}
            onRetry={() => void members.refetch()}
          />
        )}
        {members.isPending && <p role="status">Loading members…</p>}
        {members.data && (
          <table className="org__members">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {members.data.map((m) => (
                <MemberRow key={m.id} member={m} />
              ))}
            </tbody>
          </table>
        )}
      </section>
      <TranslationsOverview />
      <PersonalDataPanel />
    </main>
  );
}
