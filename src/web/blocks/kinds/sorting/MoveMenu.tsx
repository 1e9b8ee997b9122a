import { type FocusEvent, type KeyboardEvent, useEffect, useRef } from 'react';

export type MenuPile = { id: string; name: string };

const itemsOf = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? []),
];

interface MoveMenuProps {
  id: string;
  /** What the menu does, for screen readers: "Move Apple to". */
  label: string;
  piles: MenuPile[];
  /** The pile the item is in, if any: checked, and focused first. */
  current: string | undefined;
  /** Opened with ArrowUp: the focus starts on the last pile. */
  fromEnd: boolean;
  onChoose: (pileId: string) => void;
  /** Closed without a choice; `refocus`: give the focus back to the menu's button (Escape). */
  onClose: (refocus: boolean) => void;
}

/**
 * The menu of a WAI-ARIA menu button: the piles as radio items, the item's own one checked. Arrow
 * keys move round them (Home and End to the ends, a letter to the next pile it starts), Enter or
 * Space chooses, Escape closes it and gives the focus back to the button, Tab or a click away closes it.
 */
export function MoveMenu({ id, label, piles, current, fromEnd, onChoose, onClose }: MoveMenuProps) {
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const all = itemsOf(menu.current);
    const at = all.findIndex((el) => el.dataset.pile === current);
    (all[at >= 0 ? at : fromEnd ? all.length - 1 : 0] ?? all[0])?.focus();
  }, [current, fromEnd]);

  const focusAt = (index: number) => {
    const all = itemsOf(menu.current);
    all[(index + all.length) % all.length]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, at: number) => {
    const key = event.key;
    if (key === 'ArrowDown') focusAt(at + 1);
    else if (key === 'ArrowUp') focusAt(at - 1);
    else if (key === 'Home') focusAt(0);
    else if (key === 'End') focusAt(piles.length - 1);
    else if (key === 'Enter' || key === ' ') onChoose(piles[at]!.id);
    else if (key === 'Escape') onClose(true);
    else if (key === 'Tab') return onClose(false);
    else if (key.length === 1 && /\S/.test(key)) {
      const next = [...piles.slice(at + 1), ...piles.slice(0, at + 1)].find((p) =>
        p.name.toLocaleLowerCase().startsWith(key.toLocaleLowerCase()),
      );
      if (next) focusAt(piles.indexOf(next));
    } else return;
    event.preventDefault();
  };
  const onBlur = (event: FocusEvent) => {
    if (!menu.current?.parentElement?.contains(event.relatedTarget)) onClose(false);
  };

  return (
    <div ref={menu} id={id} role="menu" aria-label={label} className="kind-sort-menu" onBlur={onBlur}>
      {piles.map((pile, i) => (
        <div
          key={pile.id}
          role="menuitemradio"
          aria-checked={pile.id === current}
          tabIndex={-1}
          data-pile={pile.id}
          className="kind-sort-menu__item"
          onClick={() => onChoose(pile.id)}
          onKeyDown={(event) => onKeyDown(event, i)}
        >
          {pile.name}
        </div>
      ))}
    </div>
  );
}
