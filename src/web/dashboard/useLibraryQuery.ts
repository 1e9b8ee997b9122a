import { useSearchParams } from 'react-router';
import { changeQuery, libraryQueryString, parseLibraryQuery, type LibraryQuery } from './libraryQuery';

export interface LibraryQueryState {
  query: LibraryQuery;
  /** A search being typed replaces the history entry; everything else adds one, so back undoes it. */
  update: (change: Partial<LibraryQuery>, options?: { replace?: boolean }) => void;
}

export function useLibraryQuery(): LibraryQueryState {
  const [search, setSearch] = useSearchParams();
  const query = parseLibraryQuery(search);
  return {
    query,
    update: (change, options) => setSearch(libraryQueryString(changeQuery(query, change)), options),
  };
}
