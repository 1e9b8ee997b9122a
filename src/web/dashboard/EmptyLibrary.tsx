import type { LibraryQuery } from './libraryQuery';
import { emptyState, type LibraryView } from './views';

interface EmptyLibraryProps {
  view: LibraryView;
  query: LibraryQuery;
  onClearSearch: () => void;
  onClearLabels: () => void;
}

export function EmptyLibrary({ view, query, onClearSearch, onClearLabels }: EmptyLibraryProps) {
  const { title, hint, action } = emptyState(view, query);
  return (
    <div className="state">
      <h2>{title}</h2>
      <p>{hint}</p>
      {action === 'clear-search' && (
        <button type="button" className="button" onClick={onClearSearch}>
          Clear search
        </button>
      )}
      {action === 'clear-labels' && (
        <button type="button" className="button" onClick={onClearLabels}>
          Clear labels
        </button>
      )}
    </div>
  );
}
