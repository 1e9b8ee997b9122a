import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { courseQueries } from '../api/courses';
import { isApiError } from '../api/errors';
import { ErrorState } from '../components/ErrorState';
import { CourseEditor } from '../editor/CourseEditor';

export function EditorPage() {
  const { id = '' } = useParams();
  const course = useQuery(courseQueries.detail(id));

  // A failed background refetch keeps the editor open on the data it has.
  if (course.data) return <CourseEditor key={id} detail={course.data} />;
  if (course.isError) {
    return (
      <main className="page page--narrow">
        {isApiError(course.error, 404) ? (
          <div className="state">
            <title>Course not found · Tessera</title>
            <h1>Course not found</h1>
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
