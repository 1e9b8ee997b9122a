import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import * as z from 'zod/mini';
import { login, loginOptionsQuery, VERIFY_FIRST } from '../api/auth';
import { isApiError } from '../api/errors';
import { hasAuthorSession } from '../api/session';
import { useSignIn } from '../hooks/useSignIn';
import { AuthLayout } from '../components/AuthLayout';
import { FormAlert } from '../components/FormAlert';
import { ResendVerification } from '../components/ResendVerification';
import { CredentialFields } from '../components/CredentialFields';
import { useValidatedForm } from '../forms/useValidatedForm';
import { SubmitButton } from '../components/Buttons';

const loginForm = z.object({
  email: z.email('Enter a valid email address'),
  password: z.string().check(z.minLength(1, 'Enter your password')),
});

/** SPEC §2: /author/userlogin goes to the external login address when one is configured (LOGIN_URL). */
export function LoginPage() {
  const options = useQuery(loginOptionsQuery());
  const loginUrl = options.data?.loginUrl ?? null;
  const signedIn = hasAuthorSession();
  useEffect(() => {
    if (loginUrl && !signedIn) window.location.replace(loginUrl);
  }, [loginUrl, signedIn]);

  if (signedIn) return <Navigate to="/author/home" replace />;
  if (options.isPending || loginUrl)
    return (
      <AuthLayout title="Log in">
        <title>Log in · Tessera</title>
        <p role="status" className="state">
          {loginUrl ? 'Taking you to your organisation’s sign-in page…' : 'Loading…'}
        </p>
      </AuthLayout>
    );
  return <LocalLogin />;
}

/** What the page was sent here to say (a changed password), from the navigation's state. */
const noticeOf = (state: unknown) =>
  typeof state === 'object' && state !== null && 'notice' in state && typeof state.notice === 'string'
    ? state.notice
    : null;

function LocalLogin() {
  const notice = noticeOf(useLocation().state);
  const signIn = useSignIn();
  const { errors, submit: validated } = useValidatedForm();
  const attempt = useMutation({ mutationFn: login, onSuccess: (token) => signIn(token) });

  const submit = validated(loginForm, (value) => attempt.mutate(value));

  return (
    <AuthLayout title="Log in">
      <title>Log in · Tessera</title>
      <form className="form" onSubmit={submit} noValidate>
        {notice && !attempt.error && (
          <p role="status" className="auth__note">
            {notice}
          </p>
        )}
        <FormAlert error={attempt.error} />
        {isApiError(attempt.error, 403) && attempt.error.message === VERIFY_FIRST && attempt.variables && (
          <ResendVerification email={attempt.variables.email} />
        )}
        <CredentialFields errors={errors} passwordAutoComplete="current-password" />
        <SubmitButton busy={attempt.isPending}>Log in</SubmitButton>
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
