import { sql } from 'kysely';
import type { Block, Content } from '../content/index';
import type { CourseTranslations } from '../translation/shared';
import type { Db } from '../../../platform/db/database';
import { coursesTables } from './tables';
import type { Course } from '../course-state';

export const COURSE_CONTENT = 'course_content';

/** Which version of a course learners see now, without its content; undefined when it is not published. */
export type PublishedHead = { course_id: string; org_id: string; revision: number; published_at: Date };

const HEAD = ['course_id', 'org_id', 'revision', 'published_at'] as const;

export async function findPublishedHead(db: Db, courseId: string): Promise<PublishedHead | undefined> {
  return coursesTables(db)
    .selectFrom('course_published')
    .select(HEAD)
    .where('course_id', '=', courseId)
    .where('live', '=', true)
    .executeTakeFirst();
}

/** The live versions of these courses, by course id (a course not published is absent). */
export async function findPublishedHeads(db: Db, courseIds: readonly string[]): Promise<Map<string, PublishedHead>> {
  const rows = await coursesTables(db)
    .selectFrom('course_published')
    .select(HEAD)
    .where((eb) => eb('course_id', '=', eb.fn.any(eb.val([...courseIds]))))
    .where('live', '=', true)
    .execute();
  return new Map(rows.map((row) => [row.course_id, row]));
}

export type PublishedContent = { content: Content; translations: CourseTranslations };

/** The content and translations frozen at that publish, while it is still the live one. */
export async function findPublishedContent(
  db: Db,
  courseId: string,
  revision: number,
): Promise<PublishedContent | undefined> {
  return coursesTables(db)
    .selectFrom('course_published')
    .select(['content', 'translations'])
    .where('course_id', '=', courseId)
    .where('revision', '=', revision)
    .executeTakeFirst();
}

export type BlockOwner = { course_id: string; org_id: string };

/** The course that owns a block id: the first that wrote it. */
export async function findBlockOwner(db: Db, blockId: string): Promise<BlockOwner | undefined> {
  return coursesTables(db)
    .selectFrom('course_blocks')
    .select(['course_id', 'org_id'])
    .where('block_id', '=', blockId)
    .orderBy('added')
    .limit(1)
    .executeTakeFirst();
}

/** The course that first wrote each of these block ids, for the ids some course wrote. */
export async function findBlockOwners(db: Db, blockIds: string[]): Promise<Map<string, string>> {
  const rows = await coursesTables(db)
    .selectFrom('course_blocks')
    .distinctOn('block_id')
    .select(['block_id', 'course_id'])
    .where((eb) => eb('block_id', '=', eb.fn.any(eb.val(blockIds))))
    .orderBy('block_id')
    .orderBy('added')
    .execute();
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

const DRAFT = ['revision', 'state', 'updated_at'] as const;

/** The organisation's draft of a course, or undefined (another organisation's is not found either). */
export async function findDraft(db: Db, orgId: string, courseId: string): Promise<DraftRow | undefined> {
  return coursesTables(db)
    .selectFrom('course_drafts')
    .select(DRAFT)
    .where('course_id', '=', courseId)
    .where('org_id', '=', orgId)
    .executeTakeFirst();
}

/** The user's most recently saved module that is being drafted, not deleted. */
export async function latestDraftOf(
  db: Db,
  orgId: string,
  userId: string,
  referrerUrl?: string,
): Promise<DraftRow | undefined> {
  const fromPage = referrerUrl === undefined ? sql`` : sql`AND state->>'referrerUrl' = ${referrerUrl}`;
  const { rows } = await sql<DraftRow>`
    SELECT revision, state, updated_at FROM course_drafts
    WHERE org_id = ${orgId} AND status = 'DRAFTING' AND state->>'ownerId' = ${userId} AND state->>'deletedAt' IS NULL
    ${fromPage}
    ORDER BY updated_at DESC LIMIT 1`.execute(db);
  return rows[0];
}
