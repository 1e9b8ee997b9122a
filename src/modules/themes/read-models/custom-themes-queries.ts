import type { Selectable } from 'kysely';
import type { Db } from '../../../platform/db/database';
import { type ThemesTables, themesTables } from './tables';

export const CUSTOM_THEMES = 'custom_themes';

/** A custom theme as stored: its look is validated by the themes module when read. */
export type CustomThemeRow = { themeId: string; name: string; look: unknown; revision: number; updatedAt: string };

const THEME = ['theme_id', 'name', 'look', 'revision', 'updated_at'] as const;

const toTheme = (r: Pick<Selectable<ThemesTables['custom_themes']>, (typeof THEME)[number]>): CustomThemeRow => ({
  themeId: r.theme_id,
  name: r.name,
  look: r.look,
  revision: r.revision,
  updatedAt: r.updated_at.toISOString(),
});

/** The organisation's custom themes, by name. */
export async function listCustomThemes(db: Db, orgId: string): Promise<CustomThemeRow[]> {
  const rows = await themesTables(db)
    .selectFrom('custom_themes')
    .select(THEME)
    .where('org_id', '=', orgId)
    .orderBy((eb) => eb.fn('lower', ['name']))
    .orderBy('theme_id')
    .execute();
  return rows.map(toTheme);
}

export async function findCustomTheme(db: Db, orgId: string, themeId: string): Promise<CustomThemeRow | null> {
  const row = await themesTables(db)
    .selectFrom('custom_themes')
    .select(THEME)
    .where('org_id', '=', orgId)
    .where('theme_id', '=', themeId)
    .executeTakeFirst();
  return row ? toTheme(row) : null;
}

/** The names of the organisation's custom themes other than `exceptId`'s (for the unique-name rule). */
export async function customThemeNames(db: Db, orgId: string, exceptId = ''): Promise<string[]> {
  const rows = await themesTables(db)
    .selectFrom('custom_themes')
    .select('name')
    .where('org_id', '=', orgId)
    .where('theme_id', '<>', exceptId)
    .execute();
  return rows.map((r) => r.name);
}
