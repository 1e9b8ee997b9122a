import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { courseQueries } from '../api/courses';
import { isApiError } from '../api/errors';
import { lazyPage } from '../components/lazyPage';
import { COURSE_NOT_FOUND, ModuleLoadFailed, ModuleLoading } from '../components/ModuleLoadStates';
import { useToast } from '../components/ToastProvider';

const editorCode = () => import('./AssistedEditor');
const AssistedEditor = lazyPage(editorCode, 'AssistedEditor');

export function EditorPage() {
  // The editor's code loads while the module is asked for, not after it arrives (import() loads once).
  void editorCode();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const course = useQuery(courseQueries.detail(id));

  // A failed background refetch keeps the editor open on the data it has.
  if (course.data)
    return (
      <Suspense fallback={<ModuleLoading />}>
        <AssistedEditor key={id} detail={course.data} />
      </Suspense>
    );
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
