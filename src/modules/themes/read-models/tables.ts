import type { Db } from '../../../platform/db/database';
import type { ColumnSpecs, TablesOf } from '../../../platform/db/columns';

/** The themes module's tables, as their migrations make them (custom-themes.ts). */
export const themesColumns = {
  custom_themes: {
    theme_id: 'text',
    org_id: 'text',
    name: 'text',
    look: 'jsonb',
    created_by: 'text',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
    revision: 'integer',
  },
} as const satisfies Record<string, ColumnSpecs>;

/** A theme's look is validated by the themes module when read: unknown here. */
export type ThemesTables = TablesOf<typeof themesColumns>;

/** The handle with the themes tables typed: for this module's simple reads. */
export const themesTables = (db: Db) => db.withTables<ThemesTables>();
