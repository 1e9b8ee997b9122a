import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { clearToken } from '../api/session';
import { changePassword } from '../api/settings';
import { FormAlert } from '../components/FormAlert';
import { TextField } from '../components/TextField';
import { SaveButton } from './SaveButton';
import { useSettingsForm } from './useSettingsForm';

export const PASSWORD_CHANGED = 'Your password was changed. Log in with your new password.';
const EMPTY = { currentPassword: '', newPassword: '', confirm: '' };

/** A new password, given the current one; the session then ends and the user logs in again. */
export function PasswordForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [fields, setFields] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form = useSettingsForm();
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      clearToken();
      queryClient.clear();
      navigate('/author/userlogin', { replace: true, state: { notice: PASSWORD_CHANGED } });
    },
    onError: () => form.failed(),
  });
  const edit = (patch: Partial<typeof fields>) => setFields((f) => ({ ...f, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!fields.currentPassword) found.currentPassword = 'Enter your current password';
    if (fields.newPassword.length < 8) found.newPassword = 'Choose a password of at least 8 characters';
    else if (fields.newPassword === fields.currentPassword)
      found.newPassword = 'Choose a password different from the current one';
    if (!found.newPassword && fields.confirm !== fields.newPassword) found.confirm = 'The two new passwords differ';
    setErrors(found);
    if (Object.keys(found).length) return form.failed();
    change.mutate({ currentPassword: fields.currentPassword, newPassword: fields.newPassword });
  };

  return (
    <form
      ref={form.form}
      className="settings__subform"
      onSubmit={submit}
      noValidate
      aria-labelledby="settings-password"
    >
      <h3 id="settings-password">Password</h3>
      <p className="muted">After the change you are signed out everywhere and log in with the new password.</p>
      <FormAlert error={change.error} />
      <fieldset className="settings__group settings__narrow" disabled={change.isPending}>
        <TextField
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          value={fields.currentPassword}
          onChange={(e) => edit({ currentPassword: e.target.value })}
          error={errors.currentPassword}
        />
        <TextField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          value={fields.newPassword}
          onChange={(e) => edit({ newPassword: e.target.value })}
          error={errors.newPassword}
        />
        <TextField
          label="Repeat the new password"
          name="confirm"
          type="password"
          autoComplete="new-password"
          value={fields.confirm}
          onChange={(e) => edit({ confirm: e.target.value })}
          error={errors.confirm}
        />
      </fieldset>
      <SaveButton ref={form.saveButton} busy={change.isPending} saved={null}>
        Change password
      </SaveButton>
    </form>
  );
}
