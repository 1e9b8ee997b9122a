import { isApiError } from '../api/errors';

/** A failed submission, as the server explained it. */
export function FormAlert({ error }: { error: unknown }) {
  if (!error) return null;
  const message = isApiError(error) ? error.message : 'Something went wrong. Please try again.';
  return (
    <p role="alert" className="alert">
      {message}
    </p>
  );
}
