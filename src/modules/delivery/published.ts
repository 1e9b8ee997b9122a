import { sql, type Kysely } from 'kysely';
import { notFound } from '../../platform/errors';
import type { Content } from '../courses/content/content';
import { toLearnerModule, type LearnerModule } from './learner-module';
import { memo } from './memo';

/** Which version of a course is live for learners (the `course_published` read model), without its content. */
export type PublishedHead = { course_id: string; org_id: string; revision: number; published_at: Date };

export const NOT_PUBLISHED = 'This module is not published';

export async function readPublished(db: Kysely<any>, courseId: string): Promise<PublishedHead> {
  const { rows } = await sql<PublishedHead>`
    SELECT course_id, org_id, revision, published_at FROM course_published WHERE course_id = ${courseId} AND live`.execute(db);
  if (!rows[0]) throw notFound(NOT_PUBLISHED);
  return rows[0];
}

/** The course a block belongs to (its draft), when that course is published. */
export async function courseOfBlock(db: Kysely<any>, blockId: string): Promise<string> {
  const { rows } = await sql<{ course_id: string }>`SELECT course_id FROM course_blocks WHERE block_id = ${blockId}`.execute(db);
  if (!rows[0]) throw notFound(NOT_PUBLISHED);
  return rows[0].course_id;
}

export const etagOf = (head: Pick<PublishedHead, 'course_id' | 'revision'>) => `"${head.course_id}-${head.revision}"`;

/** Learner modules change only when a course is published again: read and hashed once per course and revision. */
const hashed = memo<LearnerModule>(500);

export const learnerModuleOf = (db: Kysely<any>, head: PublishedHead): Promise<LearnerModule> =>
  hashed(etagOf(head), async () => {
    const { rows } = await sql<{ content: Content }>`
      SELECT content FROM course_published WHERE course_id = ${head.course_id} AND revision = ${head.revision}`.execute(db);
    if (!rows[0]) throw notFound(NOT_PUBLISHED);
    return toLearnerModule(head.course_id, head.revision, new Date(head.published_at), rows[0].content);
  });
