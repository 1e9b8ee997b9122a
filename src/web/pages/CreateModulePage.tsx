import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { rememberCourseWrite } from '../api/courseCache';
import { pickThumbnail } from '../api/courseLibrary';
import { createCourse } from '../api/courses';
import { ErrorState } from '../components/ErrorState';
import { UNTITLED } from '../format/courseTitle';

/** A new module starts with a placeholder thumbnail, or none when that cannot be had (SPEC §8). */
async function createModule() {
  const thumbnail = await pickThumbnail();
  return createCourse(thumbnail ? { title: UNTITLED, thumbnail } : { title: UNTITLED });
}

/** The one way a module is created: the dashboard button comes here too. */
export function CreateModulePage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { mutate, error } = useMutation({
    mutationFn: createModule,
    onSuccess: (write) => {
      rememberCourseWrite(queryClient, write);
      navigate(`/edit/${encodeURIComponent(write.course.id)}`, { replace: true });
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
