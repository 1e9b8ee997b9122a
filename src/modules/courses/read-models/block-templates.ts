import { sql } from 'kysely';
import type { Projection } from '../../../platform/projections/projection';
import type { Block } from '../content/blocks';
import { blockTemplateEventSchemas } from '../templates/events';

type Saved = { orgId: string; templateId: string; name: string; blocks: Block[] };

/** Each organisation's block templates, for the block library (from the `templates-<orgId>` streams). */
export const blockTemplatesProjection: Projection = {
  name: 'block_templates',
  handles: new Set(Object.keys(blockTemplateEventSchemas)),
  async apply(trx, event) {
    switch (event.type) {
      case 'BlockTemplateSaved': {
        const t = event.data as Saved;
        await sql`INSERT INTO block_templates (template_id, org_id, name, blocks, block_types, saved_by, saved_at)
                  VALUES (${t.templateId}, ${t.orgId}, ${t.name}, ${JSON.stringify(t.blocks)}::jsonb,
                          ${t.blocks.map((b) => b.type)}::text[], ${String(event.metadata.userId ?? '')},
                          ${event.recordedAt.toISOString()})
                  ON CONFLICT (template_id) DO NOTHING`.execute(trx);
        return;
      }
      case 'BlockTemplateRenamed': {
        const { templateId, name } = event.data as { templateId: string; name: string };
        await sql`UPDATE block_templates SET name = ${name} WHERE template_id = ${templateId}`.execute(trx);
        return;
      }
      case 'BlockTemplateDeleted': {
        const { templateId } = event.data as { templateId: string };
        await sql`DELETE FROM block_templates WHERE template_id = ${templateId}`.execute(trx);
      }
    }
  },
  async reset(trx) {
    await sql`TRUNCATE block_templates`.execute(trx);
  },
  migrations: {
    '2026_12_05_00_block_templates': {
      async up(db) {
        await sql`
          CREATE TABLE block_templates (
            template_id text PRIMARY KEY,
            org_id text NOT NULL,
            name text NOT NULL,
            blocks jsonb NOT NULL,
            block_types text[] NOT NULL,
            saved_by text NOT NULL,
            saved_at timestamptz NOT NULL
          )`.execute(db);
        await sql`CREATE INDEX block_templates_org ON block_templates (org_id, lower(name))`.execute(db);
      },
    },
  },
};
