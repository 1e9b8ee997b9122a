import { useId } from 'react';
import { ITEM_ID_LENGTH, MAX_ITEMS, type TitledItem } from '../../../modules/courses/content';
import { newId } from '../../newId';
import { InlineText } from '../InlineText';
import { RichTextField } from '../richText/RichTextField';
import { PartsEditor } from './PartsEditor';

interface ItemsEditorProps {
  items: TitledItem[];
  onChange: (items: TitledItem[]) => void;
  /** What one item is called, for its labels and buttons: "Panel", "Tab", "Step". */
  noun: string;
  names?: ItemNames;
}

/** A block's titled parts edited in place: each title and text. */
export function ItemsEditor({ items, onChange, noun, names }: ItemsEditorProps) {
  return (
    <PartsEditor
      parts={items}
      onChange={onChange}
      noun={noun}
      max={MAX_ITEMS}
      newPart={() => ({ id: newId(ITEM_ID_LENGTH), title: '', body: '' })}
      fields={(item, label, change) => <ItemFields item={item} label={label} onChange={change} names={names} />}
    />
  );
}

/** What an item's title and text are called in their labels: "title" and "text" unless, say, a card's "front" and "back". */
type ItemNames = { title: string; body: string };
const PART_NAMES: ItemNames = { title: 'title', body: 'text' };

/** An item's title and rich text, labelled "<label> title" and "<label> text" (or by `names`). */
export function ItemFields({
  item,
  label,
  onChange,
  names = PART_NAMES,
}: {
  item: TitledItem;
  label: string;
  onChange: (patch: Partial<TitledItem>) => void;
  names?: ItemNames;
}) {
  const bodyLabel = useId();
  return (
    <>
      <InlineText
        className="kind-items__title"
        label={`${label} ${names.title}`}
        placeholder={`${label} ${names.title}`}
        value={item.title}
        onChange={(title) => onChange({ title })}
      />
      <span id={bodyLabel} className="visually-hidden">
        {label} {names.body}
      </span>
      <RichTextField value={item.body} onChange={(body) => onChange({ body })} labelledBy={bodyLabel} />
    </>
  );
}
