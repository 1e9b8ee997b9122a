import { z } from 'zod';
import type { Principal } from '../../../platform/http/env';
import { notFound } from '../../../platform/errors';
import { ownerOfBlock } from '../block-claims';
import type { Content } from '../content/content';
import { loadCourseState } from '../course-view';
import { runCourseCommand } from '../run-command';
import type { CoursesDeps } from './deps';

export const BLOCK_NOT_FOUND = 'Block not found';

/** The blocks a call names by id (read or delete at once). */
export const blockIds = z.array(z.string().min(1).max(64)).min(1).max(500);

/** What the calls on blocks (of the blocks and of the drafts) share: the course a block is in, and a change to it. */
export function blockCalls({ store, db }: Pick<CoursesDeps, 'store' | 'db'>) {
  /** The course that owns a block id (the first that wrote it), when it is one of the caller's organisation. */
  async function courseOfBlock(p: Principal, blockId: string): Promise<string> {
    const courseId = await ownerOfBlock(store, db, blockId);
    const owner = courseId === undefined ? undefined : (await loadCourseState(store, courseId)).state;
    if (!owner?.exists || owner.course.orgId !== p.orgId) throw notFound(BLOCK_NOT_FOUND);
    return owner.course.id;
  }

  /** A block call: a change made on the course as it is now. */
  const editContent = (p: Principal, requestId: string, courseId: string, edit: (content: Content) => Content) =>
    runCourseCommand(store, { courseId, intent: { kind: 'edit', edit } }, p, requestId);

  return { courseOfBlock, editContent };
}
