import { isDark, shifted, withContrast } from './colour-math';
import type { ThemeLook } from './theme';

/** Hue turns from the theme's action colour, neighbours far apart. */
const TURNS = [0, 180, 60, 240, 120, 300] as const;
export const CHART_COLOUR_COUNT = TURNS.length;

/**
 * The colours a chart draws its series (or a pie its slices) in: the theme's action colour first,
 * then its hue turned, every one standing 3:1 from the page (WCAG 1.4.11), lighter and darker by turns.
 */
export function chartColours(look: ThemeLook): Record<`--player-chart-${number}`, string> {
  const base = isDark(look.docBgColor) ? 0.66 : 0.4;
  return Object.fromEntries(
    TURNS.map((turn, i) => {
      const colour =
        i === 0
          ? look.questionActionColor
          : shifted(look.questionActionColor, { turn, saturation: 0.5, lightness: base + (i % 2 ? 0.08 : -0.06) });
      return [`--player-chart-${i + 1}`, withContrast(colour, look.docBgColor, 3.1)];
    }),
  );
}
