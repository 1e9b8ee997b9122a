import { useEffect, useRef } from 'react';
import type { AdminCourse } from '../../api/adminCourses';
import { AdminCourseRow } from './AdminCourseRow';

interface AdminCourseTableProps {
  courses: AdminCourse[];
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], selected: boolean) => void;
}

/** The page of modules, each with a checkbox, and one in the header that selects the whole page. */
export function AdminCourseTable({ courses, selected, onSelect }: AdminCourseTableProps) {
  const all = courses.length > 0 && courses.every((c) => selected.has(c.id));
  const some = !all && courses.some((c) => selected.has(c.id));
  const selectAll = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = some;
  }, [some]);
  return (
    <table className="admin-table">
      <caption className="visually-hidden">Modules of the organisation</caption>
      <thead>
        <tr>
          <th scope="col" className="admin-row__check">
            <input
              ref={selectAll}
              type="checkbox"
              checked={all}
              onChange={(e) =>
                onSelect(
                  courses.map((c) => c.id),
                  e.target.checked,
                )
              }
              aria-label="Select every module on this page"
            />
          </th>
          <th scope="col">Module</th>
          <th scope="col">Owner</th>
          <th scope="col">Status</th>
          <th scope="col">Last change</th>
        </tr>
      </thead>
      <tbody>
        {courses.map((course) => (
          <AdminCourseRow
            key={course.id}
            course={course}
            selected={selected.has(course.id)}
            onSelect={(on) => onSelect([course.id], on)}
          />
        ))}
      </tbody>
    </table>
  );
}
