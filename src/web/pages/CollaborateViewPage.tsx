import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { courseQueries } from '../api/courses';
import { isApiError } from '../api/errors';
import { ErrorState } from '../components/ErrorState';
import { LiveSocketProvider } from '../live/LiveSocketProvider';
import { useCourseLive } from '../live/useCourseLive';

/** /collaborate/view/{id} (SPEC §2): the module a collaborator was invited to, read-only, kept current live (SPEC §6). */
export function CollaborateViewPage() {
  const { id = '' } = useParams();
  return (
    <LiveSocketProvider>
      <CollaborateView key={id} id={id} />
    </LiveSocketProvider>
  );
}

function CollaborateView({ id }: { id: string }) {
  const course = useQuery(courseQueries.detail(id));
  useCourseLive(id);

  if (course.data) {
    const { title, description } = course.data.course;
    return (
      <main className="page page--narrow collaborate">
        <title>{`${title} · Tessera`}</title>
        <p className="collaborate__label">Collaborating on</p>
        <h1>{title}</h1>
        <section aria-label="Description">
          {description ? <p className="collaborate__description">{description}</p> : <p className="collaborate__empty">This module has no description yet.</p>}
        </section>
        <p className="collaborate__note">You can read this module. Only its authors can change it.</p>
      </main>
    );
  }
  if (course.isError) {
    return (
      <main className="page page--narrow">
        {isApiError(course.error, 404) || isApiError(course.error, 403) ? (
          <div className="state">
            <title>Course not found · Tessera</title>
            <h1>Course not found</h1>
            <p>It may have been deleted, or your invitation is for another module.</p>
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
