import type { EventStore } from '../../platform/eventstore/types';
import { AppError } from '../../platform/errors';
import type { Principal } from '../../platform/http/env';
import type { Block } from './content/blocks';
import type { Content } from './content/content';
import { runCourseCommand } from './run-command';

/** Who changes a block on behalf of work Tessera did (a render, a transcription): not in any author's undo. */
export const systemPrincipal = (orgId: string): Principal => ({
  userId: 'system',
  orgId,
  roles: [],
  email: '',
  name: 'Tessera',
  sessionId: '',
});

/**
 * Changes one block's data on the course as it is now (`patch` gets the current data, returns the
 * new). A block or course gone since is left alone: null. A patch that changes nothing writes nothing.
 */
export async function editBlockData(
  store: EventStore,
  target: { courseId: string; blockId: string },
  patch: (block: Block) => Block['data'] | null,
  principal: Principal,
  correlationId: string,
) {
  const edit = (content: Content): Content => {
    const block = content.blocks[target.blockId];
    const data = block ? patch(block) : null;
    return block && data
      ? { ...content, blocks: { ...content.blocks, [block.id]: { ...block, data } as Block } }
      : content;
  };
  try {
    return await runCourseCommand(
      store,
      { courseId: target.courseId, intent: { kind: 'edit', edit } },
      principal,
      correlationId,
    );
  } catch (err) {
    if (err instanceof AppError && err.code === 'not_found') return null;
    throw err;
  }
}
