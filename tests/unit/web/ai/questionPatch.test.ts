import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion } from '../../../../src/modules/ai/shared';
import { blocksInOrder, type Block, type Content } from '../../../../src/modules/courses/content';
import { starterContent } from '../../../../src/modules/courses/content/starter';
import { questionBlock, questionsPatch } from '../../../../src/web/ai/questions/questionPatch';
import { workingContent } from '../../../../src/web/editor/draftPatch';
import { addBlockPatch, newBlockOf, sectionOrder } from '../../../../src/web/editor/structureOps';

let n = 0;
const ids = (length = 16) => `id${++n}`.padEnd(length, 'x');
const base: Content = starterContent('Module', '', ids);
const types = (c: Content) => blocksInOrder(c).map((b) => b.type.replace('BlockComponent', ''));
const written: GeneratedQuestion = {
  title: 'Which exit is closest?',
  type: 'single choice',
  options: [
    { value: 'The stairs', correct: false },
    { value: 'The door behind you', correct: true },
  ],
};

describe('questions the assistant wrote, into the module', () => {
  it('become question blocks with the placeholder ids, their right answers by option id', () => {
    const block = questionBlock(written, 'placeholder-1', ids);
    expect(block.id).toBe('placeholder-1');
    expect(block.data.options.map((o) => o.value)).toEqual(['The stairs', 'The door behind you']);
    expect(block.data.options.every((o) => o.id.length === 5)).toBe(true);
    expect(block.data.answer).toEqual([block.data.options[1]!.id]);
    expect(block.data.type).toBe('single choice');
  });

  it('go after their section in order, in one patch', () => {
    const blocks = ['q1', 'q2', 'q3'].map((id) => questionBlock(written, id, ids));
    const first = sectionOrder(base)[0];
    const after = workingContent(base, questionsPatch(base, blocks, first, null));
    expect(types(after)).toEqual(['Text', 'Question', 'Question', 'Question', 'Heading', 'Image']);
    expect(
      blocksInOrder(after)
        .slice(1, 4)
        .map((b) => b.id),
    ).toEqual(['q1', 'q2', 'q3']);
  });

  it('take the place of the in-between block they replace', () => {
    const between = newBlockOf('InbetweenBlockComponent');
    const withBetween = workingContent(base, addBlockPatch(base, between, sectionOrder(base)[0]));
    const section = sectionOrder(withBetween)[1]!;
    const blocks: Block[] = ['q1', 'q2'].map((id) => questionBlock(written, id, ids));
    const after = workingContent(withBetween, questionsPatch(withBetween, blocks, section, between.id));
    expect(types(after)).toEqual(['Text', 'Question', 'Question', 'Heading', 'Image']);
    expect(after.blocks[between.id]).toBeUndefined();
    expect(after.sections[section]).toBeUndefined();
  });

  it('go at the end when their section was deleted meanwhile', () => {
    const blocks = [questionBlock(written, 'q1', ids)];
    const after = workingContent(base, questionsPatch(base, blocks, 'gone', null));
    expect(types(after)).toEqual(['Text', 'Heading', 'Image', 'Question']);
  });
});
