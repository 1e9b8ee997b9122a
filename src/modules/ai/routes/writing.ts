import { Hono } from 'hono';
import { badRequest } from '../../../platform/errors';
import type { AppEnv } from '../../../platform/http/env';
import { input } from '../../../platform/http/validation';
import { moduleText, sanitizeRichText } from '../../courses';
import { fineTuneBody, outlineBody, questionsBody, tagsQuery, triviaBody } from '../requests';
import { rewriteOutcome } from '../rewrite-outcome';
import { doc, moduleCalls, type AiDeps } from './common';

/** Suggestions for a module's content: questions, a "did you know", a block's rewrite, an outline, labels. */
export function aiWritingRoutes(deps: Pick<AiDeps, 'store' | 'assistant' | 'documents'>) {
  const { documents } = deps;
  const { course, run } = moduleCalls(deps);
  return new Hono<AppEnv>()
    .post(
      '/ai/questions',
      doc('Questions from the module (or the given content)'),
      input('json', questionsBody),
      async (c) => {
        const { courseId, prompt, content, numberOfQuestions } = c.req.valid('json');
        const own = moduleText((await course(c, courseId)).content);
        const text = content || own;
        if (!text.trim()) throw badRequest('content: the module has no text to draw questions from yet');
        const questions = await run(c, 'questions', courseId, (p, signal) =>
          p.questions({ prompt, content: text, count: numberOfQuestions }, signal),
        );
        return c.json({ questions });
      },
    )
    .post(
      '/ai/trivia',
      doc('A short "did you know" on a topic, for an in-between block'),
      input('json', triviaBody),
      async (c) => {
        const { courseId, prompt } = c.req.valid('json');
        const content = moduleText((await course(c, courseId)).content);
        const text = await run(c, 'trivia', courseId, (p, signal) => p.trivia({ prompt, content }, signal));
        return c.json({ text });
      },
    )
    .post(
      '/ai/fine-tune',
      doc('A rewrite of a block, to accept or discard'),
      input('json', fineTuneBody),
      async (c) => {
        const { courseId, prompt, type, content } = c.req.valid('json');
        await course(c, courseId);
        const rewritten = await run(c, 'rewrite', courseId, (p, signal) =>
          p.rewrite({ kind: type, prompt, content }, signal),
        );
        const html = content.trimStart().startsWith('<');
        return c.json(rewriteOutcome(content, html ? sanitizeRichText(rewritten) : rewritten));
      },
    )
    .post(
      '/ai/outlinejson',
      doc("An outline of a module from a brief (and the author's documents)"),
      input('json', outlineBody),
      async (c) => {
        const { courseId, prompt, fileIds } = c.req.valid('json');
        await course(c, courseId);
        const sources = await Promise.all(fileIds.map((id) => documents.read(c.var.principal.orgId, id)));
        const outline = await run(c, 'outline', courseId, (p, signal) =>
          p.outline({ prompt, sources: sources.map(({ name, text }) => ({ name, text })) }, signal),
        );
        return c.json({ outline });
      },
    )
    .get('/ai/generate-tags', doc('Labels suggested for the module'), input('query', tagsQuery), async (c) => {
      const { courseId } = c.req.valid('query');
      const { content, tags } = await course(c, courseId);
      const labels = await run(c, 'labels', courseId, (p, signal) =>
        p.labels({ content: moduleText(content), existing: tags }, signal),
      );
      return c.json({ tags: labels });
    });
}
