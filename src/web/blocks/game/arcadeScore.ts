const PER_MATCH = 100;
const PER_MISS = 25;
/** A finished round earns a bonus for each second under this much time per pair. */
const SECONDS_PER_PAIR = 10;
const PER_SECOND_SAVED = 5;

/** The arcade's score: matches earn, misses cost (never below zero), and a finished round earns a bonus for speed. */
export function arcadeScore({
  matches,
  misses,
  pairs,
  seconds,
  finished,
}: {
  matches: number;
  misses: number;
  pairs: number;
  seconds: number;
  finished: boolean;
}): number {
  const play = Math.max(0, matches * PER_MATCH - misses * PER_MISS);
  const bonus = finished ? Math.max(0, pairs * SECONDS_PER_PAIR - seconds) * PER_SECOND_SAVED : 0;
  return play + bonus;
}
