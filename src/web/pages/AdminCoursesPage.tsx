import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminBackLink } from '../admin/AdminBackLink';
import { AdminCourseFilters } from '../admin/courses/AdminCourseFilters';
import { AdminCourseTable } from '../admin/courses/AdminCourseTable';
import { BulkActionDialog } from '../admin/courses/BulkActionDialog';
import { BULK_ACTIONS, type BulkKind, RESTORE_DAYS } from '../admin/courses/bulkActions';
import { BulkBar } from '../admin/courses/BulkBar';
import { adminCourseQueries, type AdminCourse, type AdminCourseParams } from '../api/adminCourses';
import { ErrorState } from '../components/ErrorState';
import { Pager } from '../dashboard/Pager';
import '../admin/admin.css';

const PAGE_SIZE = 25;

/** /admin/courses/: every module of the organisation, to transfer, delete and restore many at once. */
export function AdminCoursesPage() {
  const [params, setParams] = useState<AdminCourseParams>({
    status: 'all',
    searchTerm: '',
    sortBy: 'savedAt',
    pageNum: 1,
    pageSize: PAGE_SIZE,
  });
  const list = useQuery({ ...adminCourseQueries.list(params), placeholderData: keepPreviousData });
  const [selected, setSelected] = useState<Map<string, AdminCourse>>(new Map());
  const [acting, setActing] = useState<BulkKind | null>(null);

  const courses = list.data?.courses ?? [];
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  const change = (next: AdminCourseParams) => {
    setParams(next);
    setSelected(new Map());
  };
  const select = (ids: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const id of ids) {
        const course = courses.find((c) => c.id === id);
        if (on && course) next.set(id, course);
        else next.delete(id);
      }
      return next;
    });
  const chosen = [...selected.values()];
  const action = acting ? BULK_ACTIONS[acting] : null;

  return (
    <main className="page admin">
      <title>Modules · Admin · Tessera</title>
      <AdminBackLink />
      <h1>Modules</h1>
      <p className="muted">
        Every module of your organisation, whoever owns it. Deleted modules stay here for {RESTORE_DAYS} days, to be
        restored.
      </p>
      <AdminCourseFilters value={params} onChange={(f) => change({ ...params, ...f, pageNum: 1 })} />
      <BulkBar selected={chosen} onAct={setActing} onClear={() => setSelected(new Map())} />
      {list.isPending && <p role="status">Loading the modules…</p>}
      {list.isError && (
        <ErrorState title="The modules could not be loaded" error={list.error} onRetry={() => void list.refetch()} />
      )}
      {list.isSuccess && courses.length === 0 && (
        <div className="state">
          <h2>No modules</h2>
          <p>
            {params.searchTerm || params.status !== 'all'
              ? 'No module matches this search and status.'
              : 'Nobody in your organisation has made a module yet.'}
          </p>
        </div>
      )}
      {courses.length > 0 && (
        <>
          <p className="muted admin__total">
            {list.data?.totalCapped ? `More than ${list.data.total.toLocaleString('en')}` : list.data?.total}{' '}
            {list.data?.total === 1 ? 'module' : 'modules'}
          </p>
          <div className="admin-table__scroll">
            <AdminCourseTable courses={courses} selected={new Set(selected.keys())} onSelect={select} />
          </div>
        </>
      )}
      <Pager page={params.pageNum} pages={pages} onPage={(pageNum) => change({ ...params, pageNum })} />
      {action && (
        <BulkActionDialog
          action={action}
          courses={chosen.filter(action.appliesTo)}
          leftOut={chosen.filter((c) => !action.appliesTo(c)).length}
          onClose={(ran) => {
            setActing(null);
            if (ran) setSelected(new Map());
          }}
        />
      )}
    </main>
  );
}
