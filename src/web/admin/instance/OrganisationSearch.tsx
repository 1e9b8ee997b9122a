import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';

const DEBOUNCE_MS = 300;

/** Searches the organisations once the operator pauses typing. */
export function OrganisationSearch({ onSearch }: { onSearch: (q: string) => void }) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const settled = useDebouncedValue(draft.trim(), DEBOUNCE_MS);
  useEffect(() => onSearch(settled), [settled, onSearch]);
  return (
    <div className="instance-search">
      <label htmlFor={id}>Search organisations</label>
      <div className="instance-search__box">
        <Search aria-hidden="true" size={18} className="instance-search__icon" />
        <input
          id={id}
          type="search"
          value={draft}
          placeholder="Name, a member’s email, or an id"
          onChange={(e) => setDraft(e.target.value)}
        />
      </div>
    </div>
  );
}
