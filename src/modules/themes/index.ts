import type { TesseraModule } from '../../platform/composition/module';
import { themesAccess } from './access';
import { themeLiveNameOf, themeRoomKind, themeRoomsOf } from './live';
import { themeRoutes, type ThemesDeps } from './api';

export { themeEventSchemas } from './events';
export { fontPackageFiles } from './font-files';
export { findTheme, themeOfModule } from './themes';
export { DEFAULT_THEME } from './built-in';
export { themeFonts } from './theme-style';
export type { Theme, ThemeLook } from './theme';
export { fitFontSize } from './text-fit';
export { fontFiles, fontStack, TESSERA_FONTS } from './fonts';

/** Themes: built-in and custom themes, the fonts they use, and which theme a module may take. */
export function createThemesModule(deps: ThemesDeps): TesseraModule {
  return {
    name: 'themes',
    routes: themeRoutes(deps),
    access: themesAccess,
    live: { roomKinds: [themeRoomKind], roomsOf: themeRoomsOf, nameOf: themeLiveNameOf },
  };
}
export { CUSTOM_THEMES } from './read-models/custom-themes-queries';
export { themesReadModels } from './read-models';
