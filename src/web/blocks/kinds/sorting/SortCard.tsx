import { CircleX, GripVertical } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import type { SortItem } from '../../../../modules/courses/content';
import { Say, useSay } from '../../LearnerWords';
import { Picture } from '../../media/Picture';
import { type MenuPile, MoveMenu } from './MoveMenu';
import type { Dragging, usePileDrag } from './usePileDrag';

/** A card's picture is small: a third of the learner column at most. */
const CARD_PICTURE_SIZES = '(min-width: 44rem) 14rem, 50vw';

interface SortCardProps {
  item: SortItem;
  /** What the item is called in menus and announcements: its words, or its picture's. */
  name: string;
  piles: MenuPile[];
  /** The pile it is in, if any. */
  pile: string | undefined;
  /** Checked and settled: it shows where it is, and moves no more. */
  locked: boolean;
  wrong: boolean;
  /** The right pile's name, once shown (no attempt left, and the author shows answers). */
  belongsIn: string | undefined;
  /** The id of the line that says how to sort. */
  howId: string;
  /** Its drag, while it is dragged. */
  dragging: Dragging | null;
  drag: ReturnType<ReturnType<typeof usePileDrag>['handlers']>;
  onMove: (pileId: string) => void;
}

/**
 * An item to sort: a WAI-ARIA menu button (Enter, Space or the arrow keys open the menu of piles)
 * that is also dragged into a pile by mouse, pen or touch.
 */
export function SortCard({
  item,
  name,
  piles,
  pile,
  locked,
  wrong,
  belongsIn,
  howId,
  dragging,
  drag,
  onMove,
}: SortCardProps) {
  const say = useSay();
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [menu, setMenu] = useState<'first' | 'last' | null>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setMenu(event.key === 'ArrowDown' ? 'first' : 'last');
  };
  const face = (
    <>
      {!locked && (
        <span className="kind-sort-card__grip" aria-hidden="true">
          <GripVertical size={18} />
        </span>
      )}
      <span className="kind-sort-card__body">
        {item.image && <Picture {...item.image} sizes={CARD_PICTURE_SIZES} />}{' '}
        {item.text && <span className="kind-sort-card__text">{item.text}</span>}{' '}
        {wrong && (
          <span className="kind-sort-card__mark">
            <CircleX aria-hidden="true" size={18} />
            <Say word="sorting.wrongPile" />
          </span>
        )}{' '}
        {belongsIn && (
          <span className="kind-sort-card__answer">
            <Say word="sorting.belongsIn" values={{ pile: belongsIn }} />
          </span>
        )}
      </span>
    </>
  );

  return (
    <li
      className="kind-sort-card"
      data-wrong={wrong || undefined}
      data-dragging={dragging ? true : undefined}
      style={dragging ? { transform: `translate(${dragging.dx}px, ${dragging.dy}px)` } : undefined}
    >
      {locked ? (
        <div className="kind-sort-card__face">{face}</div>
      ) : (
        <button
          ref={button}
          type="button"
          className="kind-sort-card__face"
          data-item-id={item.id}
          aria-haspopup="menu"
          aria-expanded={menu !== null}
          aria-controls={menu ? menuId : undefined}
          aria-describedby={howId}
          onClick={() => setMenu(menu ? null : 'first')}
          onKeyDown={onKeyDown}
          {...drag}
        >
          {face}
        </button>
      )}
      {menu && (
        <MoveMenu
          id={menuId}
          label={say('sorting.moveTo', { item: name })}
          piles={piles}
          current={pile}
          fromEnd={menu === 'last'}
          onChoose={(to) => {
            setMenu(null);
            onMove(to);
          }}
          onClose={(refocus) => {
            setMenu(null);
            if (refocus) button.current?.focus();
          }}
        />
      )}
    </li>
  );
}
