import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type Block, newBlock } from '../../../../src/modules/courses/content';
import type { Suggestion } from '../../../../src/web/ai/assist/assistActions';
import { SuggestionView } from '../../../../src/web/ai/assist/SuggestionView';

let ids = 0;
const render = (block: Block, suggestion: Suggestion) =>
  renderToStaticMarkup(<SuggestionView block={block} suggestion={suggestion} />);

describe('a suggestion as it reads', () => {
  it('lists the feedback by option, in their order, leaving out blank options', () => {
    const question = newBlock('QuestionBlockComponent', { blockId: 'q', newId: () => `o${++ids}` });
    const [first, second, third] = question.data.options;
    const written = {
      ...question,
      data: { ...question.data, options: [{ ...first!, value: 'Foam' }, second!, { ...third!, value: 'Water' }] },
    };
    const html = render(written, {
      kind: 'choice-feedback',
      feedbackByChoices: { [third!.id]: 'Wrong', [second!.id]: 'Blank', [first!.id]: 'Right' },
    });
    expect(html).toContain('<dt>Foam</dt><dd>Right</dd></div><div><dt>Water</dt><dd>Wrong</dd>');
    expect(html).not.toContain('Blank');
  });

  it('says so when no option has a text to give feedback on', () => {
    const question = newBlock('QuestionBlockComponent', { blockId: 'q', newId: () => `o${++ids}` });
    const html = render(question, { kind: 'choice-feedback', feedbackByChoices: {} });
    expect(html).toContain('give the options a text first');
  });

  it('shows a rewritten heading as plain text, its markup escaped', () => {
    const heading = newBlock('HeadingBlockComponent', { blockId: 'h', newId: () => 'x' });
    expect(render(heading, { kind: 'text', text: '<b>Safety</b>' })).toContain('&lt;b&gt;Safety&lt;/b&gt;');
  });
});
