import { Link } from 'react-router';
import { AuthLayout } from '../components/AuthLayout';
import { ResendVerification } from '../components/ResendVerification';

/** After registering when email verification is on: the account opens the mailed link to sign in. */
export function CheckInboxPage({ email }: { email: string }) {
  return (
    <AuthLayout title="Check your inbox">
      <title>Check your inbox · Tessera</title>
      <p role="status">We sent a link to {email}. Open it within 24 hours to confirm your email and sign in.</p>
      <ResendVerification email={email} />
      <p className="auth__switch">
        <Link to="/author/userlogin">Back to log in</Link>
      </p>
    </AuthLayout>
  );
}
