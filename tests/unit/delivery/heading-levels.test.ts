import { describe, expect, it } from 'vitest';
import type { Block } from '../../../src/modules/courses/content/blocks';
import { headingLevels } from '../../../src/web/player/heading-levels';

const heading = (id: string, level: 1 | 2 | 3) =>
  ({ id, type: 'HeadingBlockComponent', title: '', data: { text: id, level } }) as Block;
const results = (id: string) =>
  ({ id, type: 'QuizResultsBlockComponent', title: '', data: { applausePassText: '', applauseFailText: '' } }) as Block;
const text = (id: string) => ({ id, type: 'TextBlockComponent', title: '', data: { html: '' } }) as Block;

const levelsOf = (blocks: Block[]) => [...headingLevels(blocks).entries()].filter(([id]) => !id.startsWith('t'));
/** No heading is more than one level below the one before it, starting below the page's h1. */
const skipsNone = (levels: number[]) => levels.every((level, i) => level <= (i === 0 ? 2 : levels[i - 1]! + 1));

describe('heading levels on the learner page (the title is the h1)', () => {
  it('never skips a level, whatever levels the author picked', () => {
    expect(levelsOf([heading('a', 2), heading('b', 3)])).toEqual([
      ['a', 2],
      ['b', 3],
    ]);
    expect(levelsOf([heading('a', 3), heading('b', 1), heading('c', 3), heading('d', 2), heading('e', 3)])).toEqual([
      ['a', 2],
      ['b', 2],
      ['c', 3],
      ['d', 3],
      ['e', 4],
    ]);
    for (const authored of [
      [1, 3],
      [3, 3, 1],
      [2, 1, 3, 3, 2],
      [1, 2, 3, 1, 3],
    ] as (1 | 2 | 3)[][]) {
      const levels = [...headingLevels(authored.map((l, i) => heading(`h${i}`, l))).values()];
      expect(skipsNone(levels), authored.join(',')).toBe(true);
    }
  });

  it('gives a block’s own heading (the quiz results) the level below its section', () => {
    const levels = headingLevels([results('r0'), heading('a', 1), text('t1'), heading('b', 2), results('r1')]);
    expect(levels.get('r0')).toBe(2);
    expect(levels.get('r1')).toBe(4);
  });
});
