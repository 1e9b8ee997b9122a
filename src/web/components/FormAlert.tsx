import { describeError } from '../api/errors';

/** A failed submission, as the server explained it. */
export function FormAlert({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="alert">
      {describeError(error)}
    </p>
  );
}
