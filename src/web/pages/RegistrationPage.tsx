import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import * as z from 'zod/mini';
import { register, type RegistrationResult } from '../api/auth';
import { organisationQueries } from '../api/organisation';
import { useSignIn } from '../hooks/useSignIn';
import { AuthLayout } from '../components/AuthLayout';
import { FormAlert } from '../components/FormAlert';
import { CredentialFields } from '../components/CredentialFields';
import { TextField } from '../components/TextField';
import { useValidatedForm } from '../forms/useValidatedForm';
import { CheckInboxPage } from './CheckInboxPage';
import { SubmitButton } from '../components/Buttons';

const registrationForm = z.object({
  first_name: z.string().check(z.trim(), z.minLength(1, 'Enter your first name')),
  last_name: z.string().check(z.trim(), z.minLength(1, 'Enter your last name')),
  email: z.email('Enter a valid email address'),
  password: z.string().check(z.minLength(8, 'Use at least 8 characters')),
});

export function RegistrationPage() {
  const signIn = useSignIn();
  const { errors, submit: validated } = useValidatedForm();
  const registration = useMutation({
    mutationFn: register,
    onSuccess: (result: RegistrationResult) => {
      if ('token' in result) signIn(result.token);
    },
  });
  // An organisation's invite link: the new account joins that organisation.
  const inviteToken = useSearchParams()[0].get('invite') ?? undefined;
  const invite = useQuery({ ...organisationQueries.invite(inviteToken ?? ''), enabled: inviteToken !== undefined });

  const submit = validated(registrationForm, (value) =>
    registration.mutate({ ...value, inviteToken: invite.data ? inviteToken : undefined }),
  );

  if (registration.data && 'verificationRequired' in registration.data)
    return <CheckInboxPage email={registration.variables.email} />;
  return (
    <AuthLayout title="Create your account">
      <title>Create account · Tessera</title>
      {invite.data && <p className="auth__note">You are joining {invite.data.orgName}.</p>}
      {invite.isError && (
        <p role="alert" className="alert">
          This invite link is not valid, has been used, or has expired. You can still create an account of your own.
        </p>
      )}
      <form className="form" onSubmit={submit} noValidate>
        <FormAlert error={registration.error} />
        <div className="form__row">
          <TextField label="First name" name="first_name" autoComplete="given-name" error={errors.first_name} />
          <TextField label="Last name" name="last_name" autoComplete="family-name" error={errors.last_name} />
        </div>
        <CredentialFields errors={errors} passwordAutoComplete="new-password" />
        <SubmitButton busy={registration.isPending}>Create account</SubmitButton>
      </form>
      <p className="auth__switch">
        Already have an account? <Link to="/author/userlogin">Log in</Link>
      </p>
    </AuthLayout>
  );
}
