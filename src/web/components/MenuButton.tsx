import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { nextIndex } from './listNavigation';
import { Ellipsis } from 'lucide-react';

export interface MenuItem {
  label: string;
  onSelect: () => void;
}

interface MenuButtonProps {
  /** The button's accessible name. */
  label: string;
  items: MenuItem[];
  /** What the button shows: three dots unless told. */
  icon?: ReactNode;
}

/** A button that opens a menu of actions (the WAI-ARIA menu button pattern): arrows, Home, End, Escape and Tab work. */
export function MenuButton({ label, items, icon = <Ellipsis aria-hidden="true" size={18} /> }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const focusOnOpen = useRef(0);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    itemRefs.current[focusOnOpen.current]?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const openAt = (index: number) => {
    focusOnOpen.current = index;
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openAt(event.key === 'ArrowDown' ? 0 : items.length - 1);
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const current = itemRefs.current.indexOf(document.activeElement as HTMLButtonElement);
    const next = nextIndex(event.key, current, items.length);
    if (next !== null) {
      event.preventDefault();
      itemRefs.current[next]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      // Back on the button first, so Tab goes on from there.
      close();
    }
  };

  return (
    <div className="menu-button" ref={root}>
      <button
        ref={button}
        type="button"
        className="icon-button"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openAt(0))}
        onKeyDown={onButtonKey}
      >
        {icon}
      </button>
      {open && (
        <div id={menuId} role="menu" aria-label={label} className="menu" onKeyDown={onMenuKey}>
          {items.map((item, index) => (
            <button
              key={item.label}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="menu__item"
              onClick={() => {
                close();
                item.onSelect();
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
