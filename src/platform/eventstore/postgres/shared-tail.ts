import type { Position, RecordedEvent } from '../types';

/** A read for a subscription loop: the events, and whether newer committed ones were hidden from it. */
export type TailRead = { events: RecordedEvent[]; hidden: boolean };

type Read = (after: Position, maxCount: number) => Promise<TailRead>;

/** Answers kept per epoch: only the store's tail is asked for by many loops at once. */
const MAX_KEPT = 16;

/**
 * Subscription reads shared between the loops of one store. Live loops sit at the same position
 * and, after one wake-up, each would ask the store the same question: one read answers them all.
 * An answer holds for the rest of its epoch (no append announced since it started, see waker.ts),
 * except a full batch (the loop reads on at once from elsewhere) or one that saw hidden events
 * (they may show without a wake-up); those are shared only while they are in flight.
 */
export function sharedTail(read: Read, epochOf: () => number): Read {
  let epoch = -1;
  let kept = new Map<string, Promise<TailRead>>();

  return (after, maxCount) => {
    if (epoch !== epochOf()) {
      epoch = epochOf();
      kept = new Map();
    }
    const key = `${after.commit}/${after.prepare}/${maxCount}`;
    const known = kept.get(key);
    if (known) return known;
    const answer = read(after, maxCount);
    const entries = kept;
    entries.set(key, answer);
    if (entries.size > MAX_KEPT) entries.delete(entries.keys().next().value!);
    const forget = () => entries.get(key) === answer && entries.delete(key);
    answer.then((r) => (r.hidden || r.events.length === maxCount) && forget(), forget);
    return answer;
  };
}
