import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { AssistantPlugin } from '../ai/plugin';
import { courseQueries } from '../api/courses';
import { isApiError } from '../api/errors';
import { COURSE_NOT_FOUND, ModuleLoadFailed, ModuleLoading } from '../components/ModuleLoadStates';
import { useToast } from '../components/ToastProvider';
import { CourseEditor } from '../editor/CourseEditor';

export function EditorPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const course = useQuery(courseQueries.detail(id));

  // A failed background refetch keeps the editor open on the data it has.
  if (course.data)
    return (
      // The AI assistant plugs into the editor here: the editor itself knows only its extension points.
      <AssistantPlugin>
        <CourseEditor key={id} detail={course.data} />
      </AssistantPlugin>
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
