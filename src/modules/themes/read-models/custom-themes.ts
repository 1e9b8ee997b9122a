import { sql } from 'kysely';
import type { Projection } from '../../../platform/projections/projection';
import { themeEventSchemas } from '../events';

type Created = { themeId: string; orgId: string; name: string; look: object };
type Changed = { themeId: string; name?: string; look: object };

/** Each organisation's custom themes, for the Theme tab and for finding a course's theme (from the `theme-<id>` streams). */
export const customThemesProjection: Projection = {
  name: 'custom_themes',
  handles: new Set(Object.keys(themeEventSchemas)),
  async apply(trx, event) {
    const at = event.recordedAt.toISOString();
    switch (event.type) {
      case 'CustomThemeCreated': {
        const t = event.data as Created;
        await sql`INSERT INTO custom_themes (theme_id, org_id, name, look, created_by, created_at, updated_at, revision)
                  VALUES (${t.themeId}, ${t.orgId}, ${t.name}, ${JSON.stringify(t.look)}::jsonb,
                          ${String(event.metadata.userId ?? '')}, ${at}, ${at}, ${event.version})
                  ON CONFLICT (theme_id) DO NOTHING`.execute(trx);
        return;
      }
      case 'CustomThemeChanged': {
        const t = event.data as Changed;
        await sql`UPDATE custom_themes SET name = COALESCE(${t.name ?? null}, name), look = look || ${JSON.stringify(t.look)}::jsonb,
                  updated_at = ${at}, revision = ${event.version}
                  WHERE theme_id = ${t.themeId} AND revision < ${event.version}`.execute(trx);
        return;
      }
      case 'CustomThemeDeleted': {
        const { themeId } = event.data as { themeId: string };
        await sql`DELETE FROM custom_themes WHERE theme_id = ${themeId}`.execute(trx);
      }
    }
  },
  async reset(trx) {
    await sql`TRUNCATE custom_themes`.execute(trx);
  },
  migrations: {
    '2026_11_26_10_custom_themes': {
      async up(db) {
        await sql`
          CREATE TABLE custom_themes (
            theme_id text PRIMARY KEY,
            org_id text NOT NULL,
            name text NOT NULL,
            look jsonb NOT NULL,
            created_by text NOT NULL,
            created_at timestamptz NOT NULL,
            updated_at timestamptz NOT NULL,
            revision integer NOT NULL
          )`.execute(db);
        await sql`CREATE INDEX custom_themes_org ON custom_themes (org_id, name)`.execute(db);
      },
    },
  },
};
