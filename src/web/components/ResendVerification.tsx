import { useMutation } from '@tanstack/react-query';
import { resendVerification } from '../api/auth';
import { FormAlert } from './FormAlert';

/** Mails the verification link again to `email`. */
export function ResendVerification({ email }: { email: string }) {
  const resend = useMutation({ mutationFn: resendVerification });
  return (
    <div className="form">
      <FormAlert error={resend.error} />
      {resend.isSuccess ? (
        <p role="status">A new link is on its way to {email}. Only the newest link works.</p>
      ) : (
        <button type="button" className="button" onClick={() => resend.mutate(email)} disabled={resend.isPending}>
          Resend the link
        </button>
      )}
    </div>
  );
}
