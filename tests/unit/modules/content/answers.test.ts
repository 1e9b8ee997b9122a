import { describe, expect, it } from 'vitest';
import { answerHash, checkAnswer, learnerContent } from '../../../../src/modules/courses/content/answers';
import { emptyContent } from '../../../../src/modules/courses/content/content';
import { newBlock } from '../../../../src/modules/courses/content/new-block';

describe('answers for learners (SPEC §5)', () => {
  it('checks one answer by its hash, ignoring case and spaces unless case sensitive', async () => {
    const hash = await answerHash('q1', 'Paris', false);
    expect(await checkAnswer('q1', '  paris ', [hash], false)).toBe(true);
    expect(await checkAnswer('q1', 'Lyon', [hash], false)).toBe(false);
    const strict = await answerHash('q1', 'Paris', true);
    expect(await checkAnswer('q1', 'paris', [strict], true)).toBe(false);
    expect(await checkAnswer('q2', 'Paris', [hash], false)).toBe(false);
  });

  it('checks a list of choices as a set: all of them and nothing else', async () => {
    const hashes = await Promise.all(['a', 'c'].map((id) => answerHash('q1', id, true)));
    expect(await checkAnswer('q1', ['c', 'a'], hashes, true)).toBe(true);
    expect(await checkAnswer('q1', ['a'], hashes, true)).toBe(false);
    expect(await checkAnswer('q1', ['a', 'b', 'c'], hashes, true)).toBe(false);
  });

  it('learners receive hashes, never the answers', async () => {
    let n = 0;
    const question = newBlock('QuestionBlockComponent', { blockId: 'q1', newId: () => `o${++n}` });
    const content = {
      ...emptyContent('T', ''),
      blocks: { q1: { ...question, data: { ...question.data, answer: ['o2'] } } },
    };
    const sent = await learnerContent(content);
    const data = sent.blocks.q1!.data as unknown as { answer: string[]; answerHashes: string[] };
    expect(data.answer).toEqual([]);
    expect(JSON.stringify(sent)).not.toContain('"o2"]');
    expect(await checkAnswer('q1', ['o2'], data.answerHashes, false)).toBe(true);
  });

  it('learners see no option the author left blank, unless it is marked correct', async () => {
    let n = 0;
    const question = newBlock('QuestionBlockComponent', { blockId: 'q1', newId: () => `o${++n}` });
    const options = question.data.options.map((o, i) => ({ ...o, value: i === 0 ? 'Foam' : i === 3 ? '  ' : '' }));
    const content = {
      ...emptyContent('T', ''),
      blocks: { q1: { ...question, data: { ...question.data, options, answer: ['o1', 'o3'] } } },
    };
    const sent = await learnerContent(content);
    const sentOptions = (sent.blocks.q1!.data as { options: { id: string }[] }).options;
    expect(sentOptions.map((o) => o.id)).toEqual(['o1', 'o3']);
  });
});
