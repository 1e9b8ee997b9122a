import { useId } from 'react';
import type { AdminCourseParams, AdminCourseStatus } from '../../api/adminCourses';
import type { SortKey } from '../../api/courses';
import { SearchField } from '../../dashboard/SearchField';

const STATUSES: Record<AdminCourseStatus, string> = {
  all: 'All, deleted ones too',
  IN_PROGRESS: 'In progress',
  DRAFTING: 'Draft',
  PUBLISHED: 'Published',
  UNPUBLISHED: 'Unpublished',
  deleted: 'Deleted',
};
const SORTS: Record<SortKey, string> = { savedAt: 'Last change', title: 'Title', createdAt: 'Newest' };

type Filters = Pick<AdminCourseParams, 'status' | 'searchTerm' | 'sortBy'>;

/** Search, status and order of the admin's list. */
export function AdminCourseFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const statusId = useId();
  const sortId = useId();
  return (
    <div className="toolbar admin-filters">
      <SearchField value={value.searchTerm} onChange={(searchTerm) => onChange({ ...value, searchTerm })} />
      <div className="admin-filters__field">
        <label htmlFor={statusId}>Status</label>
        <select
          id={statusId}
          value={value.status}
          onChange={(e) => onChange({ ...value, status: e.target.value as AdminCourseStatus })}
        >
          {Object.entries(STATUSES).map(([status, label]) => (
            <option key={status} value={status}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-filters__field">
        <label htmlFor={sortId}>Sort by</label>
        <select
          id={sortId}
          value={value.sortBy}
          onChange={(e) => onChange({ ...value, sortBy: e.target.value as SortKey })}
        >
          {Object.entries(SORTS).map(([sort, label]) => (
            <option key={sort} value={sort}>
              {label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
