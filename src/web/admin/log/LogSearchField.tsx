import { useEffect, useId, useState } from 'react';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';

const DEBOUNCE_MS = 400;

/** Words to find in the summaries, event types and module titles; sent once typing pauses. */
export function LogSearchField({ value, onChange }: { value: string; onChange: (words: string) => void }) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const settled = useDebouncedValue(draft.trim(), DEBOUNCE_MS);

  // The address changed by other means (back, "Clear filters"): show its words.
  useEffect(() => setDraft(value), [value]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only settled words are sent, not every new `value`
  useEffect(() => {
    if (settled !== value) onChange(settled);
  }, [settled]);

  return (
    <div className="log-filter log-filter--search">
      <label htmlFor={id} className="log-filter__label">
        Search
      </label>
      <input
        id={id}
        type="search"
        placeholder="Words in the change or module title"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && draft.trim() !== value) onChange(draft.trim());
        }}
      />
    </div>
  );
}
