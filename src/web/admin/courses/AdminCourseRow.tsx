import { Link } from 'react-router';
import type { AdminCourse } from '../../api/adminCourses';
import { StatusBadge } from '../../components/StatusBadge';
import { courseTitle } from '../../format/courseTitle';

const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

interface AdminCourseRowProps {
  course: AdminCourse;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}

/** One module: its checkbox, title (a link to edit it while it is live), owner, status and last change. */
export function AdminCourseRow({ course, selected, onSelect }: AdminCourseRowProps) {
  const title = courseTitle(course);
  const deleted = course.deletedAt !== null;
  return (
    <tr className={selected ? 'admin-row admin-row--selected' : 'admin-row'}>
      <td className="admin-row__check">
        <input
          type="checkbox"
          checked={selected}
          onChange={(e) => onSelect(e.target.checked)}
          aria-label={`Select ${title}`}
        />
      </td>
      <th scope="row" className="admin-row__title">
        {deleted ? title : <Link to={`/edit/${encodeURIComponent(course.id)}`}>{title}</Link>}
      </th>
      <td data-label="Owner">{course.createdByName ?? 'Unknown member'}</td>
      <td data-label="Status">
        {deleted ? <span className="badge badge--deleted">Deleted</span> : <StatusBadge status={course.status} />}
      </td>
      <td data-label="Last change">
        <time dateTime={course.deletedAt ?? course.savedAt}>
          {DATE.format(new Date(course.deletedAt ?? course.savedAt))}
        </time>
      </td>
    </tr>
  );
}
