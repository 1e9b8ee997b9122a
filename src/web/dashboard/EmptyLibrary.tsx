import type { LibraryQuery } from './libraryQuery';
import { emptyState, type LibraryView } from './views';
import { Button } from '../components/Buttons';

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
      {action === 'clear-search' && <Button onClick={onClearSearch}>Clear search</Button>}
      {action === 'clear-labels' && <Button onClick={onClearLabels}>Clear labels</Button>}
    </div>
  );
}
