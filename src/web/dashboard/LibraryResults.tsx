import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { courseQueries } from '../api/courses';
import { ErrorState } from '../components/ErrorState';
import { CourseTile } from './CourseTile';
import { EmptyLibrary } from './EmptyLibrary';
import { pageCount, type LibraryQuery } from './libraryQuery';
import { LibrarySkeleton } from './LibrarySkeleton';
import { Pager } from './Pager';
import type { LibraryQueryState } from './useLibraryQuery';
import type { LibraryView } from './views';
import type { ViewMode } from './viewMode';

const PAGE_SIZE = 24;

interface LibraryResultsProps {
  view: LibraryView;
  query: LibraryQuery;
  onChange: LibraryQueryState['update'];
  mode: ViewMode;
}

/** One page of the view's modules, fetched from the server; the previous page stays up while the next loads. */
export function LibraryResults({ view, query, onChange, mode }: LibraryResultsProps) {
  const { searchTerm, tags, sortBy, page } = query;
  const list = useQuery({
    ...courseQueries.list({ filter: view.filter, pageNum: page, pageSize: PAGE_SIZE, searchTerm, tags, sortBy }),
    placeholderData: keepPreviousData,
  });
  const pages = list.data ? pageCount(list.data.total, PAGE_SIZE) : 1;

  // The page asked for is past the end (modules were deleted meanwhile): show the last one.
  const pastTheEnd = list.data !== undefined && !list.isPlaceholderData && page > pages;
  // biome-ignore lint/correctness/useExhaustiveDependencies: onChange is new on every render; what matters is reaching past the end
  useEffect(() => {
    if (pastTheEnd) onChange({ page: pages }, { replace: true });
  }, [pastTheEnd, pages]);

  if (list.isPending) return <LibrarySkeleton mode={mode} />;
  if (list.isError && !list.data) {
    return (
      <ErrorState title="The modules could not be loaded" error={list.error} onRetry={() => void list.refetch()} />
    );
  }

  const { courses, total, totalCapped } = list.data;
  if (courses.length === 0 && !pastTheEnd) {
    return (
      <EmptyLibrary
        view={view}
        query={query}
        onClearSearch={() => onChange({ searchTerm: '' })}
        onClearLabels={() => onChange({ tags: [] })}
      />
    );
  }

  return (
    <section aria-label="Modules" aria-busy={list.isPlaceholderData || undefined}>
      <p className="library__count muted">{moduleCount(total, totalCapped)}</p>
      <ul className={`courses courses--${mode}`}>
        {courses.map((course) => (
          <CourseTile
            key={course.id}
            course={course}
            deletedView={view.filter === 'deleted'}
            now={list.dataUpdatedAt}
          />
        ))}
      </ul>
      <Pager page={Math.min(page, pages)} pages={pages} onPage={(next) => onChange({ page: next })} />
    </section>
  );
}

const moduleCount = (total: number, capped: boolean) =>
  capped
    ? `${total.toLocaleString('en')}+ modules`
    : total === 1
      ? '1 module'
      : `${total.toLocaleString('en')} modules`;
