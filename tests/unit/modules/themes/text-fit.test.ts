import { describe, expect, it } from 'vitest';
import { fitFontSize } from '../../../../src/modules/themes/text-fit';
import { fitTitle, wrapTitle } from '../../../../src/modules/media/title-card';
import { fitText, TextFitError } from '../../../../src/web/theme/fitText';

/**
 * An element laid out as a browser would, for text of `chars` characters whose glyphs are 0.6 em
 * wide: lines wrap at the box's width, a word longer than the line overflows it. `box` says how
 * the box is sized: fixed, or following its text (no static width / height).
 */
function modelElement(text: string, box: { width: number | 'auto'; height: number | 'auto' }) {
  const style = { fontSize: '16px' };
  const px = () => Number.parseFloat(style.fontSize);
  const charWidth = () => px() * 0.6;
  const longestWord = () => Math.max(...text.split(' ').map((w) => w.length)) * charWidth();
  const width = () => (box.width === 'auto' ? text.length * charWidth() : box.width);
  const lines = () => {
    let count = 1;
    let used = 0;
    for (const word of text.split(' ')) {
      const w = word.length * charWidth();
      if (used > 0 && used + charWidth() + w > width()) {
        count++;
        used = w;
      } else used += (used > 0 ? charWidth() : 0) + w;
    }
    return count;
  };
  const contentHeight = () => lines() * px() * 1.2;
  return {
    tagName: 'H1',
    id: 'cover-title',
    classList: ['cover__title'],
    style,
    get clientWidth() {
      return Math.round(width());
    },
    get scrollWidth() {
      return Math.round(Math.max(width(), longestWord()));
    },
    get clientHeight() {
      return Math.round(box.height === 'auto' ? contentHeight() : box.height);
    },
    get scrollHeight() {
      return Math.round(box.height === 'auto' ? contentHeight() : Math.max(box.height, contentHeight()));
    },
  } as unknown as HTMLElement;
}

describe('text fitting (SPEC §5, §9): a binary search of font size between a minimum and a maximum', () => {
  it('finds the largest size that fits, to half a pixel, and the minimum when none does', () => {
    expect(fitFontSize(10, 40, (s) => s <= 23.3)).toBe(23);
    expect(fitFontSize(10, 40, () => true)).toBe(40);
    expect(fitFontSize(10, 40, () => false)).toBe(10);
    let calls = 0;
    fitFontSize(8, 96, (s) => {
      calls++;
      return s <= 50;
    });
    expect(calls).toBeLessThanOrEqual(9);
  });

  it('fits text in a fixed box, or only to its width in width-only mode', () => {
    const boxed = modelElement('Emergency evacuation procedures', { width: 300, height: 60 });
    const size = fitText(boxed, { min: 12, max: 48 });
    expect(size).toBeGreaterThan(12);
    expect(size).toBeLessThan(48);
    expect(boxed.scrollHeight).toBeLessThanOrEqual(boxed.clientHeight);
    expect(boxed.style.fontSize).toBe(`${size}px`);
    const word = modelElement('Arbeitsschutzunterweisung', { width: 300, height: 'auto' });
    const wide = fitText(word, { min: 16, max: 40, widthOnly: true });
    expect(word.scrollWidth).toBeLessThanOrEqual(word.clientWidth);
    // 25 characters of 0.6 em in 300 px: 20 px, found to half a pixel.
    expect(wide).toBeGreaterThanOrEqual(19.5);
    expect(wide).toBeLessThanOrEqual(20);
  });

  it('fails, naming the element, without a static width, or a static height outside width-only mode', () => {
    expect(() => fitText(modelElement('Title', { width: 'auto', height: 60 }), { min: 12, max: 48 })).toThrow(
      new TextFitError('Text fitting needs a static width on <h1#cover-title.cover__title>'),
    );
    expect(() => fitText(modelElement('Title', { width: 300, height: 'auto' }), { min: 12, max: 48 })).toThrow(
      'Text fitting needs a static height on <h1#cover-title.cover__title> (or width-only mode)',
    );
  });

  it('sizes a title card: short titles large, long ones smaller, the longest cut at three lines', () => {
    const short = fitTitle('Fire safety');
    const long = fitTitle('Fire safety for warehouse staff working night shifts across all of our sites');
    expect(short.size).toBe(88);
    expect(long.size).toBeLessThan(short.size);
    expect(long.lines.length).toBeLessThanOrEqual(3);
    expect(long.lines.join(' ')).toBe('Fire safety for warehouse staff working night shifts across all of our sites');
    const endless = fitTitle('word '.repeat(80));
    expect([endless.size, endless.lines.length]).toEqual([40, 3]);
    expect(endless.lines[2]).toMatch(/…$/);
    expect(wrapTitle('a bb ccc', 4)).toEqual(['a bb', 'ccc']);
  });
});
