import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { collaboratorQueries, inviteCollaborator } from '../api/collaborators';
import { FormAlert } from '../components/FormAlert';
import { TextField } from '../components/TextField';
import { SubmitButton } from '../components/Buttons';

/** Invites someone by email; the link is shown once, to copy and send them. */
export function InviteForm({ courseId }: { courseId: string }) {
  const queryClient = useQueryClient();
  const [copied, setCopied] = useState(false);
  const linkRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const invite = useMutation({
    mutationFn: (body: { email: string; firstname: string; lastname: string }) => inviteCollaborator(courseId, body),
    onSuccess: () => {
      setCopied(false);
      formRef.current?.reset();
      void queryClient.invalidateQueries({ queryKey: collaboratorQueries.list(courseId).queryKey });
    },
  });
  const link = invite.data && new URL(invite.data.link, window.location.origin).toString();
  // The new link is what the author acts on next: focused once it is on the page.
  useEffect(() => {
    if (link) linkRef.current?.focus();
  }, [link]);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim();
    invite.mutate({ email: value('email'), firstname: value('firstname'), lastname: value('lastname') });
  };

  return (
    <form ref={formRef} className="collaborate__invite" onSubmit={submit} noValidate>
      <TextField label="Email" name="email" type="email" autoComplete="off" required data-autofocus />
      <div className="collaborate__names">
        <TextField label="First name" name="firstname" autoComplete="off" required />
        <TextField label="Last name" name="lastname" autoComplete="off" required />
      </div>
      <FormAlert error={invite.error} />
      <SubmitButton busy={invite.isPending}>{invite.isPending ? 'Inviting…' : 'Invite'}</SubmitButton>
      {link && invite.data && (
        <div className="collaborate__link">
          <label htmlFor="collaborate-link">
            Link for {invite.data.collaborator.email} (works only with that email)
          </label>
          <div className="collaborate__link-row">
            <input
              id="collaborate-link"
              ref={linkRef}
              readOnly
              value={link}
              onFocus={(e) => e.currentTarget.select()}
            />
            <button
              type="button"
              className="button"
              onClick={() =>
                void navigator.clipboard?.writeText(link).then(
                  () => setCopied(true),
                  () => linkRef.current?.select(),
                )
              }
            >
              {copied ? 'Copied' : 'Copy link'}
            </button>
          </div>
        </div>
      )}
    </form>
  );
}
