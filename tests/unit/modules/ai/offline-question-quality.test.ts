import { describe, expect, it } from 'vitest';
import { offlineProvider } from '../../../../src/modules/ai/offline';
import {
  answerableFromOneSentence,
  distractorsOfAnswerKind,
  qualityFixtures,
  quizzesTitleOrUrl,
} from '../../../support/question-quality';

const never = new AbortController().signal;
const provider = offlineProvider();

describe('offline questions on the training texts of bench:ai', () => {
  for (const { name, text } of qualityFixtures()) {
    it(`${name}: asks from one sentence, never a title or an address, with distractors of the answer's kind`, async () => {
      const { output } = await provider.questions({ prompt: '', content: text, count: 10 }, never);
      expect(output.length).toBeGreaterThanOrEqual(8);
      for (const question of output) {
        expect(quizzesTitleOrUrl(question, text), question.title).toBe(false);
        expect(distractorsOfAnswerKind(question, text), question.title).toBe(true);
        expect(answerableFromOneSentence(question, text), question.title).toBe(true);
      }
    });
  }

  it('offers numbers for a number, units for a unit and names for a name', async () => {
    const content = [
      'Harness Checks',
      '',
      'Every worker who climbs above two metres wears a harness. The guardrail stands 950 millimetres high.',
      'The supervisor checks the harness for 15 minutes on Monday. A ladder job lasts less than 30 minutes.',
      'The scaffold is inspected by Anna Berg on Tuesday and by Tom Reid on Friday. The platform holds 250 kilograms.',
      'The inspector writes 12 notes and files them with Anna Berg in Leeds. Tom Reid works in York on Thursday.',
    ].join('\n');
    const { output } = await provider.questions({ prompt: '', content, count: 10 }, never);
    const units = ['metres', 'millimetres', 'minutes', 'kilograms', 'notes'];
    for (const q of output) {
      const answer = q.options.find((o) => o.correct)!.value;
      const others = q.options.filter((o) => !o.correct).map((o) => o.value);
      if (/^\d+$/.test(answer)) for (const other of others) expect(other).toMatch(/^\d+$/);
      if (units.includes(answer)) for (const other of others) expect(units).toContain(other);
      if (/^\p{Lu}/u.test(answer)) for (const other of others) expect(other).toMatch(/^\p{Lu}/u);
    }
    expect(output.length).toBeGreaterThan(0);
  });
});
