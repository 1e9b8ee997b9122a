import { sql } from 'kysely';
import { type Block, blockLabel } from '../content/index';
import type { RecordedEvent } from '../../../platform/eventstore/types';
import type { ProjectionTransaction } from '../../../platform/projections/projection';

/** A block a change touched, named by its first words so the history reads "changed the heading 'Why…'". */
export type BlockTouch = {
  blockId: string;
  action: 'added' | 'changed' | 'moved' | 'deleted';
  blockType: string;
  label: string;
};

type Known = { block_id: string; type: string; label: string };

async function remember(trx: ProjectionTransaction, courseId: string, known: Known, sectionId: string | null) {
  await sql`
    INSERT INTO course_change_blocks (course_id, block_id, section_id, type, label)
    VALUES (${courseId}, ${known.block_id}, ${sectionId}, ${known.type}, ${known.label})
    ON CONFLICT (course_id, block_id) DO UPDATE SET
      section_id = COALESCE(EXCLUDED.section_id, course_change_blocks.section_id),
      type = EXCLUDED.type, label = EXCLUDED.label`.execute(trx);
}

const touch = (action: BlockTouch['action'], known: Known): BlockTouch => ({
  blockId: known.block_id,
  action,
  blockType: known.type,
  label: known.label,
});

/**
 * The blocks an event touches, named as they read after it (a deleted block as it last read).
 * The course's blocks, their sections and names are kept here, so a move or a deletion can be named.
 */
export async function blockTouchesOf(trx: ProjectionTransaction, event: RecordedEvent): Promise<BlockTouch[]> {
  const data = event.data as { courseId: string; block?: Block; blockId?: string; sectionId?: string };
  const { courseId } = data;
  switch (event.type) {
    case 'BlockAdded':
    case 'BlockChanged': {
      const block = data.block!;
      const known = { block_id: block.id, type: block.type, label: blockLabel(block) };
      await remember(trx, courseId, known, data.sectionId ?? null);
      return [touch(event.type === 'BlockAdded' ? 'added' : 'changed', known)];
    }
    case 'BlockMoved': {
      const { rows } = await sql<Known>`
        UPDATE course_change_blocks SET section_id = ${data.sectionId}
        WHERE course_id = ${courseId} AND block_id = ${data.blockId} RETURNING block_id, type, label`.execute(trx);
      return rows.map((row) => touch('moved', row));
    }
    case 'SectionMoved': {
      const { rows } = await sql<Known>`
        SELECT block_id, type, label FROM course_change_blocks
        WHERE course_id = ${courseId} AND section_id = ${data.sectionId} ORDER BY block_id`.execute(trx);
      return rows.map((row) => touch('moved', row));
    }
    case 'BlockDeleted': {
      const { rows } = await sql<Known>`
        DELETE FROM course_change_blocks WHERE course_id = ${courseId} AND block_id = ${data.blockId}
        RETURNING block_id, type, label`.execute(trx);
      return rows.map((row) => touch('deleted', row));
    }
    default:
      return [];
  }
}
