import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { badRequest, notFound } from '../../platform/errors';
import type { EventStore } from '../../platform/eventstore/types';
import type { AppEnv } from '../../platform/http/env';
import { input } from '../../platform/http/validation';
import { loadCourse, moduleText, sanitizeRichText } from '../courses';
import type { Assistant } from './assistant';
import type { AiDocuments } from './documents';
import { DOCUMENT_MAX_BYTES, RECORDING_MAX_BYTES } from './limits';
import { bodyLimit } from '../../platform/http/body-limit';
import type { AiCall } from './events';
import { AiUnsupported, type AiProvider, type Generated } from './provider';
import {
  feedbackByChoicesBody,
  deleteBody,
  dictationFields,
  feedbackByResultBody,
  fineTuneBody,
  outlineBody,
  questionsBody,
  tagsQuery,
  triviaBody,
} from './requests';

export type AiDeps = {
  store: EventStore;
  assistant: Assistant;
  documents: AiDocuments;
  /** Speech to text for dictation (the media module's recogniser, offline or OpenAI-compatible). */
  dictation: { engine: string; transcribe(recording: Buffer, language: string): Promise<string> };
};

const doc = (summary: string) => describeRoute({ summary, tags: ['ai'] });
const NOT_A_QUESTION = 'result.blockId: not a question of this module';

/**
 * SPEC §7 AI: every call is about one of the caller's modules and answers a suggestion; the editor
 * marks the module as made with AI (SPEC §4: isAiUsed and its disclaimer block) when the author takes one.
 */
export function aiRoutes({ store, assistant, documents, dictation }: AiDeps) {
  const course = async (c: Context<AppEnv>, courseId: string) =>
    (await loadCourse(store, courseId, c.var.principal.orgId)).course;

  /** Runs the call for the author; what comes back is a suggestion, the module changes only when they accept it. */
  const run = <T>(
    c: Context<AppEnv>,
    name: AiCall,
    courseId: string,
    work: (provider: AiProvider, signal: AbortSignal) => Promise<Generated<T>>,
  ): Promise<T> => assistant.run(c.var.principal, c.var.requestId, { name, courseId, request: c.req.raw.signal }, work);

  return new Hono<AppEnv>()
    .get(
      '/ai/status',
      doc(
        'Whether the assistant is on for me (and why not, when a monthly limit stops it), which provider answers, and the daily limits (per user, per organisation)',
      ),
      async (c) =>
        c.json({
          ...(await assistant.availability(c.var.principal)),
          provider: assistant.provider.name,
          dailyLimits: assistant.limits,
        }),
    )
    .post(
      '/ai/upload',
      doc('A PDF, Word (.docx) or text document for the outline (multipart `file`); answers its fileId'),
      bodyLimit(DOCUMENT_MAX_BYTES + 64 * 1024),
      async (c) => {
        const form = await c.req.formData().catch(() => null);
        const file = form?.get('file');
        if (!(file instanceof File)) throw badRequest('file: send the document as multipart form data, field "file"');
        const { text: _text, ...document } = await documents.add(
          c.var.principal.orgId,
          file.name.slice(0, 200) || 'document',
          Buffer.from(await file.arrayBuffer()),
        );
        return c.json(document, 201);
      },
    )
    .post(
      '/ai/speech-to-text',
      doc('Dictation: a recording (multipart `file`, with `language`) as text'),
      bodyLimit(RECORDING_MAX_BYTES + 64 * 1024),
      async (c) => {
        const form = await c.req.formData().catch(() => null);
        const file = form?.get('file');
        if (!(file instanceof File) || file.size === 0)
          throw badRequest('file: send the recording as multipart form data, field "file"');
        const fields = dictationFields.safeParse({ language: form?.get('language') ?? undefined });
        if (!fields.success) throw badRequest('Invalid language: a language code such as en or pt-BR');
        const recording = Buffer.from(await file.arrayBuffer());
        const text = await assistant.run(
          c.var.principal,
          c.var.requestId,
          { name: 'speech-to-text', request: c.req.raw.signal },
          async () => {
            // What the recogniser says of a recording (no sound, a language it lacks) is for the author.
            const text = await dictation.transcribe(recording, fields.data.language).catch((error: Error) => {
              throw new AiUnsupported(error.message);
            });
            return { output: text, units: recording.length, unit: 'characters' as const };
          },
        );
        return c.json({ text });
      },
    )
    .post('/ai/delete', doc('Forget an uploaded document'), input('json', deleteBody), async (c) => {
      const { fileId } = c.req.valid('json');
      await documents.remove(c.var.principal.orgId, fileId);
      return c.json({ deleted: fileId });
    })
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
        return c.json({ content: content.trimStart().startsWith('<') ? sanitizeRichText(rewritten) : rewritten });
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
      const content = moduleText((await course(c, courseId)).content);
      const labels = await run(c, 'labels', courseId, (p, signal) => p.labels({ content }, signal));
      return c.json({ tags: labels });
    })
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
