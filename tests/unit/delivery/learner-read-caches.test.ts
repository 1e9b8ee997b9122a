import { describe, expect, it } from 'vitest';
import { freshBatches } from '../../../src/modules/delivery/fresh-batches';
import { learnerBodies } from '../../../src/modules/delivery/learner-bodies';

describe('freshBatches', () => {
  it('answers the callers of one moment with one read, and a later caller with a read started after it asked', async () => {
    const reads: string[][] = [];
    let value = 1;
    const read = freshBatches(async (keys) => {
      reads.push(keys);
      const seen = value;
      await new Promise((r) => setTimeout(r, 5));
      return new Map(keys.map((k) => [k, `${k}${seen}`]));
    });
    const together = Promise.all([read('a'), read('b'), read('a')]);
    await new Promise((r) => setTimeout(r, 1)); // the first read is under way: the next caller must not join it
    value = 2;
    const later = read('a');
    expect(await together).toEqual(['a1', 'b1', 'a1']);
    expect(await later).toBe('a2');
    expect(reads).toEqual([['a', 'b'], ['a']]);
  });

  it('gives a failed read to its callers only; the next caller reads again', async () => {
    let fail = true;
    const read = freshBatches(async (keys) => {
      if (fail) throw new Error('down');
      return new Map(keys.map((k) => [k, k]));
    });
    await expect(read('a')).rejects.toThrow('down');
    fail = false;
    expect(await read('a')).toBe('a');
  });
});

describe('learnerBodies', () => {
  it('encodes an answer once, in brotli and gzip too', async () => {
    const bodies = learnerBodies(1_000_000);
    let made = 0;
    const text = () => {
      made++;
      return JSON.stringify({ words: 'word '.repeat(500) });
    };
    const [first, second] = await Promise.all([bodies.of('k', text), bodies.of('k', text)]);
    expect(first).toBe(second);
    expect(made).toBe(1);
    expect(first.br.byteLength).toBeLessThan(first.json.byteLength);
    expect(first.gzip.byteLength).toBeLessThan(first.json.byteLength);
    expect(bodies.ready('k')).toBe(first);
    expect(bodies.ready('never made')).toBeUndefined();
  });

  it('drops the least recently used answers beyond its size', async () => {
    const text = (n: number) => () => JSON.stringify({ n, random: Math.random().toString(36).repeat(30) });
    const one = await learnerBodies(1_000_000).of('probe', text(0));
    const size = one.json.byteLength + one.br.byteLength + one.gzip.byteLength;
    const bodies = learnerBodies(size * 2.5);
    const a = await bodies.of('a', text(1));
    await bodies.of('b', text(2));
    await bodies.of('a', text(1)); // a is used again: b is now the oldest
    await bodies.of('c', text(3));
    expect(await bodies.of('a', text(1))).toBe(a);
    let remade = false;
    await bodies.of('b', () => {
      remade = true;
      return text(2)();
    });
    expect(remade).toBe(true);
    expect(bodies.ready('c')).toBeUndefined(); // b pushed it out
  });
});
