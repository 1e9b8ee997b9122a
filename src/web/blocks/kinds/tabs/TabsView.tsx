import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { nextIndex } from '../../../components/listNavigation';
import type { BlockViewProps } from '../../editorProps';
import { useExplored } from '../../explore';

/** A horizontal tab list's keys as list moves: the next tab is the one after it in reading order. */
const TAB_KEYS: Record<'ltr' | 'rtl', Record<string, string>> = {
  ltr: { ArrowRight: 'ArrowDown', ArrowLeft: 'ArrowUp', Home: 'Home', End: 'End' },
  rtl: { ArrowLeft: 'ArrowDown', ArrowRight: 'ArrowUp', Home: 'Home', End: 'End' },
};

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between the tabs and show
 * each one's panel; Tab goes on into the panel shown.
 */
export default function TabsView({ block }: BlockViewProps<'TabsBlockComponent'>) {
  const { items } = block.data;
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(items[0]?.id ?? '');
  const [opened, setOpened] = useState<string[]>(items[0] ? [items[0].id] : []);
  useExplored(
    block.id,
    items.map((item) => item.id),
    opened,
  );
  const current = items.find((item) => item.id === selected) ?? items[0];
  const show = (id: string) => {
    setSelected(id);
    setOpened((now) => (now.includes(id) ? now : [...now, id]));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = TAB_KEYS[getComputedStyle(event.currentTarget).direction === 'rtl' ? 'rtl' : 'ltr'][event.key];
    const next = step ? nextIndex(step, items.indexOf(current!), items.length) : null;
    if (next === null) return;
    event.preventDefault();
    show(items[next]!.id);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };
  if (!current) return null;
  const index = items.indexOf(current);
  return (
    <div className="kind-tabs">
      <div ref={list} role="tablist" className="kind-tabs__list" onKeyDown={onKeyDown}>
        {items.map((item, i) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={`${base}-t${i}`}
            className="kind-tabs__tab"
            aria-selected={item.id === current.id}
            aria-controls={`${base}-p${i}`}
            tabIndex={item.id === current.id ? 0 : -1}
            onClick={() => show(item.id)}
          >
            {item.title}
          </button>
        ))}
      </div>
      <div
        id={`${base}-p${index}`}
        role="tabpanel"
        aria-labelledby={`${base}-t${index}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: a panel with no focusable content takes the focus itself, so Tab reaches its text
        tabIndex={0}
        className="kind-tabs__panel rich-text rich-text--view"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: item texts are sanitised on the server before they are stored
        dangerouslySetInnerHTML={{ __html: current.body }}
      />
    </div>
  );
}
