import { Link } from 'react-router';
import type { CourseSummary } from '../api/courses';
import { StatusBadge } from '../components/StatusBadge';
import { courseTitle } from '../format/courseTitle';
import { timeAgo } from '../format/timeAgo';
import { CourseActions } from './CourseActions';
import { CourseThumbnail } from './CourseThumbnail';
import { FavouriteButton } from './FavouriteButton';
import { RestoreButton } from './RestoreButton';

interface CourseTileProps {
  course: CourseSummary;
  /** In "Recently deleted" a module can only be restored. */
  deletedView: boolean;
  now: number;
}

/** A module as a card (grid) or a row (list); the layout is the stylesheet's business. */
export function CourseTile({ course, deletedView, now }: CourseTileProps) {
  const title = courseTitle(course);
  return (
    <li className="course">
      <CourseThumbnail thumbnail={course.thumbnail} />
      <div className="course__body">
        {deletedView ? (
          <span className="course__title">{title}</span>
        ) : (
          <Link to={`/edit/${encodeURIComponent(course.id)}`} className="course__title course__link">
            {title}
          </Link>
        )}
        {course.tags.length > 0 && (
          <ul className="labels" aria-label="Labels">
            {course.tags.map((tag) => (
              <li key={tag} className="label">
                {tag}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="course__meta">
        <StatusBadge status={course.status} />
        {deletedView && course.deletedAt ? (
          <time dateTime={course.deletedAt}>deleted {timeAgo(course.deletedAt, now)}</time>
        ) : (
          <time dateTime={course.savedAt}>saved {timeAgo(course.savedAt, now)}</time>
        )}
      </div>
      <div className="course__actions">
        {deletedView ? (
          <RestoreButton course={course} />
        ) : (
          <>
            <FavouriteButton course={course} />
            <CourseActions course={course} />
          </>
        )}
      </div>
    </li>
  );
}
