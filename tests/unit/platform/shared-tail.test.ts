import { describe, expect, it } from 'vitest';
import { sharedTail, type TailRead } from '../../../src/platform/eventstore/postgres/shared-tail';
import type { Position, RecordedEvent } from '../../../src/platform/eventstore/types';

const at = (n: number): Position => ({ commit: BigInt(n), prepare: 0n });
const event = (n: number) => ({ id: `e${n}`, position: at(n) }) as RecordedEvent;

/** A store read that counts its calls and answers what `answer` says. */
function countedRead(answer: (after: Position, maxCount: number) => TailRead) {
  const calls: string[] = [];
  const read = async (after: Position, maxCount: number) => {
    calls.push(`${after.commit}/${maxCount}`);
    return answer(after, maxCount);
  };
  return { calls, read };
}

describe('shared tail reads', () => {
  it('one read answers every loop asking from the same position in one epoch; a new epoch reads again', async () => {
    let epoch = 0;
    const { calls, read } = countedRead(() => ({ events: [event(2)], hidden: false }));
    const tail = sharedTail(read, () => epoch);
    const answers = await Promise.all(Array.from({ length: 25 }, () => tail(at(1), 100)));
    expect(answers.every((a) => a.events[0]?.id === 'e2')).toBe(true);
    await tail(at(1), 100);
    expect(calls).toEqual(['1/100']);
    await tail(at(1), 50);
    epoch++;
    await tail(at(1), 100);
    expect(calls).toEqual(['1/100', '1/50', '1/100']);
  });

  it('an answer that saw hidden events, or filled its batch, is shared only while in flight', async () => {
    const { calls, read } = countedRead((after) =>
      after.commit === 1n ? { events: [], hidden: true } : { events: [event(3), event(4)], hidden: false },
    );
    const tail = sharedTail(read, () => 0);
    await Promise.all([tail(at(1), 10), tail(at(1), 10)]);
    await tail(at(1), 10);
    await Promise.all([tail(at(2), 2), tail(at(2), 2)]);
    await tail(at(2), 2);
    expect(calls).toEqual(['1/10', '1/10', '2/2', '2/2']);
  });

  it('a failed read is not kept', async () => {
    let fail = true;
    const tail = sharedTail(
      async () => {
        if (fail) throw new Error('connection terminated');
        return { events: [], hidden: false };
      },
      () => 0,
    );
    await expect(tail(at(1), 10)).rejects.toThrow('connection terminated');
    fail = false;
    await expect(tail(at(1), 10)).resolves.toEqual({ events: [], hidden: false });
  });
});
