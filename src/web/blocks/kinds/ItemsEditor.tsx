import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { ITEM_ID_LENGTH, MAX_ITEMS, type TitledItem } from '../../../modules/courses/content';
import { newId } from '../../newId';
import { InlineText } from '../InlineText';
import { RichTextField } from '../richText/RichTextField';

interface ItemsEditorProps {
  items: TitledItem[];
  onChange: (items: TitledItem[]) => void;
  /** What one item is called, for its labels and buttons: "Panel", "Tab", "Step". */
  noun: string;
}

/** A block's titled parts edited in place: each title and text, and adding, moving and removing parts by button. */
export function ItemsEditor({ items, onChange, noun }: ItemsEditorProps) {
  const list = useRef<HTMLOListElement>(null);
  const focusTitle = (index: number) =>
    requestAnimationFrame(() => list.current?.querySelectorAll('textarea')[index]?.focus());
  const change = (id: string, patch: Partial<TitledItem>) =>
    onChange(items.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  const move = (from: number, to: number) => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
    requestAnimationFrame(() =>
      list.current?.children[to]
        ?.querySelector<HTMLButtonElement>(`[data-move="${to > from ? 'down' : 'up'}"]`)
        ?.focus(),
    );
  };
  const remove = (index: number) => {
    onChange(items.filter((_, i) => i !== index));
    focusTitle(Math.max(0, index - 1));
  };
  const add = () => {
    onChange([...items, { id: newId(ITEM_ID_LENGTH), title: '', body: '' }]);
    focusTitle(items.length);
  };

  return (
    <div className="kind-items">
      <ol ref={list} className="kind-items__list">
        {items.map((item, i) => (
          <ItemFields
            key={item.id}
            item={item}
            label={`${noun} ${i + 1}`}
            first={i === 0}
            last={i === items.length - 1}
            only={items.length === 1}
            onChange={(patch) => change(item.id, patch)}
            onMove={(by) => move(i, i + by)}
            onRemove={() => remove(i)}
          />
        ))}
      </ol>
      {items.length < MAX_ITEMS && (
        <button type="button" className="button button--quiet" onClick={add}>
          <Plus aria-hidden="true" size={16} /> Add {noun.toLowerCase()}
        </button>
      )}
    </div>
  );
}

interface ItemFieldsProps {
  item: TitledItem;
  label: string;
  first: boolean;
  last: boolean;
  only: boolean;
  onChange: (patch: Partial<TitledItem>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

function ItemFields({ item, label, first, last, only, onChange, onMove, onRemove }: ItemFieldsProps) {
  const bodyLabel = useId();
  return (
    <li className="kind-items__item">
      <div className="kind-items__head">
        <InlineText
          className="kind-items__title"
          label={`${label} title`}
          placeholder={`${label} title`}
          value={item.title}
          onChange={(title) => onChange({ title })}
        />
        <div className="kind-items__tools">
          <button
            type="button"
            className="icon-button"
            data-move="up"
            aria-label={`Move ${label} up`}
            disabled={first}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden="true" size={16} />
          </button>
          <button
            type="button"
            className="icon-button"
            data-move="down"
            aria-label={`Move ${label} down`}
            disabled={last}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden="true" size={16} />
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label={`Remove ${label}`}
            disabled={only}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" size={16} />
          </button>
        </div>
      </div>
      <span id={bodyLabel} className="visually-hidden">
        {label} text
      </span>
      <RichTextField value={item.body} onChange={(body) => onChange({ body })} labelledBy={bodyLabel} />
    </li>
  );
}
