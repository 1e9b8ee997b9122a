import { describe, expect, it } from 'vitest';
import { arcadeScore } from '../../../src/web/blocks/game/arcadeScore';
import { newRound, type OpenCard, pairOf, type Round, roundReducer } from '../../../src/web/blocks/game/round';

const L1: OpenCard = { id: 'l1', side: 'left', text: 'Water' };
const L2: OpenCard = { id: 'l2', side: 'left', text: 'CO2' };
const R1: OpenCard = { id: 'r1', side: 'right', text: 'Paper fires' };
const pick = (round: Round, card: OpenCard) => roundReducer(round, { type: 'pick', card });
const checked = (round: Round, match: boolean) => roundReducer(round, { type: 'checked', match });

describe('a round of a matching game', () => {
  it('memory: two cards turned are checked; a miss stays face up until the next card, a match stays up', () => {
    let round = pick(newRound('memory'), L1);
    expect(round).toMatchObject({ open: [L1], checking: false, said: { turned: 'Water' } });
    expect(pick(round, L1)).toBe(round);
    round = pick(round, L2);
    expect(round.checking).toBe(true);
    expect(pairOf(round.open)).toBeNull();
    expect(pick(round, R1)).toBe(round);
    round = checked(round, false);
    expect(round).toMatchObject({
      open: [L1, L2],
      tries: 1,
      misses: 1,
      said: { match: false, first: 'Water', second: 'CO2' },
    });
    round = pick(round, R1);
    expect(round.open).toEqual([R1]);
    round = pick(round, L1);
    expect(pairOf(round.open)).toEqual({ left: 'l1', right: 'r1' });
    round = checked(round, true);
    expect(round).toMatchObject({
      open: [],
      matched: ['r1', 'l1'],
      tries: 2,
      said: { match: true, first: 'Paper fires', second: 'Water' },
    });
    expect(pick(round, L1)).toBe(round);
  });

  it('word match: one card a side; picking the same side again changes the pick, picking it twice drops it', () => {
    let round = pick(newRound('match'), L1);
    round = pick(round, L2);
    expect(round).toMatchObject({ open: [L2], checking: false });
    round = pick(round, L2);
    expect(round.open).toEqual([]);
    round = pick(pick(round, L1), R1);
    expect(round.checking).toBe(true);
    round = checked(round, false);
    expect(round).toMatchObject({ open: [], tries: 1, misses: 1 });
  });

  it('the arcade scores matches, misses and, at the end, speed', () => {
    expect(arcadeScore({ matches: 2, misses: 1, pairs: 3, seconds: 20, finished: false })).toBe(175);
    expect(arcadeScore({ matches: 0, misses: 5, pairs: 3, seconds: 20, finished: false })).toBe(0);
    expect(arcadeScore({ matches: 3, misses: 0, pairs: 3, seconds: 20, finished: true })).toBe(350);
    expect(arcadeScore({ matches: 3, misses: 0, pairs: 3, seconds: 90, finished: true })).toBe(300);
  });
});
