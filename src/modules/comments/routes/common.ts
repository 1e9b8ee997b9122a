import type { Context } from 'hono';
import { handleCommand } from '../../../platform/commands/handle';
import { eventParser } from '../../../platform/commands/parse';
import type { Db } from '../../../platform/db/database';
import { notFound } from '../../../platform/errors';
import { positionToString, type EventStore } from '../../../platform/eventstore/types';
import type { AppEnv, Principal } from '../../../platform/http/env';
import { type ProjectionWait, readAfter } from '../../../platform/http/stale-reads';
import { COMMENTS } from '../read-models/comments-queries';
import { commentsDecider, type CommentCommand } from '../decider';
import { commentEventSchemas, commentsStream } from '../events';

export type CommentsDeps = {
  store: EventStore;
  db: Db;
  waitForProjection: ProjectionWait;
  canOpenCourse(principal: Principal, courseId: string): Promise<boolean>;
  avatarOf(userId: string): string;
};

const COURSE_NOT_AVAILABLE = 'Course ID not available';
const parse = eventParser(commentEventSchemas);

export const now = () => new Date().toISOString();
export const afterParam = (c: { req: { query(name: string): string | undefined } }) => c.req.query('after');

/** What the comment routes share: the course check, reads after a write, and running a command. */
export function commentCalls({ store, waitForProjection, canOpenCourse }: CommentsDeps) {
  async function checkCourse(p: Principal, courseId: string) {
    if (!(await canOpenCourse(p, courseId))) throw notFound(COURSE_NOT_AVAILABLE);
  }
  const caughtUp = (c: Context<AppEnv>, after?: string) => readAfter(c, waitForProjection, [COMMENTS], after);
  async function run(p: Principal, requestId: string, command: CommentCommand) {
    const result = await handleCommand({
      store,
      streamId: commentsStream(command.courseId),
      decider: commentsDecider,
      parse,
      command,
      context: { userId: p.userId, orgId: p.orgId, correlationId: requestId },
    });
    return { position: result.position ? positionToString(result.position) : undefined, events: result.events };
  }
  const write = async (p: Principal, requestId: string, command: CommentCommand) => ({
    position: (await run(p, requestId, command)).position,
  });
  return { checkCourse, caughtUp, run, write };
}
