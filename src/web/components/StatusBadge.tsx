import type { CourseStatus } from '../api/courses';

const LABELS: Record<CourseStatus, string> = {
  IN_PROGRESS: 'In progress',
  DRAFTING: 'Draft',
  PUBLISHED: 'Published',
  UNPUBLISHED: 'Unpublished',
};

export function StatusBadge({ status }: { status: CourseStatus }) {
  return <span className={`badge badge--${status.toLowerCase()}`}>{LABELS[status]}</span>;
}
