import type { SortKey } from '../api/courses';

/** What the author asked the list for; it lives in the URL so reload and back keep it. */
export interface LibraryQuery {
  searchTerm: string;
  tags: string[];
  sortBy: SortKey;
  page: number;
}

export const SORT_OPTIONS: { value: SortKey; label: string }[] = [
  { value: 'savedAt', label: 'Last saved' },
  { value: 'title', label: 'Title' },
  { value: 'createdAt', label: 'Created' },
];

const DEFAULT_SORT: SortKey = 'savedAt';

const isSortKey = (value: string | null): value is SortKey => SORT_OPTIONS.some((option) => option.value === value);

export function parseLibraryQuery(search: URLSearchParams): LibraryQuery {
  const sortBy = search.get('sortBy');
  const page = Number(search.get('page'));
  return {
    searchTerm: search.get('searchTerm') ?? '',
    tags: (search.get('tags') ?? '').split(',').filter(Boolean),
    sortBy: isSortKey(sortBy) ? sortBy : DEFAULT_SORT,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query string for a query; defaults are left out so plain addresses stay plain. */
export function libraryQueryString({ searchTerm, tags, sortBy, page }: LibraryQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (searchTerm) search.set('searchTerm', searchTerm);
  if (tags.length > 0) search.set('tags', tags.join(','));
  if (sortBy !== DEFAULT_SORT) search.set('sortBy', sortBy);
  if (page > 1) search.set('page', String(page));
  return search;
}

/** A changed search, label set or order starts again at the first page; only paging keeps the page. */
export function changeQuery(query: LibraryQuery, change: Partial<LibraryQuery>): LibraryQuery {
  return { ...query, page: 1, ...change };
}

export const toggleTag = (tags: string[], tag: string): string[] =>
  tags.includes(tag) ? tags.filter((selected) => selected !== tag) : [...tags, tag];

export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));
