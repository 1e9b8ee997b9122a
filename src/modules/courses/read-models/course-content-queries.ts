import { sql } from 'kysely';
import type { Block, Content } from '../content/index';
import type { CourseTranslations } from '../translation/shared';
import type { Db } from '../../../platform/db/database';
import type { Course } from '../course-state';

export const COURSE_CONTENT = 'course_content';

/** Which version of a course learners see now, without its content; undefined when it is not published. */
export type PublishedHead = { course_id: string; org_id: string; revision: number; published_at: Date };

export async function findPublishedHead(db: Db, courseId: string): Promise<PublishedHead | undefined> {
  const { rows } = await sql<PublishedHead>`
    SELECT course_id, org_id, revision, published_at FROM course_published WHERE course_id = ${courseId} AND live`.execute(
    db,
  );
  return rows[0];
}

/** The live versions of these courses, by course id (a course not published is absent). */
export async function findPublishedHeads(db: Db, courseIds: readonly string[]): Promise<Map<string, PublishedHead>> {
  const { rows } = await sql<PublishedHead>`
    SELECT course_id, org_id, revision, published_at FROM course_published
    WHERE course_id = ANY(${courseIds}::text[]) AND live`.execute(db);
  return new Map(rows.map((row) => [row.course_id, row]));
}

export type PublishedContent = { content: Content; translations: CourseTranslations };

/** The content and translations frozen at that publish, while it is still the live one. */
export async function findPublishedContent(
  db: Db,
  courseId: string,
  revision: number,
): Promise<PublishedContent | undefined> {
  const { rows } = await sql<PublishedContent>`
    SELECT content, translations FROM course_published WHERE course_id = ${courseId} AND revision = ${revision}`.execute(
    db,
  );
  return rows[0];
}

export type BlockOwner = { course_id: string; org_id: string };

/** The course that owns a block id: the first that wrote it. */
export async function findBlockOwner(db: Db, blockId: string): Promise<BlockOwner | undefined> {
  const { rows } = await sql<BlockOwner>`
    SELECT course_id, org_id FROM course_blocks WHERE block_id = ${blockId} ORDER BY added LIMIT 1`.execute(db);
  return rows[0];
}

/** The course that first wrote each of these block ids, for the ids some course wrote. */
export async function findBlockOwners(db: Db, blockIds: string[]): Promise<Map<string, string>> {
  const { rows } = await sql<{ block_id: string; course_id: string }>`
    SELECT DISTINCT ON (block_id) block_id, course_id FROM course_blocks
    WHERE block_id = ANY(${blockIds}::text[]) ORDER BY block_id, added`.execute(db);
  return new Map(rows.map((r) => [r.block_id, r.course_id]));
}

/** The draft values of the blocks with these ids that courses of `orgId` own. */
export async function findOwnedDraftBlocks(db: Db, blockIds: string[], orgId: string): Promise<Block[]> {
  const { rows } = await sql<{ block: Block | null }>`
    SELECT d.state->'content'->'blocks'->o.block_id AS block
    FROM (SELECT DISTINCT ON (block_id) block_id, course_id, org_id FROM course_blocks
          WHERE block_id = ANY(${blockIds}::text[]) ORDER BY block_id, added) o
    JOIN course_drafts d ON d.course_id = o.course_id
    WHERE o.org_id = ${orgId}`.execute(db);
  return rows.flatMap((r) => (r.block ? [r.block] : []));
}

/** A draft as the editor last saved it: its revision, the course's state then and when. */
export type DraftRow = { revision: number; state: Course; updated_at: Date };

/** The organisation's draft of a course, or undefined (another organisation's is not found either). */
export async function findDraft(db: Db, orgId: string, courseId: string): Promise<DraftRow | undefined> {
  const { rows } = await sql<DraftRow>`
    SELECT revision, state, updated_at FROM course_drafts WHERE course_id = ${courseId} AND org_id = ${orgId}`.execute(
    db,
  );
  return rows[0];
}

/** The user's most recently saved module that is being drafted, not deleted. */
export async function latestDraftOf(db: Db, orgId: string, userId: string): Promise<DraftRow | undefined> {
  const { rows } = await sql<DraftRow>`
    SELECT revision, state, updated_at FROM course_drafts
    WHERE org_id = ${orgId} AND status = 'DRAFTING' AND state->>'ownerId' = ${userId} AND state->>'deletedAt' IS NULL
    ORDER BY updated_at DESC LIMIT 1`.execute(db);
  return rows[0];
}
