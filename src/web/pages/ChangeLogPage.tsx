import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AdminBackLink } from '../admin/AdminBackLink';
import { ChangeLogFilters } from '../admin/log/ChangeLogFilters';
import { ChangeLogTable } from '../admin/log/ChangeLogTable';
import { ExportButtons } from '../admin/log/ExportButtons';
import { FollowLiveToggle } from '../admin/log/FollowLiveToggle';
import { filtersFrom, hasFilters } from '../admin/log/logFilters';
import { useLiveFollow } from '../admin/log/useLiveFollow';
import { type AuditEntry, type AuditFilters, auditLogQueries, filterSearch } from '../api/auditLog';
import { ErrorState } from '../components/ErrorState';
import '../admin/admin.css';
import '../admin/log/changeLog.css';

/** Live entries first, then the pages read, each entry once (a page read later may hold one that came live). */
function uniqueEntries(arrived: AuditEntry[], pages: AuditEntry[][]): AuditEntry[] {
  const seen = new Set<string>();
  return [...arrived, ...pages.flat()].filter((e) => !seen.has(e.position) && seen.add(e.position));
}

/** /admin/log/: the organisation's change log, filtered, paged, followed live and exported. */
export function ChangeLogPage() {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFrom(search), [search]);
  const [pickedTitle, setPickedTitle] = useState<string>();
  const [following, setFollowing] = useState(false);
  const log = useInfiniteQuery(auditLogQueries.pages(filters));
  const pages = log.data?.pages.map((p) => p.entries) ?? [];
  const live = useLiveFollow(filters, following && log.isSuccess, pages[0]?.[0]?.position ?? null);
  const entries = uniqueEntries(live.arrived, pages);
  const fresh = new Set(live.arrived.map((e) => e.position));
  const moduleTitle =
    (filters.module && entries.find((e) => e.courseId === filters.module)?.courseTitle) || pickedTitle;
  const heading = useRef<HTMLHeadingElement>(null);
  // When the last older page is in, the button goes: the focus goes to the line saying this is the oldest entry.
  const end = useRef<HTMLParagraphElement>(null);
  const loadingOlder = useRef(false);
  useEffect(() => {
    if (log.hasNextPage || !loadingOlder.current) return;
    loadingOlder.current = false;
    end.current?.focus();
  }, [log.hasNextPage]);

  const change = (next: AuditFilters, title?: string) => {
    if (next.module !== filters.module) setPickedTitle(title);
    setSearch(filterSearch(next));
  };
  const clear = () => {
    change({});
    heading.current?.focus();
  };

  return (
    <main className="page admin change-log">
      <title>Change log · Admin · Tessera</title>
      <AdminBackLink />
      <div className="change-log__header">
        <div>
          <h1 ref={heading} tabIndex={-1}>
            Change log
          </h1>
          <p className="muted">Who changed what, and when, anywhere in your organisation. Entries cannot be edited.</p>
        </div>
        <div className="change-log__actions">
          <FollowLiveToggle on={following} onToggle={setFollowing} />
          <ExportButtons filters={filters} />
        </div>
      </div>
      <ChangeLogFilters value={filters} moduleTitle={moduleTitle} onChange={change} />
      <p className="visually-hidden" aria-live="polite">
        {live.announcement}
      </p>
      {log.isPending && <p role="status">Loading the change log…</p>}
      {log.isError && !log.data && (
        <ErrorState title="The change log could not be loaded" error={log.error} onRetry={() => void log.refetch()} />
      )}
      {log.isSuccess && entries.length === 0 && (
        <div className="state">
          <h2>No changes</h2>
          {hasFilters(filters) ? (
            <>
              <p>Nothing in the log matches these filters.</p>
              <button type="button" className="button" onClick={clear}>
                Clear filters
              </button>
            </>
          ) : (
            <p>Nothing has happened in your organisation yet.</p>
          )}
        </div>
      )}
      {entries.length > 0 && (
        <>
          <div className="admin-table__scroll">
            <ChangeLogTable entries={entries} fresh={fresh} />
          </div>
          <div className="change-log__more">
            {log.hasNextPage ? (
              <button
                type="button"
                className="button"
                // Not `disabled`: the focus stays on the button while the page loads.
                aria-disabled={log.isFetchingNextPage}
                onClick={() => {
                  if (log.isFetchingNextPage) return;
                  loadingOlder.current = true;
                  void log.fetchNextPage();
                }}
              >
                {log.isFetchingNextPage ? 'Loading older entries…' : 'Load older entries'}
              </button>
            ) : (
              <p className="muted" ref={end} tabIndex={-1}>
                That is the oldest entry{hasFilters(filters) ? ' matching these filters' : ''}.
              </p>
            )}
            {log.isFetchNextPageError && <p role="alert">The older entries could not be loaded. Try again.</p>}
          </div>
        </>
      )}
    </main>
  );
}
