import { useId } from 'react';
import type { ListItem } from '../../../../modules/courses/content';
import type { BlockViewProps } from '../../editorProps';

/** Items numbered or bulleted, or a checklist learners tick for themselves (kept only while the page is open). */
export default function ListView({ block }: BlockViewProps<'ListBlockComponent'>) {
  const { style, items } = block.data;
  if (style === 'checkbox') return <Checklist items={items} />;
  const List = style === 'numbered' ? 'ol' : 'ul';
  return (
    <List className={`kind-list kind-list--${style}`}>
      {items.map((item) => (
        <li key={item.id}>{item.text}</li>
      ))}
    </List>
  );
}

function Checklist({ items }: { items: ListItem[] }) {
  const base = useId();
  return (
    <ul className="kind-list kind-list--checkbox">
      {items.map((item) => (
        <li key={item.id}>
          <input type="checkbox" id={`${base}-${item.id}`} className="kind-list__box" />
          <label htmlFor={`${base}-${item.id}`}>{item.text}</label>
        </li>
      ))}
    </ul>
  );
}
