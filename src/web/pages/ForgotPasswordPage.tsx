import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import * as z from 'zod/mini';
import { requestPasswordReset } from '../api/auth';
import { AuthLayout } from '../components/AuthLayout';
import { FormAlert } from '../components/FormAlert';
import { TextField } from '../components/TextField';
import { useValidatedForm } from '../forms/useValidatedForm';
import { SubmitButton } from '../components/Buttons';

const forgotForm = z.object({ email: z.email('Enter a valid email address') });

/** /author/forgot-password: asks for a reset link; the answer is the same whether or not the email has an account. */
export function ForgotPasswordPage() {
  const { errors, submit: validated } = useValidatedForm();
  const reset = useMutation({ mutationFn: requestPasswordReset });

  const submit = validated(forgotForm, ({ email }) => reset.mutate(email));

  return (
    <AuthLayout title="Forgot your password?">
      <title>Forgot password · Tessera</title>
      {reset.isSuccess ? (
        <p role="status">
          If an account uses {reset.variables}, a link to choose a new password is on its way. It works once, within an
          hour.
        </p>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <p>Enter your email and we will send you a link to choose a new password.</p>
          <FormAlert error={reset.error} />
          <TextField label="Email" name="email" type="email" autoComplete="email" error={errors.email} />
          <SubmitButton busy={reset.isPending}>Send the link</SubmitButton>
        </form>
      )}
      <p className="auth__switch">
        <Link to="/author/userlogin">Back to log in</Link>
      </p>
    </AuthLayout>
  );
}
