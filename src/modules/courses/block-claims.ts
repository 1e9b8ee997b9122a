import { eventParser } from '../../platform/commands/parse';
import { badRequest } from '../../platform/errors';
import {
  WrongExpectedVersionError,
  type EventMetadata,
  type EventStore,
  type NewEvent,
} from '../../platform/eventstore/types';
import { findBlockOwner, findBlockOwners } from './read-models/course-content-queries';
import { blockClaimEventSchemas, courseStream } from './events';
import type { Db } from '../../platform/db/database';

/**
 * Block ids come from the client, and published ones are public, so a block id belongs to the
 * first course that wrote it. Each id is claimed on a stream of its own (`block-<id>`), appended
 * only when the stream does not exist yet: the store's own version check makes two courses racing
 * for one id end with exactly one owner, on every instance, with no table outside the store.
 */
const blockStream = (blockId: string) => `block-${blockId}`;
const parse = eventParser(blockClaimEventSchemas);

const blockTakenMessage = (blockId: string) => `Block ${blockId} belongs to another module; give the block a new id`;

async function claimedBy(store: EventStore, blockId: string): Promise<string | undefined> {
  const [first] = await store.readStream(blockStream(blockId), { maxCount: 1 });
  return first ? parse(first).data.courseId : undefined;
}

/**
 * The course that owns a block id: its claim (always current, so a block just written is found),
 * or for a block written before ids were claimed, the first course the read model saw write it.
 */
export async function ownerOfBlock(store: EventStore, db: Db, blockId: string): Promise<string | undefined> {
  return (await claimedBy(store, blockId)) ?? (await findBlockOwner(db, blockId))?.course_id;
}

/** Claims run side by side, a few at a time: a duplicated or generated module adds hundreds of blocks at once. */
const CLAIMS_AT_ONCE = 8;

/**
 * Claims every id for the course, or throws 400 naming one another course owns. Each claim is
 * appended first and read only when the stream already exists (the course's own id, brought back
 * by undo or restore, or another's). Ids written before claims existed are checked in one query.
 */
async function claimAll(
  store: EventStore,
  db: Db,
  courseId: string,
  blockIds: string[],
  metadata: EventMetadata,
): Promise<void> {
  const taken = (blockId: string) =>
    badRequest(blockTakenMessage(blockId), [{ path: 'blocks', message: blockTakenMessage(blockId) }]);
  const earlier = await findBlockOwners(db, blockIds);
  const foreign = blockIds.find((id) => earlier.has(id) && earlier.get(id) !== courseId);
  if (foreign !== undefined) throw taken(foreign);
  const claim = async (blockId: string) => {
    try {
      await store.appendToStream(
        blockStream(blockId),
        [{ type: 'BlockIdClaimed', data: { blockId, courseId }, metadata }],
        { expectedVersion: 'no_stream' },
      );
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      if ((await claimedBy(store, blockId)) !== courseId) throw taken(blockId);
    }
  };
  const queue = [...blockIds];
  const worker = async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) await claim(next);
  };
  await Promise.all(Array.from({ length: Math.min(CLAIMS_AT_ONCE, queue.length) }, worker));
}

const addedBlockIds = (events: NewEvent[]) =>
  events.filter((e) => e.type === 'BlockAdded').map((e) => (e.data as { block: { id: string } }).block.id);

/**
 * The event store as the courses module writes to it: before a course's events are appended,
 * every block they add is claimed for that course (400 naming the block when another course
 * owns it). Every write path (create, save, block calls, undo, restore) goes through it.
 */
export function withBlockClaims(store: EventStore, db: Db): EventStore {
  const coursePrefix = courseStream('');
  return {
    async appendToStream(streamId, events, options) {
      if (streamId.startsWith(coursePrefix)) {
        const courseId = streamId.slice(coursePrefix.length);
        const added = [...new Set(addedBlockIds(events))];
        if (added.length > 0) await claimAll(store, db, courseId, added, events[0]?.metadata ?? {});
      }
      return store.appendToStream(streamId, events, options);
    },
    readStream: (streamId, options) => store.readStream(streamId, options),
    readAll: (options) => store.readAll(options),
    subscribeToAll: (options, handler) => store.subscribeToAll(options, handler),
    headPosition: () => store.headPosition(),
    close: () => store.close(),
  };
}
