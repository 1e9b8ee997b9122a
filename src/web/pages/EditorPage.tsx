import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { courseQueries } from '../api/courses';
import { isApiError } from '../api/errors';
import type { AssistedEditor } from './AssistedEditor';
import { COURSE_NOT_FOUND, ModuleLoadFailed, ModuleLoading } from '../components/ModuleLoadStates';
import { useToast } from '../components/ToastProvider';

type EditorCode = { AssistedEditor?: typeof AssistedEditor; failed?: unknown };

/**
 * The editor's code (most of the page's), loading while the module is asked for, not after it
 * arrives. Not React.lazy: a suspended editor would mount in a retry render that React may
 * interrupt, and a rich-text engine made in an interrupted render is destroyed under its field.
 */
function useEditorCode(): EditorCode {
  const [code, setCode] = useState<EditorCode>({});
  useEffect(() => {
    let wanted = true;
    import('./AssistedEditor').then(
      ({ AssistedEditor }) => wanted && setCode({ AssistedEditor }),
      (failed: unknown) => wanted && setCode({ failed }),
    );
    return () => {
      wanted = false;
    };
  }, []);
  return code;
}

export function EditorPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const course = useQuery(courseQueries.detail(id));
  const code = useEditorCode();
  // As a lazy page's would: the app's error boundary says the page could not load.
  if (code.failed) throw code.failed;

  // A failed background refetch keeps the editor open on the data it has.
  if (course.data && code.AssistedEditor) return <code.AssistedEditor key={id} detail={course.data} />;
  if (course.data) return <ModuleLoading />;
  if (!course.isError) return <ModuleLoading />;
  const notFound = isApiError(course.error, 404);
  // SPEC §8: with a view the page says so; otherwise the author goes back home.
  if (notFound && !search.has('view')) return <GoHome />;
  return (
    <ModuleLoadFailed
      notFound={notFound}
      hint="It may have been deleted, or the link is wrong."
      action={
        <Link to="/author/home" className="button">
          Go to your modules
        </Link>
      }
      error={course.error}
      onRetry={() => void course.refetch()}
    />
  );
}

function GoHome() {
  const toast = useToast();
  useEffect(() => toast({ message: COURSE_NOT_FOUND }), [toast]);
  return <Navigate to="/author/home" replace />;
}
