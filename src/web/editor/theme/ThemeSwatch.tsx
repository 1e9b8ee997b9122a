import type { CSSProperties } from 'react';
import { fontStack, type ThemeLook } from '../../../modules/themes/shared';

/** A theme in miniature: its page, heading and text fonts and colours, and a question button. */
export function ThemeSwatch({ look }: { look: ThemeLook }) {
  const style = {
    '--swatch-frame': look.frameBgColor,
    '--swatch-page': look.docBgColor,
    '--swatch-heading': look.headingColor,
    '--swatch-text': look.paragraphColor,
    '--swatch-action': look.questionActionColor,
    '--swatch-heading-font': fontStack(look.headingFont),
    '--swatch-text-font': fontStack(look.paragraphFont),
  } as CSSProperties;
  return (
    <span className="theme-swatch" style={style} aria-hidden="true">
      <span className="theme-swatch__page">
        <span className="theme-swatch__heading">Aa</span>
        <span className="theme-swatch__text">The quick brown fox</span>
        <span className="theme-swatch__button" />
      </span>
    </span>
  );
}
