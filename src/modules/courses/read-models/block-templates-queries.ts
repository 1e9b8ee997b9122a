import type { Db } from '../../../platform/db/database';
import type { Block } from '../content/blocks';
import { coursesTables } from './tables';

export const BLOCK_TEMPLATES = 'block_templates';

/** A template as the block library lists it: what it holds, not the blocks themselves. */
export type BlockTemplateSummary = {
  templateId: string;
  name: string;
  /** Its blocks' types, in order. */
  blockTypes: string[];
  savedBy: string;
  savedAt: string;
};
export type BlockTemplate = BlockTemplateSummary & { blocks: Block[] };

const SUMMARY = ['template_id', 'name', 'block_types', 'saved_by', 'saved_at'] as const;

const toSummary = (r: {
  template_id: string;
  name: string;
  block_types: string[];
  saved_by: string;
  saved_at: Date;
}) => ({
  templateId: r.template_id,
  name: r.name,
  blockTypes: r.block_types,
  savedBy: r.saved_by,
  savedAt: r.saved_at.toISOString(),
});

/** The organisation's templates, by name. */
export async function listBlockTemplates(db: Db, orgId: string): Promise<BlockTemplateSummary[]> {
  const rows = await coursesTables(db)
    .selectFrom('block_templates')
    .select(SUMMARY)
    .where('org_id', '=', orgId)
    .orderBy((eb) => eb.fn('lower', ['name']))
    .orderBy('template_id')
    .execute();
  return rows.map(toSummary);
}

/** One of the organisation's templates with its blocks, or null (another organisation's is none). */
export async function findBlockTemplate(db: Db, orgId: string, templateId: string): Promise<BlockTemplate | null> {
  const row = await coursesTables(db)
    .selectFrom('block_templates')
    .select([...SUMMARY, 'blocks'])
    .where('org_id', '=', orgId)
    .where('template_id', '=', templateId)
    .executeTakeFirst();
  return row ? { ...toSummary(row), blocks: row.blocks } : null;
}
