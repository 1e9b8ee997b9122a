import { describe, expect, it } from 'vitest';
import type { Block, BlockData, BlockType } from '../../../../src/modules/courses/content/blocks';
import { estimatedMinutes } from '../../../../src/modules/courses/content/reading-time';

let n = 0;
const block = <T extends BlockType>(type: T, data: Partial<BlockData<T>>) =>
  ({ id: `b${++n}`, type, title: '', data }) as unknown as Block;
const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

describe('estimated time', () => {
  it('reads text, headings and in-betweens at 200 words a minute (html tags are no words)', () => {
    expect(
      estimatedMinutes([block('TextBlockComponent', { html: `<p>${words(600)}</p><ul><li>${words(400)}</li></ul>` })]),
    ).toBe(5);
    expect(
      estimatedMinutes([
        block('HeadingBlockComponent', { text: words(200), level: 2 }),
        block('InbetweenBlockComponent', { text: words(200) }),
      ]),
    ).toBe(2);
  });

  it('adds 30 s a question and 60 s a game', () => {
    const questions = Array.from({ length: 4 }, () => block('QuestionBlockComponent', {}));
    expect(estimatedMinutes(questions)).toBe(2);
    expect(estimatedMinutes([...questions, block('CVRBlockComponent', {}), block('CVRBlockComponent', {})])).toBe(4);
  });

  it('counts a video or audio by its duration when the block knows it, a guess otherwise', () => {
    const media = { id: 'm', contentType: 'video/mp4', durationSeconds: 330 };
    expect(estimatedMinutes([block('VideoBlockComponent', { media })])).toBe(6);
    expect(estimatedMinutes([block('AudioBlockComponent', { media: { ...media, durationSeconds: 150 } })])).toBe(3);
    expect(estimatedMinutes([block('VideoBlockComponent', { url: 'x' }), block('VideoBlockComponent', {})])).toBe(2);
    expect(estimatedMinutes([block('AvatarBlockComponent', { script: words(450) })])).toBe(3);
  });

  it('reads a block kind’s words, its parts’ titles and texts', () => {
    const items = [1, 2, 3].map((i) => ({ id: `i${i}`, title: words(100), body: `<p>${words(100)}</p>` }));
    expect(estimatedMinutes([block('AccordionBlockComponent', { items })])).toBe(3);
  });

  it('says at least a minute', () => {
    expect(estimatedMinutes([])).toBe(1);
    expect(estimatedMinutes([block('TextBlockComponent', { html: '<p>Hi</p>' })])).toBe(1);
  });
});
