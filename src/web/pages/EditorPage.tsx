import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { courseQueries } from '../api/courses';
import { isApiError } from '../api/errors';
import { ErrorState } from '../components/ErrorState';
import { useToast } from '../components/ToastProvider';
import { CourseEditor } from '../editor/CourseEditor';

const COURSE_NOT_FOUND = 'Course not found';

export function EditorPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const course = useQuery(courseQueries.detail(id));

  // A failed background refetch keeps the editor open on the data it has.
  if (course.data) return <CourseEditor key={id} detail={course.data} />;
  if (course.isError) {
    // SPEC §8: with a view the page says so; otherwise the author goes back home.
    if (isApiError(course.error, 404) && !search.has('view')) return <GoHome />;
    return (
      <main className="page page--narrow">
        {isApiError(course.error, 404) ? (
          <div className="state">
            <title>{`${COURSE_NOT_FOUND} · Tessera`}</title>
            <h1>{COURSE_NOT_FOUND}</h1>
            <p>It may have been deleted, or the link is wrong.</p>
            <Link to="/author/home" className="button">
              Go to your modules
            </Link>
          </div>
        ) : (
          <ErrorState title="The module could not be loaded" error={course.error} onRetry={() => void course.refetch()} />
        )}
      </main>
    );
  }
  return (
    <main className="page page--narrow" aria-busy="true">
      <p role="status" className="state">
        Loading module…
      </p>
    </main>
  );
}

function GoHome() {
  const toast = useToast();
  useEffect(() => toast({ message: COURSE_NOT_FOUND }), [toast]);
  return <Navigate to="/author/home" replace />;
}
