import { isDark, mix, shifted, withContrast } from './colour-math';
import type { ThemeLook } from './theme';

/**
 * A code snippet's colours: a background a shade off the page, and its words (keywords, strings,
 * numbers, names, comments) in the theme's colours or turns of its action colour, each kept AA
 * on that background (4.5:1, with a margin for rounding).
 */
export function codeColours(look: ThemeLook) {
  const bg = mix(look.paragraphColor, look.docBgColor, 0.06);
  const text = (colour: string) => withContrast(colour, bg, 4.6);
  const action = look.questionActionColor;
  const lightness = isDark(look.docBgColor) ? 0.7 : 0.35;
  return {
    '--player-code-bg': bg,
    '--player-code-text': text(look.paragraphColor),
    '--player-code-keyword': text(action),
    '--player-code-string': text(shifted(action, { turn: 150, saturation: 0.6, lightness })),
    '--player-code-number': text(shifted(action, { turn: 210, saturation: 0.6, lightness })),
    '--player-code-name': text(look.headingColor),
    '--player-code-comment': text(mix(look.paragraphColor, look.docBgColor, 0.72)),
  };
}
