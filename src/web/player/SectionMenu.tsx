import { ChevronDown, ListTree } from 'lucide-react';
import { type FocusEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { Say } from '../blocks/LearnerWords';

export type Section = { blockId: string; text: string };

type Props = {
  sections: Section[];
  /** The section the learner is reading. */
  current: string | null;
  onJump: (blockId: string) => void;
};

/**
 * "Jump to section": a disclosure button with the module's headings. Escape or leaving it closes
 * it (Escape brings the focus back to the button); arrow keys move between the sections.
 */
export function SectionMenu({ sections, current, onJump }: Props) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const move = (event: KeyboardEvent, by: number) => {
    const items = [...(list.current?.querySelectorAll('button') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    items[(at + by + items.length) % items.length]?.focus();
    event.preventDefault();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) close();
    else if (event.key === 'ArrowDown' && open) move(event, 1);
    else if (event.key === 'ArrowUp' && open) move(event, -1);
  };
  const onBlur = (event: FocusEvent) => {
    if (!menu.current?.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <div ref={menu} className="player-sections">
      <button
        ref={toggle}
        type="button"
        className="player-bar__button"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        onClick={() => setOpen(!open)}
      >
        <ListTree aria-hidden="true" size={18} />
        <span className="player-bar__label">
          <Say word="bar.sections" />
        </span>
        <ChevronDown aria-hidden="true" size={16} className="player-sections__chevron" />
      </button>
      {open && (
        <ul ref={list} id={listId} className="player-sections__list" onKeyDown={onKeyDown} onBlur={onBlur}>
          {sections.map((section) => (
            <li key={section.blockId}>
              <button
                type="button"
                aria-current={section.blockId === current ? 'location' : undefined}
                onClick={() => {
                  setOpen(false);
                  onJump(section.blockId);
                }}
              >
                {section.text}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
