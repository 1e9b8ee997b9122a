import type { RecordedEvent } from '../eventstore/types';

/** A stream folded: its state after the last event, and the states after the last few. */
export type FoldedStream<State> = {
  state: State;
  /** The state just after `revision`, when it is one of the last few folded; otherwise undefined. */
  stateAt(revision: number): State | undefined;
};

type Folded<State> = { revision: number; event: RecordedEvent; state: State };

/**
 * Folds whole-stream reads, remembering the states after the last `revisions` events of the last
 * `streams` streams read, so the next read folds only the events written since. A state is reused
 * only when the read holds, at its revision, the very event object it was folded from: stored
 * events never change and the cached reads hand back the same objects, so that read is the same
 * stream up to there; a stream read afresh (other objects) folds from the start. Each read still
 * comes from the store, so every instance stays exact.
 * The states hold opened event data: use this only for streams whose events carry no personal values.
 */
export function createFoldedStates<State>(
  initial: State,
  evolve: (state: State, event: RecordedEvent) => State,
  limits = { streams: 500, revisions: 16 },
) {
  const streams = new Map<string, Folded<State>[]>();

  /** The folded states that are still this read's, oldest first. */
  function stillRead(events: RecordedEvent[], known: Folded<State>[]): Folded<State>[] {
    for (let i = known.length - 1; i >= 0; i--) {
      const { revision, event } = known[i]!;
      if (events[revision] === event) return known.slice(0, i + 1);
    }
    return [];
  }

  return function fold(events: RecordedEvent[]): FoldedStream<State> {
    const streamId = events[0]?.streamId;
    if (streamId === undefined) return { state: initial, stateAt: () => undefined };
    const recent = stillRead(events, streams.get(streamId) ?? []);
    let state = recent.at(-1)?.state ?? initial;
    for (let revision = (recent.at(-1)?.revision ?? -1) + 1; revision < events.length; revision++) {
      state = evolve(state, events[revision]!);
      recent.push({ revision, event: events[revision]!, state });
    }
    const kept = recent.slice(-limits.revisions);
    streams.delete(streamId);
    streams.set(streamId, kept);
    if (streams.size > limits.streams) streams.delete(streams.keys().next().value!);
    return {
      state,
      stateAt: (revision) => {
        const hit = kept.find((f) => f.revision === revision);
        return hit && events[revision] === hit.event ? hit.state : undefined;
      },
    };
  };
}
