import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { clearToken } from '../api/session';
import { changePassword } from '../api/settings';
import { FormAlert } from '../components/FormAlert';
import { TextField } from '../components/TextField';
import { SaveButton } from './SaveButton';
import { useSettingsForm } from './useSettingsForm';

const PASSWORD_CHANGED = 'Your password was changed. Log in with your new password.';
const EMPTY = { currentPassword: '', newPassword: '', confirm: '' };
const FIELDS = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirm', label: 'Repeat the new password', autoComplete: 'new-password' },
] as const;

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
      <fieldset className="settings__group settings__group--narrow" disabled={change.isPending}>
        {FIELDS.map(({ name, label, autoComplete }) => (
          <TextField
            key={name}
            label={label}
            name={name}
            type="password"
            autoComplete={autoComplete}
            value={fields[name]}
            onChange={(e) => edit({ [name]: e.target.value })}
            error={errors[name]}
          />
        ))}
      </fieldset>
      <SaveButton ref={form.saveButton} busy={change.isPending} saved={null}>
        Change password
      </SaveButton>
    </form>
  );
}
