import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router';
import { z } from 'zod';
import { login, VERIFY_FIRST } from '../api/auth';
import { isApiError } from '../api/errors';
import { hasAuthorSession } from '../api/session';
import { useSignIn } from '../hooks/useSignIn';
import { AuthLayout } from '../components/AuthLayout';
import { FormAlert } from '../components/FormAlert';
import { ResendVerification } from '../components/ResendVerification';
import { TextField } from '../components/TextField';
import { fieldErrors } from '../forms/fieldErrors';

const loginForm = z.object({
  email: z.email('Enter a valid email address'),
  password: z.string().min(1, 'Enter your password'),
});

export function LoginPage() {
  const signIn = useSignIn();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const attempt = useMutation({ mutationFn: login, onSuccess: signIn });

  if (hasAuthorSession()) return <Navigate to="/author/home" replace />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = loginForm.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    setErrors(parsed.success ? {} : fieldErrors(parsed.error));
    if (parsed.success) attempt.mutate(parsed.data);
  };

  return (
    <AuthLayout title="Log in">
      <title>Log in · Tessera</title>
      <form className="form" onSubmit={submit} noValidate>
        <FormAlert error={attempt.error} />
        {isApiError(attempt.error, 403) && attempt.error.message === VERIFY_FIRST && attempt.variables && (
          <ResendVerification email={attempt.variables.email} />
        )}
        <TextField label="Email" name="email" type="email" autoComplete="email" error={errors.email} />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          error={errors.password}
        />
        <button type="submit" className="button button--primary" disabled={attempt.isPending}>
          Log in
        </button>
      </form>
      <p className="auth__switch">
        <Link to="/author/forgot-password">Forgot your password?</Link>
      </p>
      <p className="auth__switch">
        New to Tessera? <Link to="/author/self-registration">Create an account</Link>
      </p>
    </AuthLayout>
  );
}
