import { inSpan } from '../telemetry/tracing';
import type { AppendResult, EventStore, NewEvent } from './types';

/** `seconds`: how long the append took, from call to acknowledgement. */
export type AppendListener = (
  streamId: string,
  events: readonly NewEvent[],
  result: AppendResult,
  seconds: number,
) => void;

/**
 * An EventStore that tells its listeners of every append made through it, once stored and before
 * the appending call goes on: for caches of this process that must not answer from before a
 * change made here. Other processes learn of changes from the relay.
 */
export function withAppendListeners(store: EventStore): EventStore & { onAppended(listener: AppendListener): void } {
  const listeners: AppendListener[] = [];
  return {
    appendToStream: (streamId, events, options) =>
      inSpan(
        'eventstore append',
        {
          attributes: () => ({
            'tessera.stream': streamId,
            'tessera.event_types': events.map((e) => e.type).join(','),
          }),
        },
        async () => {
          const started = performance.now();
          const result = await store.appendToStream(streamId, events, options);
          const seconds = (performance.now() - started) / 1000;
          for (const listener of listeners) listener(streamId, events, result, seconds);
          return result;
        },
      ),
    readStream: (streamId, options) => store.readStream(streamId, options),
    readAll: (options) => store.readAll(options),
    subscribeToAll: (options, handler) => store.subscribeToAll(options, handler),
    headPosition: () => store.headPosition(),
    close: () => store.close(),
    onAppended: (listener) => listeners.push(listener),
  };
}
