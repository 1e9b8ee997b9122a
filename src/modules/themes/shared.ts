// What the editor and the learner player share with the themes module: the theme model, the
// built-in themes, the font catalogue, the theme → CSS function (with its chart colours) and the contrast check.
export { BUILT_IN_THEMES, builtInTheme, DEFAULT_THEME } from './built-in';
export { contrastProblems, formatRatio } from './contrast';
export { FONT_SUBSETS, fontFiles, FONTS, fontStack, type FontSubset, TESSERA_FONTS } from './fonts';
export { THEMES_ROOM } from './live-rooms';
export { THEME_NAME_MAX, THEME_NAME_MIN, themeSchema, type Theme, type ThemeLook } from './theme';
export { themeAttributes, themeFonts, themeStyle } from './theme-style';
export { fitFontSize } from './text-fit';
export { CHART_COLOUR_COUNT } from './chart-colours';
