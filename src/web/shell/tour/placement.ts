import type { Placement } from './tourDefinition';

/** SPEC §9: the popup's size and its margin from the target and the window's edges; the scroll threshold. */
export const POPUP_WIDTH = 320;
export const POPUP_HEIGHT = 200;
export const POPUP_MARGIN = 20;
const SCROLL_THRESHOLD = 150;

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}
export interface Viewport {
  width: number;
  height: number;
}

/** The target's box grown by the highlight padding. */
export const padded = (box: Box, padding: number): Box => ({
  top: box.top - padding,
  left: box.left - padding,
  width: box.width + 2 * padding,
  height: box.height + 2 * padding,
});

/** A target nearer than the threshold to the window's top or bottom edge (or outside it) is scrolled into view first. */
export const needsScroll = (box: Box, viewport: Viewport): boolean =>
  box.top < SCROLL_THRESHOLD || box.top + box.height > viewport.height - SCROLL_THRESHOLD;

const OPPOSITE: Record<Placement, Placement> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' };

function placedAt(placement: Placement, target: Box, popup: Viewport) {
  switch (placement) {
    case 'top':
      return { top: target.top - popup.height - POPUP_MARGIN, left: target.left + target.width / 2 - popup.width / 2 };
    case 'bottom':
      return { top: target.top + target.height + POPUP_MARGIN, left: target.left + target.width / 2 - popup.width / 2 };
    case 'left':
      return { top: target.top + target.height / 2 - popup.height / 2, left: target.left - popup.width - POPUP_MARGIN };
    case 'right':
      return {
        top: target.top + target.height / 2 - popup.height / 2,
        left: target.left + target.width + POPUP_MARGIN,
      };
  }
}

/** Beside the target along the placement's axis; along the other axis the popup is pulled inside the window anyway. */
function fits(placement: Placement, spot: { top: number; left: number }, popup: Viewport, viewport: Viewport) {
  return placement === 'top' || placement === 'bottom'
    ? spot.top >= POPUP_MARGIN && spot.top + popup.height <= viewport.height - POPUP_MARGIN
    : spot.left >= POPUP_MARGIN && spot.left + popup.width <= viewport.width - POPUP_MARGIN;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/**
 * Where the popup goes: on the step's side of the target if it fits, else the opposite side, else
 * any side that fits, else the preferred side pulled inside the window. A narrow window narrows
 * the popup to the window less its margins.
 */
export function popupBox(target: Box, placement: Placement, viewport: Viewport, height = POPUP_HEIGHT) {
  const popup = { width: Math.min(POPUP_WIDTH, viewport.width - 2 * POPUP_MARGIN), height };
  const order: Placement[] = [placement, OPPOSITE[placement], 'bottom', 'top', 'right', 'left'];
  const chosen = order.find((p) => fits(p, placedAt(p, target, popup), popup, viewport)) ?? placement;
  const spot = placedAt(chosen, target, popup);
  return {
    placement: chosen,
    width: popup.width,
    top: clamp(spot.top, POPUP_MARGIN, viewport.height - popup.height - POPUP_MARGIN),
    left: clamp(spot.left, POPUP_MARGIN, viewport.width - popup.width - POPUP_MARGIN),
  };
}
