import { describe, expect, it } from 'vitest';
import { comparePositions, positionFromString, positionToString } from '../../../src/platform/eventstore/types';
import { ID_ALPHABET, newId } from '../../../src/platform/ids';

describe('ids', () => {
  it('use the 54-character alphabet without look-alikes', () => {
    expect(new Set(ID_ALPHABET).size).toBe(54);
    for (const ch of '01O0lIS5o') expect(ID_ALPHABET).not.toContain(ch);
    const id = newId(5);
    expect(id).toHaveLength(5);
    expect([...id].every((c) => ID_ALPHABET.includes(c))).toBe(true);
    expect(new Set(Array.from({ length: 1000 }, () => newId())).size).toBe(1000);
  });
});

describe('positions', () => {
  it('compare as (commit, prepare) tuples and round-trip as text', () => {
    expect(comparePositions({ commit: 2n, prepare: 1n }, { commit: 10n, prepare: 0n })).toBe(-1);
    expect(comparePositions({ commit: 10n, prepare: 5n }, { commit: 10n, prepare: 4n })).toBe(1);
    const p = { commit: 18446744073709551615n, prepare: 42n };
    expect(positionFromString(positionToString(p))).toEqual(p);
    expect(positionFromString('12')).toBeNull();
    expect(positionFromString('1/2/3')).toBeNull();
  });
});
