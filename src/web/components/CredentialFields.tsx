import { TextField } from './TextField';

interface CredentialFieldsProps {
  errors: { email?: string | undefined; password?: string | undefined };
  /** `current-password` to log in, `new-password` to create one: password managers fill or suggest. */
  passwordAutoComplete: 'current-password' | 'new-password';
}

/** The email and password of an account, as logging in and registering ask for them. */
export function CredentialFields({ errors, passwordAutoComplete }: CredentialFieldsProps) {
  return (
    <>
      <TextField label="Email" name="email" type="email" autoComplete="email" error={errors.email} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete={passwordAutoComplete}
        error={errors.password}
      />
    </>
  );
}
