import { Link } from 'react-router-dom';
import type { Course } from '../api/courses';
import { timeAgo } from '../format/timeAgo';
import { StatusBadge } from './StatusBadge';

export function CourseListItem({ course, now }: { course: Course; now: number }) {
  return (
    <li className="course-card">
      <Link to={`/edit/${encodeURIComponent(course.id)}`} className="course-card__link">
        <span className="course-card__title">{course.title || 'Untitled module'}</span>
      </Link>
      <div className="course-card__meta">
        <StatusBadge status={course.status} />
        <time dateTime={course.savedAt}>saved {timeAgo(course.savedAt, now)}</time>
      </div>
    </li>
  );
}
