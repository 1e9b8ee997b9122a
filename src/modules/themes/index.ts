import { themeRoutes, type ThemesDeps } from './api';

export { themesAccess } from './access';
export { themeEventSchemas } from './events';
export { themeLiveNameOf, themeRoomKind, themeRoomsOf } from './live';
export { fontPackageFiles } from './font-files';
export { findTheme, themeOfModule } from './themes';
export { DEFAULT_THEME } from './built-in';
export { themeFonts } from './theme-style';
export type { Theme, ThemeLook } from './theme';
export { fitFontSize } from './text-fit';
export { fontStack } from './fonts';

/** Themes: built-in and custom themes, the fonts they use, and which theme a module may take. */
export function createThemesModule(deps: ThemesDeps) {
  return { routes: themeRoutes(deps) };
}
export { CUSTOM_THEMES } from './read-models/custom-themes-queries';
export { themesReadModels } from './read-models';
