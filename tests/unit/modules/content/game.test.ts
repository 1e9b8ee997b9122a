import { describe, expect, it } from 'vitest';
import { learnerContent } from '../../../../src/modules/courses/content/answers';
import { emptyContent } from '../../../../src/modules/courses/content/content';
import { isPair, learnerGame, type LearnerGame } from '../../../../src/modules/courses/content/game';
import { newBlock } from '../../../../src/modules/courses/content/new-block';

const PAIRS = [
  { left: 'Water', right: 'Paper fires' },
  { left: 'CO2', right: 'Electrical fires' },
  { left: 'Foam', right: 'Liquid fires' },
  { left: 'Powder', right: 'Metal fires' },
  { left: 'Blanket', right: 'Pan fires' },
];

const textOf = (cards: LearnerGame['left'], id: string) => cards.find((c) => c.id === id)?.text;

describe('a game as learners receive it', () => {
  it('sends no pair: the content has no pairs, and the key words never sit side by side', async () => {
    const block = {
      ...newBlock('CVRBlockComponent', { blockId: 'g1', newId: () => 'x' }),
      data: { game: 'memory' as const, url: '', pairs: PAIRS },
    };
    const sent = await learnerContent({ ...emptyContent('T', ''), blocks: { g1: block } });
    const data = sent.blocks.g1!.data as unknown as LearnerGame & { pairs: unknown[] };
    expect(data.pairs).toEqual([]);
    expect(data.left.map((c) => c.text).sort()).toEqual(PAIRS.map((p) => p.left).sort());
    expect(data.right.map((c) => c.text).sort()).toEqual(PAIRS.map((p) => p.right).sort());
    const json = JSON.stringify(sent);
    for (const pair of PAIRS) expect(json).not.toContain(`"${pair.left}","${pair.right}"`);
  });

  it('the hashes verify exactly the author’s pairs', async () => {
    const game = await learnerGame('g1', PAIRS);
    expect(game.pairHashes).toHaveLength(PAIRS.length);
    const right = new Map(PAIRS.map((p) => [p.left, p.right]));
    for (const l of game.left)
      for (const r of game.right)
        expect(await isPair('g1', l.id, r.id, game.pairHashes)).toBe(right.get(l.text) === r.text);
    expect(await isPair('g2', game.left[0]!.id, game.right[0]!.id, game.pairHashes)).toBe(false);
  });

  it('shuffles the same way every time, and never leaves a right beside its left', async () => {
    const first = await learnerGame('g1', PAIRS);
    expect(await learnerGame('g1', PAIRS)).toEqual(first);
    expect(first.left.map((c) => c.text)).not.toEqual(PAIRS.map((p) => p.left));
    for (let n = 2; n <= 12; n++) {
      const pairs = Array.from({ length: n }, (_, i) => ({ left: `L${i}`, right: `R${i}` }));
      for (const id of ['a', 'b', 'c', 'd']) {
        const game = await learnerGame(id, pairs);
        for (const [place, card] of game.left.entries())
          expect(game.right[place]!.text).not.toBe(`R${card.text.slice(1)}`);
      }
    }
  });

  it('ids say nothing of the pairing or of the author’s order', async () => {
    const game = await learnerGame('g1', PAIRS);
    const ids = [...game.left, ...game.right].map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[lr][0-9a-f]{10}$/);
    expect(textOf(game.left, game.left[0]!.id)).toBe(game.left[0]!.text);
  });

  it('leaves out pairs with a blank side', async () => {
    const game = await learnerGame('g1', [...PAIRS.slice(0, 2), { left: 'Sand', right: ' ' }]);
    expect(game.left).toHaveLength(2);
    expect(game.pairHashes).toHaveLength(2);
  });
});
