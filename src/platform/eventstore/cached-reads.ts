import type { EventStore, ReadStreamOptions, RecordedEvent } from './types';

/**
 * An EventStore whose whole-stream reads come from memory plus only the events written since:
 * a save of a long course reads a few rows instead of its whole history. Stored events never
 * change, and each read still asks the store for anything newer, so every instance stays exact.
 * The least recently read streams are forgotten beyond `maxStreams`.
 */
export function withCachedStreamReads(store: EventStore, maxStreams = 500): EventStore {
  const cache = new Map<string, RecordedEvent[]>();

  async function readWhole(streamId: string): Promise<RecordedEvent[]> {
    const known = cache.get(streamId) ?? [];
    const newer = await store.readStream(streamId, { fromVersion: known.length });
    const events = newer.length ? [...known, ...newer] : known;
    cache.delete(streamId);
    if (events.length) cache.set(streamId, events);
    if (cache.size > maxStreams) cache.delete(cache.keys().next().value!);
    return events.slice();
  }

  return {
    appendToStream: (streamId, events, options) => store.appendToStream(streamId, events, options),
    readStream: (streamId: string, options?: ReadStreamOptions) =>
      options === undefined ? readWhole(streamId) : store.readStream(streamId, options),
    readAll: (options) => store.readAll(options),
    subscribeToAll: (options, handler) => store.subscribeToAll(options, handler),
    headPosition: () => store.headPosition(),
    close: () => store.close(),
  };
}
