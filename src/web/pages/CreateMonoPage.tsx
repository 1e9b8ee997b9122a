import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { BLOCK_TYPES, type BlockType } from '../../modules/courses/content/blocks';
import { BLOCK_LABELS } from '../blocks/blockLabels';
import { rememberCourseWrite } from '../api/courseCache';
import { createCourse } from '../api/courses';
import { ErrorState } from '../components/ErrorState';
import { NotFoundPage } from './NotFoundPage';

/** /create-mono/{type}: a module that is one block of the type (a single video, game or question). */
export function CreateMonoPage() {
  const { type = '' } = useParams();
  const known = (BLOCK_TYPES as readonly string[]).includes(type);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { mutate, error } = useMutation({
    mutationFn: (mono: BlockType) => createCourse({ title: `New ${BLOCK_LABELS[mono].toLowerCase()}`, mono }),
    onSuccess: (write) => {
      rememberCourseWrite(queryClient, write);
      navigate(`/edit/${encodeURIComponent(write.course.id)}`, { replace: true });
    },
  });
  // Effects run twice in StrictMode; a module must be created once.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !known) return;
    started.current = true;
    mutate(type as BlockType);
  }, [mutate, known, type]);

  if (!known) return <NotFoundPage />;
  return (
    <main className="page page--narrow">
      <title>New module · Tessera</title>
      {error ? (
        <>
          <ErrorState title="The module could not be created" error={error} onRetry={() => mutate(type as BlockType)} />
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
