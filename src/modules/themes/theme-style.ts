import { chartColours } from './chart-colours';
import { codeColours } from './code-colours';
import { isDark, mix } from './colour-math';
import { fontStack } from './fonts';
import type { ThemeLook } from './theme';

const cssUrl = (url: string) => (url ? `url("${url.replace(/["\\\n]/g, '')}")` : 'none');

const FRAME_PLACEMENT = {
  fill: { size: 'cover', repeat: 'no-repeat' },
  fit: { size: 'contain', repeat: 'no-repeat' },
  tile: { size: 'auto', repeat: 'repeat' },
} as const;

/**
 * A theme as the CSS custom properties of `.learner-surface` (learnerLook.css reads them): the one
 * function the editor, the player and packages share, so a module looks the same everywhere.
 */
export function themeStyle(look: ThemeLook): Record<`--${string}`, string> {
  const dark = isDark(look.docBgColor);
  const frame = FRAME_PLACEMENT[look.frameBgPlacement];
  return {
    '--player-text': look.paragraphColor,
    '--player-bg': look.docBgColor,
    '--player-muted': mix(look.paragraphColor, look.docBgColor, 0.72),
    '--player-line': mix(look.paragraphColor, look.docBgColor, 0.28),
    '--player-surface': look.questionBgColor,
    '--player-action': look.questionActionColor,
    '--player-action-text': look.questionActionTextColor,
    '--player-correct': dark ? '#4ADE80' : '#15803D',
    '--player-incorrect': dark ? '#F87171' : '#B91C1C',
    '--player-font': fontStack(look.paragraphFont),
    '--player-heading-font': fontStack(look.headingFont),
    '--player-heading-color': look.headingColor,
    '--player-subheading-font': fontStack(look.subHeadingFont),
    '--player-subheading-color': look.subHeadingColor,
    '--player-description-font': fontStack(look.descriptionFont),
    '--player-description-color': look.descriptionColor,
    '--player-question-title': look.questionTitleColor,
    '--player-question-option': look.questionOptionColor,
    '--player-frame-bg': look.frameBgColor,
    '--player-frame-image': cssUrl(look.frameBgImage),
    '--player-frame-size': frame.size,
    '--player-frame-repeat': frame.repeat,
    '--player-radius': '10px',
    '--player-control-radius': look.questionStyle === 'pill' ? '999px' : '10px',
    ...chartColours(look),
    ...codeColours(look),
  };
}

/** The data attributes the surface's CSS picks layouts by (cover and question style). */
export const themeAttributes = (look: ThemeLook) => ({
  'data-cover': look.coverStyle,
  'data-question-style': look.questionStyle,
});

/** Every font a theme uses, once each. */
export const themeFonts = (look: ThemeLook) => [
  ...new Set([look.headingFont, look.subHeadingFont, look.descriptionFont, look.paragraphFont]),
];
