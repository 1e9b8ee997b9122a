import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check as CheckIcon } from 'lucide-react';
import { userQueries } from '../api/auth';
import { changeUserSetting } from '../api/preferences';
import { NOTIFICATION_SETTINGS } from '../api/settings';
import { Check } from '../blocks/Check';
import { ErrorState } from '../components/ErrorState';
import { FormAlert } from '../components/FormAlert';

const CHOICES = [
  {
    setting: NOTIFICATION_SETTINGS.mentions,
    label: 'When someone mentions me in a comment',
  },
  {
    setting: NOTIFICATION_SETTINGS.replies,
    label: 'When someone replies to a comment I started',
  },
] as const;

/**
 * Which comment notifications the user sees while editing a module (Tessera sends no email about
 * comments). Each choice is saved as soon as it is made.
 */
export function NotificationPreferences() {
  const queryClient = useQueryClient();
  const info = useQuery(userQueries.info());
  const change = useMutation({
    mutationFn: ({ setting, on }: { setting: string; on: boolean }) => changeUserSetting(setting, on),
    onMutate: ({ setting, on }) => {
      // Shown at once: a controlled checkbox would otherwise jump back until the answer comes.
      queryClient.setQueryData(userQueries.info().queryKey, (old) =>
        old ? { ...old, settings: { ...old.settings, [setting]: on } } : old,
      );
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: userQueries.info().queryKey }),
  });

  return (
    <section className="settings__subform" aria-labelledby="settings-notifications">
      <h3 id="settings-notifications">Notifications</h3>
      <p className="muted">
        Shown while you have the module open in the editor. Tessera sends no email about comments.
      </p>
      {info.isPending && <p role="status">Loading your preferences…</p>}
      {info.isError && (
        <ErrorState
          title="Your preferences could not be loaded"
          error={info.error}
          onRetry={() => void info.refetch()}
        />
      )}
      <FormAlert error={change.error} />
      {info.data && (
        <fieldset className="settings__group">
          <legend className="visually-hidden">Notify me</legend>
          {CHOICES.map(({ setting, label }) => (
            <Check
              key={setting}
              checked={info.data.settings[setting] ?? true}
              disabled={change.isPending}
              onChange={(e) => change.mutate({ setting, on: e.target.checked })}
            >
              {label}
            </Check>
          ))}
        </fieldset>
      )}
      <p role="status" className="settings__saved">
        {change.isSuccess && (
          <>
            <CheckIcon aria-hidden="true" size={16} /> Saved
          </>
        )}
      </p>
    </section>
  );
}
