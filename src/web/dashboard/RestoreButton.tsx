import type { CourseSummary } from '../api/courses';
import { useRestoreCourse } from './useRestoreCourse';

export function RestoreButton({ course }: { course: CourseSummary }) {
  const restore = useRestoreCourse();
  return (
    <button type="button" className="button" disabled={restore.isPending} onClick={() => restore.mutate(course.id)}>
      Restore
    </button>
  );
}
