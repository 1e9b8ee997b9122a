import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { IconButton } from '../components/Buttons';

const MAX_ORIGINS = 20;

/** The origin typed ("https://lms.example.com/" counts as its origin), or why it is not one. */
function parseOrigin(text: string): { origin: string } | { error: string } {
  const value = text.trim();
  try {
    const url = new URL(value);
    const bare = url.pathname === '/' && !url.search && !url.hash && !value.includes('@');
    if (/^https?:$/.test(url.protocol) && bare) return { origin: url.origin };
  } catch {
    // not a URL at all: the same answer below
  }
  return { error: 'Enter an origin such as https://lms.example.com (no path)' };
}

interface OriginsEditorProps {
  origins: readonly string[];
  onChange: (origins: string[]) => void;
  /** The server's refusal of one of the origins, if any. */
  error?: string | undefined;
  disabled?: boolean;
}

/** A list of web origins: add one at a time (Enter or the button), remove any. */
export function OriginsEditor({ origins, onChange, error, disabled }: OriginsEditorProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);

  const add = () => {
    const parsed = parseOrigin(draft);
    if ('error' in parsed) return setDraftError(parsed.error);
    if (origins.includes(parsed.origin)) return setDraftError(`${parsed.origin} is already in the list`);
    if (origins.length >= MAX_ORIGINS) return setDraftError(`At most ${MAX_ORIGINS} origins`);
    onChange([...origins, parsed.origin]);
    setDraft('');
    setDraftError(null);
  };
  const remove = (index: number) => {
    onChange(origins.filter((_, i) => i !== index));
    // Focus goes to the origin that takes its place, else back to the field.
    requestAnimationFrame(() => {
      const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button');
      const next = buttons?.[Math.min(index, buttons.length - 1)];
      (next ?? input.current)?.focus();
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // Enter adds the origin; it does not send the whole form.
    add();
  };
  const shownError = draftError ?? error;

  return (
    <fieldset className="settings__origins" disabled={disabled}>
      <legend>Default dispatch origins</legend>
      <p className="field__hint" id={`${id}-hint`}>
        The LMS sites a new dispatch may be shown in when its author names none. With none listed, any site may show it.
      </p>
      {origins.length === 0 ? (
        <p className="settings__empty">No default origins: new dispatches may be shown anywhere.</p>
      ) : (
        <ul className="settings__origin-list" ref={list} aria-label="Default dispatch origins">
          {origins.map((origin, index) => (
            <li key={origin}>
              <span>{origin}</span>
              <IconButton label={`Remove ${origin}`} onClick={() => remove(index)}>
                <X aria-hidden="true" size={16} />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
      <div className="settings__origin-add">
        <div className="field">
          <label htmlFor={`${id}-input`}>Add an origin</label>
          <input
            ref={input}
            id={`${id}-input`}
            type="url"
            inputMode="url"
            placeholder="https://lms.example.com"
            value={draft}
            onChange={(e) => {
              setDraft(e.target.value);
              setDraftError(null);
            }}
            onKeyDown={onKeyDown}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? `${id}-error` : `${id}-hint`}
          />
        </div>
        <button type="button" className="button" onClick={add}>
          <Plus aria-hidden="true" size={16} /> Add
        </button>
      </div>
      {shownError && (
        <p id={`${id}-error`} className="field__error">
          {shownError}
        </p>
      )}
    </fieldset>
  );
}
