import { sql } from 'kysely';
import { type Block, blockLabel } from '../modules/courses/content';
import type { RecordedEvent } from '../platform/eventstore/types';
import type { ProjectionTransaction } from '../platform/projections/projection';

/** A block a change touched, named by its first words so the history reads "changed the heading 'Why…'". */
export type BlockTouch = {
  blockId: string;
  action: 'added' | 'changed' | 'moved' | 'deleted';
  blockType: string;
  label: string;
};

/** What is kept of a block: its section (null: not known yet, keep the stored one), type and name. */
type Known = { sectionId: string | null; type: string; label: string };
type Data = { courseId: string; block?: Block; blockId?: string; sectionId?: string };

/** Events that need what is stored of their course's blocks: a move or a deletion names blocks it does not carry. */
const READS_BLOCKS = new Set(['BlockMoved', 'SectionMoved', 'BlockDeleted']);

const keyOf = (courseId: string, blockId: string) => `${courseId}\u0000${blockId}`;
const touch = (action: BlockTouch['action'], blockId: string, known: Known): BlockTouch => ({
  blockId,
  action,
  blockType: known.type,
  label: known.label,
});

/**
 * The course's blocks, their sections and names (`course_change_blocks`), as a batch of events
 * leaves them, so a move or a deletion can be named. Courses whose batch moves or deletes blocks
 * are read once; the rest are only written. Written back in at most two statements.
 */
export class BlockMemory {
  /** Blocks as the batch leaves them; a missing key of a read course is a deleted block. */
  private readonly blocks = new Map<string, Known>();
  private readonly read = new Set<string>();
  private readonly written = new Set<string>();
  private readonly deleted = new Set<string>();

  static async load(trx: ProjectionTransaction, events: RecordedEvent[]): Promise<BlockMemory> {
    const memory = new BlockMemory();
    const courseIds = [
      ...new Set(events.filter((e) => READS_BLOCKS.has(e.type)).map((e) => (e.data as Data).courseId)),
    ];
    if (courseIds.length === 0) return memory;
    const { rows } = await sql<{
      course_id: string;
      block_id: string;
      section_id: string | null;
      type: string;
      label: string;
    }>`
      SELECT course_id, block_id, section_id, type, label FROM course_change_blocks
      WHERE course_id = ANY(${courseIds}::text[])`.execute(trx);
    for (const id of courseIds) memory.read.add(id);
    for (const r of rows)
      memory.blocks.set(keyOf(r.course_id, r.block_id), { sectionId: r.section_id, type: r.type, label: r.label });
    return memory;
  }

  /** The blocks an event touches, named as they read after it (a deleted block as it last read). */
  touchesOf(event: RecordedEvent): BlockTouch[] {
    const data = event.data as Data;
    const { courseId } = data;
    switch (event.type) {
      case 'BlockAdded':
      case 'BlockChanged': {
        const block = data.block!;
        const key = keyOf(courseId, block.id);
        const sectionId = data.sectionId ?? this.blocks.get(key)?.sectionId ?? null;
        const known = { sectionId, type: block.type, label: blockLabel(block) };
        this.keep(key, known);
        return [touch(event.type === 'BlockAdded' ? 'added' : 'changed', block.id, known)];
      }
      case 'BlockMoved': {
        const key = keyOf(courseId, data.blockId!);
        const known = this.blocks.get(key);
        if (!known) return [];
        this.keep(key, { ...known, sectionId: data.sectionId ?? null });
        return [touch('moved', data.blockId!, known)];
      }
      case 'SectionMoved':
        return [...this.blocks]
          .filter(([key, known]) => key.startsWith(keyOf(courseId, '')) && known.sectionId === data.sectionId)
          .map(([key, known]) => touch('moved', key.slice(keyOf(courseId, '').length), known))
          .sort((a, b) => (a.blockId < b.blockId ? -1 : a.blockId > b.blockId ? 1 : 0));
      case 'BlockDeleted': {
        const key = keyOf(courseId, data.blockId!);
        const known = this.blocks.get(key);
        if (!known) return [];
        this.blocks.delete(key);
        this.written.delete(key);
        this.deleted.add(key);
        return [touch('deleted', data.blockId!, known)];
      }
      default:
        return [];
    }
  }

  /** A block deleted earlier in the batch stays deleted first: its stored row must not lend the new one a section. */
  private keep(key: string, known: Known) {
    this.blocks.set(key, known);
    this.written.add(key);
  }

  async write(trx: ProjectionTransaction): Promise<void> {
    const split = (key: string) => key.split('\u0000') as [string, string];
    if (this.deleted.size > 0) {
      const gone = [...this.deleted].map(split);
      await sql`DELETE FROM course_change_blocks c USING unnest(${gone.map(([c]) => c)}::text[], ${gone.map(([, b]) => b)}::text[])
        AS d(course_id, block_id) WHERE c.course_id = d.course_id AND c.block_id = d.block_id`.execute(trx);
    }
    if (this.written.size > 0) {
      const rows = [...this.written].map((key) => [...split(key), this.blocks.get(key)!] as const);
      await sql`
        INSERT INTO course_change_blocks (course_id, block_id, section_id, type, label)
        SELECT * FROM unnest(${rows.map(([c]) => c)}::text[], ${rows.map(([, b]) => b)}::text[],
          ${rows.map(([, , k]) => k.sectionId)}::text[], ${rows.map(([, , k]) => k.type)}::text[],
          ${rows.map(([, , k]) => k.label)}::text[])
        ON CONFLICT (course_id, block_id) DO UPDATE SET
          section_id = COALESCE(EXCLUDED.section_id, course_change_blocks.section_id),
          type = EXCLUDED.type, label = EXCLUDED.label`.execute(trx);
    }
  }
}
