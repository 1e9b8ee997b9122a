import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import * as z from 'zod/mini';
import { updateCollaboratorName, validateAccess, type Collaborator } from '../api/collaborators';
import { isApiError } from '../api/errors';
import { setToken } from '../api/session';
import { AuthLayout } from '../components/AuthLayout';
import { FormAlert } from '../components/FormAlert';
import { TextField } from '../components/TextField';
import { useValidatedForm } from '../forms/useValidatedForm';
import { SubmitButton } from '../components/Buttons';

const emailForm = z.object({ email: z.email('Enter the email address the invitation was sent to') });
const nameForm = z.object({
  firstname: z.string().check(z.trim(), z.minLength(1, 'Enter your first name'), z.maxLength(100)),
  lastname: z.string().check(z.trim(), z.minLength(1, 'Enter your last name'), z.maxLength(100)),
});

/**
 * /launch/{courseId}?token=… (SPEC §2): the invitee proves the link with its email, gives its
 * name, and lands in the collaborate view. The link's secret stays out of the history: the last
 * step replaces this address.
 */
export function LaunchPage() {
  const { courseId = '' } = useParams();
  const [search] = useSearchParams();
  const secret = search.get('token') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { errors, submit } = useValidatedForm();
  const [invited, setInvited] = useState<Collaborator | null>(null);

  const validate = useMutation({
    mutationFn: (email: string) => validateAccess(courseId, { token: secret, email }),
    onSuccess: ({ token, collaborator }) => {
      setToken(token);
      queryClient.clear();
      setInvited(collaborator);
    },
    onError: (error) => {
      if (isApiError(error, 401)) navigate('/collaborate-error-401', { replace: true });
      else if (isApiError(error, 404)) navigate('/collaborate-error-expired', { replace: true });
    },
  });
  const name = useMutation({
    mutationFn: updateCollaboratorName,
    onSuccess: ({ token }) => {
      setToken(token);
      navigate(`/collaborate/view/${encodeURIComponent(courseId)}`, { replace: true });
    },
  });

  if (!secret) {
    return (
      <AuthLayout title="This link is incomplete">
        <title>Join a module · Tessera</title>
        <p>Open the whole link from your invitation, or ask the module’s author to invite you again.</p>
      </AuthLayout>
    );
  }

  if (!invited) {
    return (
      <AuthLayout title="Join a module">
        <title>Join a module · Tessera</title>
        <form
          key="email"
          className="form"
          onSubmit={submit(emailForm, ({ email }) => validate.mutate(email))}
          noValidate
        >
          <p>You were invited to collaborate. Confirm the email address the invitation was sent to.</p>
          <FormAlert error={validate.error} />
          <TextField label="Email" name="email" type="email" autoComplete="email" error={errors.email} />
          <SubmitButton busy={validate.isPending}>Continue</SubmitButton>
        </form>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Your name">
      <title>Join a module · Tessera</title>
      {/* Keyed: the inputs must not carry over what was typed in the email step. */}
      <form key="name" className="form" onSubmit={submit(nameForm, (value) => name.mutate(value))} noValidate>
        <p>Others on the module will see this name next to your comments.</p>
        <FormAlert error={name.error} />
        <TextField
          label="First name"
          name="firstname"
          autoComplete="given-name"
          defaultValue={invited.firstname}
          error={errors.firstname}
        />
        <TextField
          label="Last name"
          name="lastname"
          autoComplete="family-name"
          defaultValue={invited.lastname}
          error={errors.lastname}
        />
        <SubmitButton busy={name.isPending}>Open the module</SubmitButton>
      </form>
    </AuthLayout>
  );
}
