import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database';

export const CUSTOM_THEMES = 'custom_themes';

/** A custom theme as stored: its look is validated by the themes module when read. */
export type CustomThemeRow = { themeId: string; name: string; look: unknown; revision: number; updatedAt: string };

type Row = { theme_id: string; name: string; look: unknown; revision: number; updated_at: Date | string };

const toTheme = (r: Row): CustomThemeRow => ({
  themeId: r.theme_id,
  name: r.name,
  look: r.look,
  revision: r.revision,
  updatedAt: new Date(r.updated_at).toISOString(),
});

/** The organisation's custom themes, by name. */
export async function listCustomThemes(db: Db, orgId: string): Promise<CustomThemeRow[]> {
  const { rows } = await sql<Row>`SELECT theme_id, name, look, revision, updated_at FROM custom_themes
                                  WHERE org_id = ${orgId} ORDER BY lower(name), theme_id`.execute(db);
  return rows.map(toTheme);
}

export async function findCustomTheme(db: Db, orgId: string, themeId: string): Promise<CustomThemeRow | null> {
  const { rows } = await sql<Row>`SELECT theme_id, name, look, revision, updated_at FROM custom_themes
                                  WHERE org_id = ${orgId} AND theme_id = ${themeId}`.execute(db);
  return rows[0] ? toTheme(rows[0]) : null;
}

/** The names of the organisation's custom themes other than `exceptId`'s (for the unique-name rule). */
export async function customThemeNames(db: Db, orgId: string, exceptId = ''): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`SELECT name FROM custom_themes
                                               WHERE org_id = ${orgId} AND theme_id <> ${exceptId}`.execute(db);
  return rows.map((r) => r.name);
}
