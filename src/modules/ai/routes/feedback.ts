import { Hono } from 'hono';
import { notFound } from '../../../platform/errors';
import type { AppEnv } from '../../../platform/http/env';
import { input } from '../../../platform/http/validation';
import { moduleText } from '../../courses';
import { feedbackByChoicesBody, feedbackByResultBody } from '../requests';
import { doc, moduleCalls, type AiDeps } from './common';

const NOT_A_QUESTION = 'result.blockId: not a question of this module';

/** Feedback texts suggested for a quiz: for its pass and its fail, and for each option of a question. */
export function aiFeedbackRoutes(deps: Pick<AiDeps, 'store' | 'assistant'>) {
  const { course, run } = moduleCalls(deps);
  return new Hono<AppEnv>()
    .post(
      '/ai/generate-feedback-by-result',
      doc('The quiz results texts, for a pass and for a fail'),
      input('json', feedbackByResultBody),
      async (c) => {
        const { courseId, result } = c.req.valid('json');
        const { content } = await course(c, courseId);
        const passScore = result.passScore ?? content.settings.quiz.passScore;
        const feedback = await run(c, 'feedback-by-result', courseId, (p, signal) =>
          p.feedbackByResult({ content: moduleText(content), passScore }, signal),
        );
        return c.json(feedback);
      },
    )
    .post(
      '/ai/generate-feedback-by-choices',
      doc("Feedback for each option of a question, keyed by the option's id"),
      input('json', feedbackByChoicesBody),
      async (c) => {
        const { courseId, result } = c.req.valid('json');
        const block = (await course(c, courseId)).content.blocks[result.blockId];
        if (block?.type !== 'QuestionBlockComponent') throw notFound(NOT_A_QUESTION);
        const { title, options, answer } = block.data;
        const question = { title, options: options.map((o) => ({ ...o, correct: answer.includes(o.id) })) };
        const { feedback } = await run(c, 'feedback-by-choices', courseId, (p, signal) =>
          p.feedbackByChoices({ question }, signal),
        );
        const known = new Set(options.map((o) => o.id));
        return c.json({
          feedbackByChoices: Object.fromEntries(
            feedback.filter((f) => known.has(f.optionId)).map((f) => [f.optionId, f.text]),
          ),
        });
      },
    );
}
