import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { rememberCourseWrite } from '../api/courseCache';
import type { CourseWrite } from '../api/courses';
import { embeddedSearch } from '../api/embedding';
import { ErrorState } from '../components/ErrorState';
import { NEW_MODULE_STATE } from './newModuleVisit';

/** Creates a module once on arrival, then opens it in the editor; shows progress, or the error with a retry. */
export function CreatingModule({ create }: { create: () => Promise<CourseWrite> }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { mutate, error } = useMutation({
    mutationFn: create,
    onSuccess: (write) => {
      rememberCourseWrite(queryClient, write);
      navigate(`/edit/${encodeURIComponent(write.course.id)}${embeddedSearch()}`, {
        replace: true,
        state: NEW_MODULE_STATE,
      });
    },
  });

  // Effects run twice in StrictMode; a module must be created once.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  return (
    <main className="page page--narrow">
      <title>New module · Tessera</title>
      {error ? (
        <>
          <ErrorState title="The module could not be created" error={error} onRetry={() => mutate()} />
          <p>
            <Link to="/author/home">Back to your modules</Link>
          </p>
        </>
      ) : (
        <p role="status" className="state">
          Creating your module…
        </p>
      )}
    </main>
  );
}
