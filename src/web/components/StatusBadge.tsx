import type { CourseStatus } from '../api/courses';

const LABELS: Record<CourseStatus, string> = {
  IN_PROGRESS: 'In progress',
  DRAFTING: 'Draft',
  PUBLISHED: 'Published',
  UNPUBLISHED: 'Unpublished',
};

/** A module's state; in the editor (`live` known) a draft ahead of what learners see says so. */
export function StatusBadge({ status, live = false }: { status: CourseStatus; live?: boolean }) {
  if (status === 'DRAFTING' && live)
    return <span className="badge badge--published">Published · changes not yet published</span>;
  return <span className={`badge badge--${status.toLowerCase()}`}>{LABELS[status]}</span>;
}
