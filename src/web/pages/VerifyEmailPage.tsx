import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { verifyEmail } from '../api/auth';
import { AuthLayout } from '../components/AuthLayout';
import { FormAlert } from '../components/FormAlert';
import { useSignIn } from '../hooks/useSignIn';

/** /author/verify-email?token=…: the mailed link confirms the email and signs the account in; it works once. */
export function VerifyEmailPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const signIn = useSignIn();
  const verify = useMutation({ mutationFn: verifyEmail, onSuccess: (token) => signIn(token) });
  // Once per page: the link is used up by its first use (React may run effects twice in development).
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify]);

  return (
    <AuthLayout title="Confirming your email">
      <title>Confirm email · Tessera</title>
      {!token && (
        <p role="alert" className="alert">
          This link is incomplete. Open the whole link from the mail.
        </p>
      )}
      {verify.isPending && <p role="status">Confirming your email…</p>}
      <FormAlert error={verify.error} />
      {(verify.isError || !token) && (
        <p className="auth__switch">
          <Link to="/author/userlogin">Log in</Link> to ask for a new link.
        </p>
      )}
    </AuthLayout>
  );
}
