import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useRef } from 'react';

interface PartsEditorProps<P extends { id: string }> {
  parts: P[];
  onChange: (parts: P[]) => void;
  /** What one part is called, for its labels and buttons: "Panel", "Item", "Button". */
  noun: string;
  /** Fewer parts than this cannot be left: their remove buttons are off. */
  min?: number;
  max: number;
  newPart: () => P;
  /** A part's own fields, labelled with `label` ("Item 2"). */
  fields: (part: P, label: string, change: (patch: Partial<P>) => void) => ReactNode;
}

/** A part's first field, where the focus goes when it is added: what to write, or its image's upload button. */
const FIRST_FIELD = 'textarea, input:not([hidden]), select, [contenteditable], button';

/** A block's parts edited in place: each one's fields, and adding, moving and removing parts by button. */
export function PartsEditor<P extends { id: string }>({
  parts,
  onChange,
  noun,
  min = 1,
  max,
  newPart,
  fields,
}: PartsEditorProps<P>) {
  const list = useRef<HTMLOListElement>(null);
  const focusPart = (index: number) =>
    requestAnimationFrame(() => list.current?.children[index]?.querySelector<HTMLElement>(FIRST_FIELD)?.focus());
  const change = (id: string, patch: Partial<P>) =>
    onChange(parts.map((part) => (part.id === id ? { ...part, ...patch } : part)));
  const move = (from: number, to: number) => {
    const next = [...parts];
    const [part] = next.splice(from, 1);
    next.splice(to, 0, part!);
    onChange(next);
    requestAnimationFrame(() =>
      list.current?.children[to]
        ?.querySelector<HTMLButtonElement>(`[data-move="${to > from ? 'down' : 'up'}"]`)
        ?.focus(),
    );
  };
  const remove = (index: number) => {
    onChange(parts.filter((_, i) => i !== index));
    focusPart(Math.max(0, index - 1));
  };
  const add = () => {
    onChange([...parts, newPart()]);
    focusPart(parts.length);
  };

  return (
    <div className="kind-items">
      <ol ref={list} className="kind-items__list">
        {parts.map((part, i) => {
          const label = `${noun} ${i + 1}`;
          return (
            <li key={part.id} className="kind-items__item">
              <div className="kind-items__fields">{fields(part, label, (patch) => change(part.id, patch))}</div>
              <div className="kind-items__tools">
                <button
                  type="button"
                  className="icon-button"
                  data-move="up"
                  aria-label={`Move ${label} up`}
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                >
                  <ArrowUp aria-hidden="true" size={16} />
                </button>
                <button
                  type="button"
                  className="icon-button"
                  data-move="down"
                  aria-label={`Move ${label} down`}
                  disabled={i === parts.length - 1}
                  onClick={() => move(i, i + 1)}
                >
                  <ArrowDown aria-hidden="true" size={16} />
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Remove ${label}`}
                  disabled={parts.length <= min}
                  onClick={() => remove(i)}
                >
                  <Trash2 aria-hidden="true" size={16} />
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {parts.length < max && (
        <button type="button" className="button button--quiet" onClick={add}>
          <Plus aria-hidden="true" size={16} /> Add {noun.toLowerCase()}
        </button>
      )}
    </div>
  );
}
