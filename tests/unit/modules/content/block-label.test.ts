import { describe, expect, it } from 'vitest';
import { BLOCK_LABEL_LENGTH, blockLabel } from '../../../../src/modules/courses/content/block-label';
import type { Block, BlockOf, BlockType } from '../../../../src/modules/courses/content/blocks';
import { newBlock } from '../../../../src/modules/courses/content/new-block';

const block = <T extends BlockType>(type: T, data: Partial<BlockOf<T>['data']>): Block => {
  const fresh = newBlock(type, { blockId: 'b1', newId: () => 'o' });
  return { ...fresh, data: { ...fresh.data, ...data } } as Block;
};

describe('blockLabel (how the history names a block)', () => {
  it('is the words a learner reads first: rich text without its tags and entities, one space between words', () => {
    expect(
      blockLabel(block('TextBlockComponent', { html: '<p>Fire &amp; <strong>smoke</strong></p>\n<p>kill</p>' })),
    ).toBe('Fire & smoke kill');
    expect(blockLabel(block('HeadingBlockComponent', { text: '  Why   it matters ' }))).toBe('Why it matters');
    expect(blockLabel(block('QuestionBlockComponent', { title: 'Which extinguisher?' }))).toBe('Which extinguisher?');
  });

  it('names an image by its caption, else its alt text', () => {
    expect(blockLabel(block('ImageBlockComponent', { alt: 'A hose', caption: '' }))).toBe('A hose');
    expect(blockLabel(block('ImageBlockComponent', { alt: 'A hose', caption: 'Figure 1' }))).toBe('Figure 1');
  });

  it('cuts long words short with an ellipsis, and is empty for a block without words', () => {
    const label = blockLabel(block('HeadingBlockComponent', { text: 'word '.repeat(40) }));
    expect(label.length).toBeLessThanOrEqual(BLOCK_LABEL_LENGTH);
    expect(label.endsWith('…')).toBe(true);
    expect(blockLabel(block('HeadingBlockComponent', { text: '' }))).toBe('');
  });
});
