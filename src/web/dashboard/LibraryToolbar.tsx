import type { SortKey } from '../api/courses';
import { SORT_OPTIONS, type LibraryQuery } from './libraryQuery';
import { SearchField } from './SearchField';
import type { LibraryQueryState } from './useLibraryQuery';
import type { ViewMode } from './viewMode';
import { LayoutGrid, List, type LucideIcon } from 'lucide-react';

interface LibraryToolbarProps {
  query: LibraryQuery;
  onChange: LibraryQueryState['update'];
  mode: ViewMode;
  onModeChange: (mode: ViewMode) => void;
}

const MODES: { mode: ViewMode; label: string; Icon: LucideIcon }[] = [
  { mode: 'grid', label: 'Grid view', Icon: LayoutGrid },
  { mode: 'list', label: 'List view', Icon: List },
];

export function LibraryToolbar({ query, onChange, mode, onModeChange }: LibraryToolbarProps) {
  return (
    <div className="toolbar">
      <SearchField value={query.searchTerm} onChange={(searchTerm) => onChange({ searchTerm }, { replace: true })} />
      <label className="toolbar__sort">
        <span>Sort by</span>
        <select value={query.sortBy} onChange={(event) => onChange({ sortBy: event.target.value as SortKey })}>
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <div className="toolbar__modes" role="group" aria-label="Layout" data-tour="library-layout">
        {MODES.map((option) => (
          <button
            key={option.mode}
            type="button"
            className="icon-button"
            aria-label={option.label}
            title={option.label}
            aria-pressed={mode === option.mode}
            onClick={() => onModeChange(option.mode)}
          >
            <option.Icon aria-hidden="true" size={18} />
          </button>
        ))}
      </div>
    </div>
  );
}
