import { describe, expect, it } from 'vitest';
import { PROMPT_MAX } from '../../../../src/modules/ai/shared';
import { type BlockOf, type BlockType, newBlock } from '../../../../src/modules/courses/content';
import {
  accept,
  actionsFor,
  actionTitle,
  questionFor,
  rewritableText,
} from '../../../../src/web/ai/assist/assistActions';

let ids = 0;
const fresh = <T extends BlockType>(type: T, data: Partial<BlockOf<T>['data']> = {}): BlockOf<T> => {
  const block = newBlock(type, { blockId: `block-${type}`, newId: () => `o${++ids}` });
  return { ...block, data: { ...block.data, ...data } };
};

const titles = (block: Parameters<typeof actionsFor>[0]) => actionsFor(block).map(actionTitle);
const REWRITES = ['Shorten', 'Expand', 'Simplify', 'Change tone', 'Fix grammar'];

describe('the actions a block offers', () => {
  it('rewrites text, headings and in-between texts; an in-between block also takes a fact', () => {
    expect(titles(fresh('TextBlockComponent'))).toEqual(REWRITES);
    expect(titles(fresh('HeadingBlockComponent'))).toEqual(REWRITES);
    expect(titles(fresh('InbetweenBlockComponent'))).toEqual([...REWRITES, 'Suggest a fact']);
  });

  it('writes feedback for the options of a choice question only, and the texts of the quiz results', () => {
    expect(titles(fresh('QuestionBlockComponent', { type: 'single choice' }))).toEqual(['Feedback for each option']);
    expect(titles(fresh('QuestionBlockComponent', { type: 'free text' }))).toEqual([]);
    expect(titles(fresh('QuizResultsBlockComponent'))).toEqual(['Pass and fail texts']);
  });

  it('offers nothing for media, games and embeds', () => {
    for (const type of ['ImageBlockComponent', 'VideoBlockComponent', 'CVRBlockComponent'] as const) {
      expect(actionsFor(fresh(type))).toEqual([]);
    }
  });
});

describe('what an action asks first', () => {
  it('asks the tone, empty, and the topic of a fact, prefilled with the block text within the prompt limit', () => {
    const inbetween = fresh('InbetweenBlockComponent', { text: '  Fire exits  ' });
    expect(questionFor({ kind: 'rewrite', rewrite: 'tone' }, inbetween)).toMatchObject({ label: 'Tone', initial: '' });
    expect(questionFor({ kind: 'fact' }, inbetween)).toMatchObject({ label: 'Topic', initial: 'Fire exits' });
    const long = fresh('InbetweenBlockComponent', { text: 'x'.repeat(PROMPT_MAX + 10) });
    expect(questionFor({ kind: 'fact' }, long)?.initial).toHaveLength(PROMPT_MAX);
  });

  it('asks nothing for the other actions', () => {
    const text = fresh('TextBlockComponent');
    expect(questionFor({ kind: 'rewrite', rewrite: 'shorten' }, text)).toBeNull();
    expect(questionFor({ kind: 'result-feedback' }, fresh('QuizResultsBlockComponent'))).toBeNull();
  });
});

describe('accepting a suggestion', () => {
  it('replaces the text a rewrite read: the html of a text block, the text of a heading', () => {
    const text = fresh('TextBlockComponent', { html: '<p>Long text.</p>' });
    expect(rewritableText(text)).toBe('<p>Long text.</p>');
    expect(accept(text, { kind: 'text', text: '<p>Short.</p>' }).data).toEqual({ html: '<p>Short.</p>' });
    const heading = fresh('HeadingBlockComponent', { text: 'Old', level: 3 });
    expect(accept(heading, { kind: 'text', text: 'New' }).data).toEqual({ text: 'New', level: 3 });
    expect(rewritableText(fresh('ImageBlockComponent'))).toBeNull();
  });

  it('cuts a plain text to what its block holds', () => {
    const long = 'x'.repeat(3000);
    const heading = accept(fresh('HeadingBlockComponent'), { kind: 'text', text: long });
    expect(heading.type === 'HeadingBlockComponent' && heading.data.text).toHaveLength(500);
    const inbetween = accept(fresh('InbetweenBlockComponent'), { kind: 'text', text: long });
    expect(inbetween.type === 'InbetweenBlockComponent' && inbetween.data.text).toHaveLength(2000);
  });

  it('sets both quiz results texts', () => {
    const feedback = { applausePassText: 'Well done', applauseFailText: 'Try again' };
    expect(accept(fresh('QuizResultsBlockComponent'), { kind: 'result-feedback', feedback }).data).toEqual(feedback);
  });

  it('writes option feedback over the old, keeps what the assistant left out, and skips blank and removed options', () => {
    const question = fresh('QuestionBlockComponent');
    const [first, second, third, blank] = question.data.options;
    const before = {
      ...question,
      data: {
        ...question.data,
        options: [first!, second!, third!, blank!].map((option, i) => ({ ...option, value: i < 3 ? `O${i}` : ' ' })),
        feedbackByChoices: { [first!.id]: 'Old', [third!.id]: 'Mine' },
      },
    };
    const after = accept(before, {
      kind: 'choice-feedback',
      feedbackByChoices: { [first!.id]: 'Right', [second!.id]: 'Wrong', [blank!.id]: 'Blank', removed: 'Gone' },
    });
    expect(after.type === 'QuestionBlockComponent' && after.data.feedbackByChoices).toEqual({
      [first!.id]: 'Right',
      [second!.id]: 'Wrong',
      [third!.id]: 'Mine',
    });
  });

  it('leaves a block that changed type meanwhile as it is', () => {
    const image = fresh('ImageBlockComponent');
    expect(accept(image, { kind: 'text', text: 'x' })).toBe(image);
    expect(accept(image, { kind: 'choice-feedback', feedbackByChoices: {} })).toBe(image);
  });
});
