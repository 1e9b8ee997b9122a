import { useQuery } from '@tanstack/react-query';
import { readSession } from '../api/session';
import { settingsQueries } from '../api/settings';
import { AdminBackLink } from '../admin/AdminBackLink';
import { ErrorState } from '../components/ErrorState';
import { LtiPlatforms } from '../settings/LtiPlatforms';
import { NotificationPreferences } from '../settings/NotificationPreferences';
import { OrganisationSettingsForm } from '../settings/OrganisationSettingsForm';
import { PasswordForm } from '../settings/PasswordForm';
import { ProfileForm } from '../settings/ProfileForm';
import '../admin/admin.css';
import '../settings/settings.css';

/** /settings (admins, SPEC §2): the organisation's settings, its learning platforms (LTI), then the admin's own account. */
export function SettingsPage() {
  const organisation = useQuery(settingsQueries.organisation());
  const profile = useQuery(settingsQueries.profile());
  return (
    <main className="page admin settings">
      <title>Settings · Tessera</title>
      <AdminBackLink />
      <h1>Settings</h1>
      <section className="settings__section">
        {organisation.isPending && <p role="status">Loading the organisation’s settings…</p>}
        {organisation.isError && (
          <ErrorState
            title="The organisation’s settings could not be loaded"
            error={organisation.error}
            onRetry={() => void organisation.refetch()}
          />
        )}
        {organisation.data && <OrganisationSettingsForm view={organisation.data} />}
      </section>
      {readSession().admin && <LtiPlatforms />}
      <section className="settings__section" aria-labelledby="settings-account">
        <h2 id="settings-account">Your account</h2>
        {profile.isPending && <p role="status">Loading your profile…</p>}
        {profile.isError && (
          <ErrorState
            title="Your profile could not be loaded"
            error={profile.error}
            onRetry={() => void profile.refetch()}
          />
        )}
        {profile.data && <ProfileForm profile={profile.data} />}
        <PasswordForm />
        <NotificationPreferences />
      </section>
    </main>
  );
}
