import { describe, expect, it } from 'vitest';
import { BUILT_IN_THEMES } from '../../../../src/modules/themes/built-in';
import { chartColours } from '../../../../src/modules/themes/chart-colours';
import { codeColours } from '../../../../src/modules/themes/code-colours';
import { mix, shifted, withContrast } from '../../../../src/modules/themes/colour-math';
import { contrastRatio } from '../../../../src/modules/themes/contrast';
import { DEFAULT_LOOK, type ThemeLook } from '../../../../src/modules/themes/theme';

/** Themes as authors might make them: pale, dark, grey, a yellow action on white (which fails AA itself). */
const ODD_LOOKS: ThemeLook[] = [
  { ...DEFAULT_LOOK, docBgColor: '#FFF8E1', paragraphColor: '#3E2723', questionActionColor: '#FFB300' },
  { ...DEFAULT_LOOK, docBgColor: '#1A1A2E', paragraphColor: '#EAEAEA', questionActionColor: '#E94560' },
  { ...DEFAULT_LOOK, docBgColor: '#777777', paragraphColor: '#000000', questionActionColor: '#777777' },
  { ...DEFAULT_LOOK, questionActionColor: '#FACC15', headingColor: '#CCCCCC' },
];
const LOOKS = [DEFAULT_LOOK, ...BUILT_IN_THEMES, ...ODD_LOOKS];

describe('colours a theme gives charts and code', () => {
  it('code: every kind of word stands 4.5:1 from the code’s background, in any theme', () => {
    for (const look of LOOKS) {
      const { '--player-code-bg': bg, ...words } = codeColours(look);
      for (const [name, colour] of Object.entries(words) as [string, string][])
        expect(contrastRatio(colour, bg), `${name} in ${look.docBgColor}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('charts: six colours, the first the theme’s action colour when it stands out, each 3:1 from the page', () => {
    for (const look of LOOKS) {
      const colours = Object.values(chartColours(look));
      expect(colours).toHaveLength(6);
      expect(new Set(colours).size, look.docBgColor).toBe(6);
      for (const colour of colours) expect(contrastRatio(colour, look.docBgColor)).toBeGreaterThanOrEqual(3);
    }
    expect(chartColours(DEFAULT_LOOK)['--player-chart-1']).toBe(DEFAULT_LOOK.questionActionColor.toLowerCase());
  });

  it('mixes, turns hues and keeps contrast as it says', () => {
    expect(mix('#000000', '#FFFFFF', 0.5)).toBe('#808080');
    expect(shifted('#FF0000', { turn: 120 })).toBe('#00ff00');
    expect(shifted('#FF0000', { turn: 240, lightness: 0.25 })).toBe('#000080');
    expect(shifted('#808080', { turn: 0, saturation: 1, lightness: 0.5 })).toBe('#ff0000');
    expect(withContrast('#2563EB', '#FFFFFF', 4.5)).toBe('#2563eb');
    const lifted = withContrast('#FACC15', '#FFFFFF', 4.5);
    expect(contrastRatio(lifted, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(withContrast('#333333', '#000000', 7), '#000000')).toBeGreaterThanOrEqual(7);
  });
});
