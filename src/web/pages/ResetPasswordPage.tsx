import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import * as z from 'zod/mini';
import { resetPassword } from '../api/auth';
import { AuthLayout } from '../components/AuthLayout';
import { FormAlert } from '../components/FormAlert';
import { TextField } from '../components/TextField';
import { useValidatedForm } from '../forms/useValidatedForm';
import { SubmitButton } from '../components/Buttons';

const resetForm = z
  .object({ password: z.string().check(z.minLength(8, 'Use at least 8 characters')), confirm: z.string() })
  .check(z.refine((f) => f.password === f.confirm, { path: ['confirm'], message: 'The two passwords differ' }));

/** /author/reset-password?token=…: the mailed link; it works once, within an hour. */
export function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const { errors, submit: validated } = useValidatedForm();
  const reset = useMutation({ mutationFn: resetPassword });

  const submit = validated(resetForm, ({ password }) => reset.mutate({ token, password }));

  if (reset.isSuccess) {
    return (
      <AuthLayout title="Password changed">
        <title>Password changed · Tessera</title>
        <p role="status">Your new password is set. Devices that were signed in must log in again.</p>
        <Link to="/author/userlogin" className="button button--primary">
          Log in
        </Link>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Choose a new password">
      <title>Reset password · Tessera</title>
      <form className="form" onSubmit={submit} noValidate>
        {!token && (
          <p role="alert" className="alert">
            This link is incomplete. Open the whole link from the mail.
          </p>
        )}
        <FormAlert error={reset.error} />
        <TextField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          error={errors.password}
        />
        <TextField
          label="Repeat the new password"
          name="confirm"
          type="password"
          autoComplete="new-password"
          error={errors.confirm}
        />
        <SubmitButton busy={reset.isPending || !token}>Set the new password</SubmitButton>
      </form>
      <p className="auth__switch">
        <Link to="/author/forgot-password">Ask for a new link</Link>
      </p>
    </AuthLayout>
  );
}
