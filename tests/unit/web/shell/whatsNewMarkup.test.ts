import { describe, expect, it } from 'vitest';
import { WHATS_NEW_FEATURES } from '../../../../src/web/shell/whatsNew/features';
import { parseMarkup } from '../../../../src/web/shell/whatsNew/markup';

const plain = (description: string) =>
  parseMarkup(description).map((line) => line.runs.map((r) => (r.bold ? `[${r.text}]` : r.text)).join(''));

describe("What's New description markup", () => {
  it('reads **bold** runs and line breaks', () => {
    expect(plain('Share a **link** and **go**.\nThen **comment**')).toEqual([
      'Share a [link] and [go].',
      'Then [comment]',
    ]);
  });

  it('keeps an unclosed ** as written, and markup-like HTML as text', () => {
    expect(plain('a **b** c **d')).toEqual(['a [b] c **d']);
    expect(plain('<b>x</b> **<i>**')).toEqual(['<b>x</b> [<i>]']);
  });

  it("every feature's description is 2 or 3 lines with bold words and no stray **", () => {
    for (const feature of WHATS_NEW_FEATURES) {
      const lines = plain(feature.description);
      expect(lines.length, feature.id).toBeGreaterThanOrEqual(2);
      expect(lines.length, feature.id).toBeLessThanOrEqual(3);
      expect(lines.join('\n'), feature.id).toContain('[');
      expect(lines.join('\n'), feature.id).not.toContain('**');
    }
  });
});
