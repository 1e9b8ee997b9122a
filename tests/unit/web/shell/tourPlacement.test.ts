import { describe, expect, it } from 'vitest';
import { needsScroll, padded, popupBox, POPUP_MARGIN, POPUP_WIDTH } from '../../../../src/web/shell/tour/placement';

const desktop = { width: 1440, height: 900 };
const phone = { width: 375, height: 760 };

describe('tour popup placement', () => {
  it('goes on the step’s side of the target, 20 px away', () => {
    const target = { top: 100, left: 100, width: 200, height: 40 };
    expect(popupBox(target, 'right', desktop)).toMatchObject({ placement: 'right', left: 320, width: POPUP_WIDTH });
    expect(popupBox(target, 'bottom', desktop)).toMatchObject({ placement: 'bottom', top: 160, left: 40 });
  });

  it('takes the opposite side when the preferred one has no room', () => {
    const nearBottom = { top: 800, left: 600, width: 200, height: 40 };
    expect(popupBox(nearBottom, 'bottom', desktop)).toMatchObject({ placement: 'top', top: 800 - 20 - 200 });
  });

  it('on a phone goes below a full-width target, centred, and narrows on a window under 360 px', () => {
    const wideButton = { top: 100, left: 16, width: 343, height: 44 };
    expect(popupBox(wideButton, 'right', phone, 230)).toEqual({
      placement: 'bottom',
      top: 164,
      left: 27.5,
      width: 320,
    });
    const narrow = popupBox({ ...wideButton, width: 288 }, 'right', { width: 320, height: 600 }, 230);
    expect(narrow).toMatchObject({ placement: 'bottom', left: POPUP_MARGIN, width: 320 - 2 * POPUP_MARGIN });
  });

  it('is pulled inside the window when no side has room', () => {
    const huge = { top: 0, left: 0, width: 375, height: 760 };
    const box = popupBox(huge, 'bottom', phone);
    expect(box.top).toBeGreaterThanOrEqual(POPUP_MARGIN);
    expect(box.top + 200).toBeLessThanOrEqual(phone.height - POPUP_MARGIN);
  });

  it('pads the highlight, and scrolls a target within 150 px of an edge into view', () => {
    expect(padded({ top: 10, left: 10, width: 100, height: 20 }, 8)).toEqual({
      top: 2,
      left: 2,
      width: 116,
      height: 36,
    });
    expect(needsScroll({ top: 149, left: 0, width: 10, height: 10 }, desktop)).toBe(true);
    expect(needsScroll({ top: 150, left: 0, width: 10, height: 10 }, desktop)).toBe(false);
    expect(needsScroll({ top: 700, left: 0, width: 10, height: 51 }, desktop)).toBe(true);
    expect(needsScroll({ top: 700, left: 0, width: 10, height: 50 }, desktop)).toBe(false);
  });
});
