import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  generatedQuestionSchema,
  outlineSchema,
  type RewriteKind,
  resultFeedbackSchema,
} from '../../modules/ai/shared';
import { request } from './client';
import { describeError, isApiError } from './errors';

/** SPEC §8: the answer to any assistant call when the organisation has it off or a limit is reached. */
const AI_ACCESS_DENIED = 'AI_ACCESS_DENIED';
export const isAiAccessDenied = (error: unknown) => isApiError(error, 403) && error.message === AI_ACCESS_DENIED;

/** What to tell the author when an assistant call failed. */
export const describeAiError = (error: unknown): string =>
  isAiAccessDenied(error)
    ? "The assistant is turned off for your organisation, or today's limit is reached. Ask your administrator."
    : describeError(error);

const status = z.object({
  enabled: z.boolean(),
  /** Why the assistant is off when the organisation's monthly limit stops it (the admin's choice to turn it off needs no words). */
  limitReached: z.nullable(z.string()),
  provider: z.string(),
  dailyLimits: z.object({ perUser: z.number(), perOrg: z.number() }),
});
export type AiStatus = z.infer<typeof status>;

export const aiQueries = {
  /** Whether the assistant is on for me, and which provider answers (`offline` or `openai-compatible: <model>`). */
  status: () =>
    queryOptions({
      queryKey: ['ai', 'status'] as const,
      queryFn: ({ signal }) => request('/ai/status', status, { signal }),
      staleTime: 5 * 60_000,
    }),
};

const post = <T>(path: string, schema: z.core.$ZodType<T>, body: unknown, signal?: AbortSignal) =>
  request(path, schema, { method: 'POST', body, signal });

export const generateQuestions = (
  body: { courseId: string; prompt: string; content: string; numberOfQuestions: number },
  signal?: AbortSignal,
) => post('/ai/questions', z.object({ questions: z.array(generatedQuestionSchema) }), body, signal);

export const generateTrivia = (body: { courseId: string; prompt: string }, signal?: AbortSignal) =>
  post('/ai/trivia', z.object({ text: z.string() }), body, signal);

export const rewriteText = (
  body: { courseId: string; prompt: string; type: RewriteKind; content: string },
  signal?: AbortSignal,
) => post('/ai/fine-tune', z.object({ content: z.string(), unchanged: z.optional(z.boolean()) }), body, signal);

export const generateOutline = (body: { courseId: string; prompt: string; fileIds: string[] }, signal?: AbortSignal) =>
  post('/ai/outlinejson', z.object({ outline: outlineSchema }), body, signal);

const uploadedDocument = z.object({
  fileId: z.string(),
  name: z.string(),
  pages: z.nullable(z.number()),
  characters: z.number(),
});
export type UploadedDocument = z.infer<typeof uploadedDocument>;

export function uploadDocument(file: File, signal?: AbortSignal) {
  const form = new FormData();
  form.set('file', file);
  return post('/ai/upload', uploadedDocument, form, signal);
}

export const deleteDocument = (fileId: string) => post('/ai/delete', z.object({ deleted: z.string() }), { fileId });

export const suggestLabels = (courseId: string, signal?: AbortSignal) =>
  request(`/ai/generate-tags?${new URLSearchParams({ courseId })}`, z.object({ tags: z.array(z.string()) }), {
    signal,
  });

export const generateResultFeedback = (
  body: { courseId: string; result: { passScore?: number } },
  signal?: AbortSignal,
) => post('/ai/generate-feedback-by-result', resultFeedbackSchema, body, signal);

export const generateChoiceFeedback = (body: { courseId: string; result: { blockId: string } }, signal?: AbortSignal) =>
  post(
    '/ai/generate-feedback-by-choices',
    z.object({ feedbackByChoices: z.record(z.string(), z.string()) }),
    body,
    signal,
  );

/** Dictation: a recording (the browser's own format, WebM/Opus in Chromium) as text. */
export function transcribeRecording(recording: Blob, language: string, signal?: AbortSignal) {
  const form = new FormData();
  form.set('file', recording, 'dictation.webm');
  form.set('language', language);
  return post('/ai/speech-to-text', z.object({ text: z.string() }), form, signal);
}
