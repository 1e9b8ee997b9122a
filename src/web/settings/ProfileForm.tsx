import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { userQueries } from '../api/auth';
import { type Profile, saveProfile, settingsQueries } from '../api/settings';
import { FormAlert } from '../components/FormAlert';
import { TextField } from '../components/TextField';
import { SaveButton } from './SaveButton';
import { serverFieldErrors } from './serverFieldErrors';
import { useSettingsForm } from './useSettingsForm';

/** The name the signed-in user goes by: in comments, mentions, the members list and the change log. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const [names, setNames] = useState({ first_name: profile.first_name, last_name: profile.last_name });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form = useSettingsForm();
  const save = useMutation({
    mutationFn: saveProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsQueries.profile().queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: userQueries.info().queryKey });
      form.succeeded('Your name is saved');
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      form.failed();
    },
  });
  const edit = (patch: Partial<typeof names>) => {
    setNames((n) => ({ ...n, ...patch }));
    form.edited();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = { first_name: names.first_name.trim(), last_name: names.last_name.trim() };
    const missing: Record<string, string> = {};
    if (!trimmed.first_name) missing.first_name = 'Enter your first name';
    if (!trimmed.last_name) missing.last_name = 'Enter your last name';
    setErrors(missing);
    if (Object.keys(missing).length) return form.failed();
    save.mutate(trimmed);
  };

  return (
    <form ref={form.form} className="settings__subform" onSubmit={submit} noValidate aria-labelledby="settings-profile">
      <h3 id="settings-profile">Profile</h3>
      <p className="muted">
        Signed in as <strong>{profile.email}</strong>. Your name shows on your comments and modules.
      </p>
      <FormAlert error={save.error} />
      <fieldset className="form__row settings__group" disabled={save.isPending}>
        <TextField
          label="First name"
          name="first_name"
          autoComplete="given-name"
          maxLength={100}
          value={names.first_name}
          onChange={(e) => edit({ first_name: e.target.value })}
          error={errors.first_name}
        />
        <TextField
          label="Last name"
          name="last_name"
          autoComplete="family-name"
          maxLength={100}
          value={names.last_name}
          onChange={(e) => edit({ last_name: e.target.value })}
          error={errors.last_name}
        />
      </fieldset>
      <SaveButton ref={form.saveButton} busy={save.isPending} saved={form.saved}>
        Save name
      </SaveButton>
    </form>
  );
}
