import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { signInWithAssertion } from '../api/auth';
import { isApiError } from '../api/errors';
import { useSignIn } from '../hooks/useSignIn';

/**
 * SPEC §2 /sso and /sso/{courseId}: a partner sends the person here with a signed assertion; they
 * are signed in and continue to the dashboard, or to that module.
 */
export function SsoPage() {
  const { courseId } = useParams();
  const [search] = useSearchParams();
  const assertion = search.get('assertion');
  const signIn = useSignIn();
  const destination = courseId ? `/edit/${encodeURIComponent(courseId)}` : '/author/home';
  const attempt = useMutation({
    mutationFn: signInWithAssertion,
    onSuccess: (token) => signIn(token, destination),
  });
  // An assertion can be used once: StrictMode's second effect run must not spend it again.
  const sent = useRef(false);
  useEffect(() => {
    if (!assertion || sent.current) return;
    sent.current = true;
    attempt.mutate(assertion);
  }, [assertion, attempt.mutate]);

  const problem = !assertion
    ? 'This sign-in link is incomplete: it carries no assertion. Open Tessera again from your organisation’s site.'
    : attempt.isError
      ? isApiError(attempt.error)
        ? attempt.error.message
        : 'Something went wrong while signing you in.'
      : null;
  return (
    <main className="page page--narrow state">
      <title>Signing in · Tessera</title>
      {problem === null ? (
        <>
          <h1>Signing you in…</h1>
          <p role="status">One moment: your organisation vouched for you, and Tessera is opening your session.</p>
        </>
      ) : (
        <div role="alert">
          <h1>You could not be signed in</h1>
          <p>{problem}</p>
          <Link to="/author/userlogin" className="button button--primary">
            Log in with your Tessera account
          </Link>
        </div>
      )}
    </main>
  );
}
