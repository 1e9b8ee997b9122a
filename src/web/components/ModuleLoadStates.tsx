import type { ReactNode } from 'react';
import { ErrorState } from './ErrorState';

export const COURSE_NOT_FOUND = 'Course not found';

/** While a module loads. */
export function ModuleLoading() {
  return (
    <main className="page page--narrow" aria-busy="true">
      <p role="status" className="state">
        Loading module…
      </p>
    </main>
  );
}

/** A module that could not be loaded: "Course not found" (SPEC §8) with a hint, or the error with a retry. */
export function ModuleLoadFailed({
  notFound,
  hint,
  action,
  error,
  onRetry,
}: {
  notFound: boolean;
  hint: string;
  action?: ReactNode;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <main className="page page--narrow">
      {notFound ? (
        <div className="state">
          <title>{`${COURSE_NOT_FOUND} · Tessera`}</title>
          <h1>{COURSE_NOT_FOUND}</h1>
          <p>{hint}</p>
          {action}
        </div>
      ) : (
        <ErrorState title="The module could not be loaded" error={error} onRetry={onRetry} />
      )}
    </main>
  );
}
