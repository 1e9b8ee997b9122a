import type { Db } from '../../platform/db/database';
import { findCustomTheme, listCustomThemes, type CustomThemeRow } from './read-models/custom-themes-queries';
import { BUILT_IN_THEMES, builtInTheme, DEFAULT_THEME } from './built-in';
import { DEFAULT_LOOK, isCustomThemeId, themeLookSchema, type Theme } from './theme';

/** A stored look with the fields added since it was saved filled from the defaults. */
const toTheme = (row: CustomThemeRow): Theme => ({
  ...themeLookSchema.parse({ ...DEFAULT_LOOK, ...(row.look as object) }),
  id: row.themeId,
  name: row.name,
  builtIn: false,
});

/** The built-in themes, then the organisation's own by name. */
export async function listThemes(db: Db, orgId: string): Promise<Theme[]> {
  return [...BUILT_IN_THEMES, ...(await listCustomThemes(db, orgId)).map(toTheme)];
}

/** A built-in theme by its name, or one of the organisation's custom themes by id; null when it has none by that id. */
export async function findTheme(db: Db, orgId: string, id: string): Promise<Theme | null> {
  if (!isCustomThemeId(id)) return builtInTheme(id) ?? null;
  const row = await findCustomTheme(db, orgId, id);
  return row ? toTheme(row) : null;
}

/** The theme a module shows: its own, or the default when that theme was deleted since. */
export async function themeOfModule(db: Db, orgId: string, id: string): Promise<Theme> {
  return (await findTheme(db, orgId, id)) ?? DEFAULT_THEME;
}
