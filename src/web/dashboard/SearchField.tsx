import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useDebouncedValue } from '../hooks/useDebouncedValue';

const DEBOUNCE_MS = 300;

interface SearchFieldProps {
  /** The search the list shows (from the address). */
  value: string;
  onChange: (value: string) => void;
}

/** Searches once the author pauses typing; Enter searches at once. */
export function SearchField({ value, onChange }: SearchFieldProps) {
  const [draft, setDraft] = useState(value);
  const settled = useDebouncedValue(draft, DEBOUNCE_MS);
  const sent = useRef(value);
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });

  // The address changed by other means (back, "Clear search"): show that search.
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setDraft(value);
  }, [value]);

  const send = (text: string) => {
    const term = text.trim();
    if (term === sent.current) return;
    sent.current = term;
    latestOnChange.current(term);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: send reads nothing but refs, so only a settled draft triggers it
  useEffect(() => send(settled), [settled]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(draft);
  };

  return (
    <form role="search" className="toolbar__search" onSubmit={submit} data-tour="library-search">
      <label htmlFor="library-search" className="visually-hidden">
        Search modules
      </label>
      <input
        id="library-search"
        type="search"
        placeholder="Search modules"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
    </form>
  );
}
