import { useQuery } from '@tanstack/react-query';
import { AdminBackLink } from '../admin/AdminBackLink';
import { organisationQueries } from '../api/organisation';
import { ErrorState } from '../components/ErrorState';
import { AiAccessPanel } from '../organisation/AiAccessPanel';
import { InvitePanel } from '../organisation/InvitePanel';
import { MemberRow } from '../organisation/MemberRow';
import { PeopleTable } from '../organisation/PeopleTable';
import { PersonalDataPanel } from '../organisation/PersonalDataPanel';
import { TranslationsOverview } from '../organisation/TranslationsOverview';
import { GlossaryEditor } from '../translation/glossary/GlossaryEditor';

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
          <PeopleTable column="Role">
            {members.data.map((m) => (
              <MemberRow key={m.id} member={m} />
            ))}
          </PeopleTable>
        )}
      </section>
      <TranslationsOverview />
      <section className="org__section" aria-labelledby="org-glossary">
        <h2 id="org-glossary">Glossary</h2>
        <GlossaryEditor />
      </section>
      <PersonalDataPanel />
    </main>
  );
}
