import { type CSSProperties, useEffect, useMemo } from 'react';
import { TESSERA_FONTS, themeAttributes, themeFonts, themeStyle, type ThemeLook } from '../../modules/themes/shared';
import { loadThemeFonts } from './loadThemeFonts';

/**
 * The props that put an element (the `.learner-surface`) in a theme: its CSS custom properties
 * and layout attributes; the theme's fonts are loaded from `fontBase` meanwhile.
 */
export function useThemeSurface(look: ThemeLook, fontBase = TESSERA_FONTS) {
  const fonts = themeFonts(look).join(',');
  useEffect(() => {
    void loadThemeFonts(fonts.split(','), fontBase);
  }, [fonts, fontBase]);
  return useMemo(() => ({ style: themeStyle(look) as CSSProperties, ...themeAttributes(look) }), [look]);
}
