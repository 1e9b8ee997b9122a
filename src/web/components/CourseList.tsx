import { useQuery } from '@tanstack/react-query';
import { courseQueries } from '../api/courses';
import { lastWritePosition } from '../api/writePosition';
import { CourseListItem } from './CourseListItem';
import { CourseListSkeleton } from './CourseListSkeleton';
import { ErrorState } from './ErrorState';

const PAGE_SIZE = 20;

export function CourseList() {
  const list = useQuery(
    courseQueries.list({ pageNum: 1, pageSize: PAGE_SIZE, searchTerm: '', after: lastWritePosition() }),
  );

  if (list.isPending) return <CourseListSkeleton />;
  if (!list.data) {
    return <ErrorState title="Your modules could not be loaded" error={list.error} onRetry={() => void list.refetch()} />;
  }

  const { courses, total } = list.data;
  if (courses.length === 0) {
    return (
      <div className="state">
        <h2>No modules yet</h2>
        <p>Press “Create module” to start your first one.</p>
      </div>
    );
  }
  return (
    <>
      <ul className="course-list">
        {courses.map((course) => (
          <CourseListItem key={course.id} course={course} now={list.dataUpdatedAt} />
        ))}
      </ul>
      {total > courses.length && (
        <p className="muted">
          Showing {courses.length} of {total} modules.
        </p>
      )}
    </>
  );
}
