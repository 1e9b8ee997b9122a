import { describe, expect, it } from 'vitest';
import { createFoldedStates } from '../../../src/platform/commands/folded-states';
import type { RecordedEvent } from '../../../src/platform/eventstore/types';

const event = (streamId: string, version: number): RecordedEvent => ({
  id: `${streamId}-${version}`,
  streamId,
  version,
  type: 'Added',
  data: { n: version + 1 },
  metadata: {},
  position: { commit: BigInt(version + 1), prepare: 0n },
  recordedAt: new Date(0),
});
const stream = (streamId: string, length: number) => Array.from({ length }, (_, v) => event(streamId, v));

/** A fold that sums `n` and counts the events it evolved. */
function summing(limits?: { streams: number; revisions: number }) {
  const evolved: number[] = [];
  const fold = createFoldedStates<number>(
    0,
    (sum, e) => {
      evolved.push(e.version);
      return sum + (e.data as { n: number }).n;
    },
    limits,
  );
  return { fold, evolved };
}

describe('folded states', () => {
  it('folds only the events read since, when the stream as read is the one folded', () => {
    const { fold, evolved } = summing();
    const events = stream('s', 5);
    expect(fold(events).state).toBe(15);
    const longer = [...events, event('s', 5), event('s', 6)];
    evolved.length = 0;
    expect(fold(longer).state).toBe(28);
    expect(evolved).toEqual([5, 6]);
  });

  it('folds from the start a stream read afresh (other event objects), and gets the same state', () => {
    const { fold, evolved } = summing();
    fold(stream('s', 4));
    evolved.length = 0;
    expect(fold(stream('s', 4)).state).toBe(10);
    expect(evolved).toEqual([0, 1, 2, 3]);
  });

  it('answers an older read from the states it keeps, without folding', () => {
    const { fold, evolved } = summing();
    const events = stream('s', 6);
    fold(events);
    evolved.length = 0;
    expect(fold(events.slice(0, 4)).state).toBe(10);
    expect(evolved).toEqual([]);
  });

  it('gives the states after the last few revisions, and nothing for older ones', () => {
    const { fold } = summing({ streams: 10, revisions: 3 });
    const folded = fold(stream('s', 6));
    expect([5, 4, 3].map(folded.stateAt)).toEqual([21, 15, 10]);
    expect(folded.stateAt(2)).toBeUndefined();
    expect(fold(stream('s', 6)).stateAt(4)).toBe(15);
  });

  it('keeps each stream apart and forgets the least recently read beyond its limit', () => {
    const { fold, evolved } = summing({ streams: 2, revisions: 4 });
    const a = stream('a', 2);
    const b = stream('b', 3);
    const c = stream('c', 1);
    expect([fold(a).state, fold(b).state, fold(c).state]).toEqual([3, 6, 1]);
    evolved.length = 0;
    expect(fold(b).state).toBe(6);
    expect(fold(a).state).toBe(3);
    expect(evolved).toEqual([0, 1]);
  });

  it('an empty stream folds to the initial state', () => {
    expect(summing().fold([]).state).toBe(0);
  });
});
