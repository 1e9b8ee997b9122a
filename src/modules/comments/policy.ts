import { handleCommand } from '../../platform/commands/handle';
import { eventParser } from '../../platform/commands/parse';
import type { Database } from '../../platform/db/database';
import type { EventStore } from '../../platform/eventstore/types';
import type { Logger } from '../../platform/logger';
import { followStore } from '../../platform/subscriptions/follower';
import { commentsDecider } from './decider';
import { commentEventSchemas, commentsStream } from './events';

const parse = eventParser(commentEventSchemas);

/** SPEC §4 "Deleting a block also deletes its comments": a policy on the course's BlockDeleted event. */
export function startBlockCommentsPolicy(deps: { database: Database; store: EventStore; logger: Logger }) {
  const { store } = deps;
  return followStore({
    ...deps,
    name: 'policy:block-comments',
    from: 'start',
    async onBatch(batch) {
      for (const event of batch) {
        if (event.type !== 'BlockDeleted' || !event.streamId.startsWith('course-')) continue;
        const { courseId, blockId } = event.data as { courseId: string; blockId: string };
        const meta = event.metadata as { userId?: string; orgId?: string; correlationId?: string };
        await handleCommand({
          store,
          streamId: commentsStream(courseId),
          decider: commentsDecider,
          parse,
          command: { type: 'DeleteBlockComments', courseId, blockId },
          context: {
            userId: meta.userId ?? 'system',
            orgId: meta.orgId ?? '',
            correlationId: meta.correlationId ?? event.id,
            causationId: event.id,
          },
        });
      }
    },
  });
}
