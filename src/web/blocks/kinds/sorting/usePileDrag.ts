import { type MouseEvent, type PointerEvent, useRef, useState } from 'react';

/** How far a pointer moves before a press becomes a drag (a press that stays put is a click: the menu). */
const DRAG_THRESHOLD_PX = 6;
/** Near the window's top or bottom edge, a drag scrolls the page by this much each move. */
const EDGE_PX = 48;
const SCROLL_STEP_PX = 16;

/** An item being dragged: how far it moved from where it was (page pixels), and the pile under the pointer. */
export type Dragging = { itemId: string; dx: number; dy: number; over: string | null };

type Press = { itemId: string; pointerId: number; x: number; y: number; moved: boolean };

/** The pile (`data-pile`) under a point, looking past the dragged card (its list item) itself. */
function pileAt(card: Element, x: number, y: number): string | null {
  const dragged = card.closest('li') ?? card;
  const under = card.ownerDocument.elementsFromPoint(x, y).find((el) => !dragged.contains(el));
  return under?.closest<HTMLElement>('[data-pile]')?.dataset.pile ?? null;
}

function scrollNearEdge(card: Element, y: number) {
  const view = card.ownerDocument.defaultView;
  if (!view) return;
  if (y < EDGE_PX) view.scrollBy(0, -SCROLL_STEP_PX);
  else if (y > view.innerHeight - EDGE_PX) view.scrollBy(0, SCROLL_STEP_PX);
}

/**
 * Items dragged into piles with any pointer (a mouse anywhere on the card; a finger by the card's
 * grip, which does not scroll the page): pointer events captured by the card once it moves, and
 * dropped on the pile under the pointer. A drag is no click: the click that may end it is swallowed.
 */
export function usePileDrag(onDrop: (itemId: string, pileId: string) => void) {
  const [dragging, setDragging] = useState<Dragging | null>(null);
  const press = useRef<Press | null>(null);
  const dragged = useRef(false);

  const handlers = (itemId: string) => ({
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (!event.isPrimary || event.button !== 0) return;
      dragged.current = false;
      press.current = { itemId, pointerId: event.pointerId, x: event.pageX, y: event.pageY, moved: false };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const p = press.current;
      if (!p || p.pointerId !== event.pointerId) return;
      const dx = event.pageX - p.x;
      const dy = event.pageY - p.y;
      if (!p.moved) {
        if (Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
        p.moved = true;
        event.currentTarget.setPointerCapture(event.pointerId);
      }
      setDragging({ itemId, dx, dy, over: pileAt(event.currentTarget, event.clientX, event.clientY) });
      scrollNearEdge(event.currentTarget, event.clientY);
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const p = press.current;
      press.current = null;
      if (!p?.moved) return;
      dragged.current = true;
      setDragging(null);
      const pile = pileAt(event.currentTarget, event.clientX, event.clientY);
      if (pile) onDrop(itemId, pile);
    },
    onPointerCancel() {
      press.current = null;
      setDragging(null);
    },
    onClickCapture(event: MouseEvent) {
      if (!dragged.current) return;
      dragged.current = false;
      // A key's click (no pointer pressed it) is the learner's own, whether or not the drag made one.
      if (event.detail === 0) return;
      event.preventDefault();
      event.stopPropagation();
    },
  });

  return { dragging, handlers };
}
