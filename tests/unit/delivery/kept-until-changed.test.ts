import { describe, expect, it } from 'vitest';
import { keptUntilChanged } from '../../../src/modules/delivery/kept-until-changed';

/** A read model whose value per key the test sets, counting the reads it answers. */
function readModel() {
  const values = new Map<string, string>();
  let reads = 0;
  return {
    values,
    reads: () => reads,
    read: async (key: string) => {
      reads++;
      return values.get(key) ?? 'none';
    },
  };
}

/** A change's settling, resolved by the test (as the read model catching up would). */
function settling() {
  let settle!: () => void;
  const settled = new Promise<void>((resolve) => (settle = resolve));
  return {
    settled,
    async settle() {
      settle();
      await settled;
      await Promise.resolve();
    },
  };
}

describe('keptUntilChanged: learner reads kept until a change is announced', () => {
  it('reads a key once and answers from memory after, until that key changes', async () => {
    const model = readModel();
    model.values.set('a', 'v1');
    const kept = keptUntilChanged(model.read, 10);
    expect([await kept.get('a'), await kept.get('a'), await kept.get('a')]).toEqual(['v1', 'v1', 'v1']);
    expect(model.reads()).toBe(1);

    model.values.set('a', 'v2');
    const change = settling();
    kept.changing('a', change.settled);
    expect(await kept.get('a')).toBe('v2');
    expect(await kept.get('a')).toBe('v2');
    expect(model.reads()).toBe(3); // settling: every read goes to the read model
    await change.settle();
    expect([await kept.get('a'), await kept.get('a')]).toEqual(['v2', 'v2']);
    expect(model.reads()).toBe(4);
  });

  it('keeps other keys through a change of one, and forgets them all on a change of everything', async () => {
    const model = readModel();
    const kept = keptUntilChanged(model.read, 10);
    await kept.get('a');
    await kept.get('b');
    const one = settling();
    kept.changing('a', one.settled);
    await kept.get('b');
    expect(model.reads()).toBe(2);
    const all = settling();
    kept.changing(null, all.settled);
    await kept.get('b');
    await kept.get('b');
    expect(model.reads()).toBe(4);
    await all.settle();
    await one.settle();
    await kept.get('b');
    await kept.get('b');
    expect(model.reads()).toBe(5);
  });

  it('never keeps a value read before a change that was announced while the read ran', async () => {
    let release!: (value: string) => void;
    const kept = keptUntilChanged(() => new Promise<string>((resolve) => (release = resolve)), 10);
    const early = kept.get('a');
    const change = settling();
    kept.changing('a', change.settled);
    release('old');
    expect(await early).toBe('old');
    await change.settle();
    const fresh = kept.get('a');
    release('new');
    expect(await fresh).toBe('new');
  });

  it('keeps nothing while the bus that announces changes is down, and starts afresh once it is back', async () => {
    const model = readModel();
    const kept = keptUntilChanged(model.read, 10);
    await kept.get('a');
    kept.trust(false);
    await kept.get('a');
    await kept.get('a');
    expect(model.reads()).toBe(3);
    kept.trust(true);
    await kept.get('a');
    await kept.get('a');
    expect(model.reads()).toBe(4);
  });

  it('forgets the least recently read key beyond its size', async () => {
    const model = readModel();
    const kept = keptUntilChanged(model.read, 2);
    await kept.get('a');
    await kept.get('b');
    await kept.get('a');
    await kept.get('c'); // b goes
    await kept.get('a');
    await kept.get('b');
    expect(model.reads()).toBe(4);
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const kept = keptUntilChanged(async () => {
      if (fail) throw new Error('down');
      return 'up';
    }, 10);
    await expect(kept.get('a')).rejects.toThrow('down');
    fail = false;
    expect(await kept.get('a')).toBe('up');
  });
});
