import type { Kysely } from 'kysely';
import { notFound } from '../../platform/errors';
import { findCourseOfBlock, findPublishedContent, findPublishedHead, type PublishedHead } from '../../projections/course-content';
import { toLearnerModule, type LearnerModule } from './learner-module';
import { memo } from './memo';

export type { PublishedHead };

export const NOT_PUBLISHED = 'This module is not published';

/** Which version of a course is live for learners (the `course_published` read model), without its content. */
export async function readPublished(db: Kysely<any>, courseId: string): Promise<PublishedHead> {
  const head = await findPublishedHead(db, courseId);
  if (!head) throw notFound(NOT_PUBLISHED);
  return head;
}

/** The course a block belongs to (its draft), when that course is published. */
export async function courseOfBlock(db: Kysely<any>, blockId: string): Promise<string> {
  const courseId = await findCourseOfBlock(db, blockId);
  if (!courseId) throw notFound(NOT_PUBLISHED);
  return courseId;
}

export const etagOf = (head: Pick<PublishedHead, 'course_id' | 'revision'>) => `"${head.course_id}-${head.revision}"`;

/** Learner modules change only when a course is published again: read and hashed once per course and revision. */
const hashed = memo<LearnerModule>(500);

export const learnerModuleOf = (db: Kysely<any>, head: PublishedHead): Promise<LearnerModule> =>
  hashed(etagOf(head), async () => {
    const content = await findPublishedContent(db, head.course_id, head.revision);
    if (!content) throw notFound(NOT_PUBLISHED);
    return toLearnerModule(head.course_id, head.revision, new Date(head.published_at), content);
  });
