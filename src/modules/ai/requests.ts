import { z } from 'zod';
import { CONTENT_MAX, OUTLINE_DOCUMENTS_MAX, PROMPT_MAX, QUESTIONS_MAX } from './limits';
import { REWRITE_KINDS } from './outputs';

const courseId = z.string().min(1).max(64);
const prompt = z.string().trim().max(PROMPT_MAX, `at most ${PROMPT_MAX} characters`);
const content = z.string().max(CONTENT_MAX, `at most ${CONTENT_MAX} characters`);

export const questionsBody = z.object({
  courseId,
  prompt: prompt.default(''),
  /** The text to draw questions from; when empty, the module's own text. */
  content: content.default(''),
  numberOfQuestions: z.number().int().min(1).max(QUESTIONS_MAX),
});

export const triviaBody = z.object({ courseId, prompt: prompt.min(1, 'say what the fact should be about') });

export const fineTuneBody = z.object({
  courseId,
  prompt: prompt.default(''),
  type: z.enum(REWRITE_KINDS),
  content: content.min(1, 'the text to rewrite is empty'),
});

export const outlineBody = z.object({
  courseId,
  prompt: prompt.min(1, 'describe the audience and the goal'),
  fileIds: z.array(z.string().min(1).max(64)).max(OUTLINE_DOCUMENTS_MAX).default([]),
});

export const tagsQuery = z.object({ courseId });

export const feedbackByResultBody = z.object({
  courseId,
  result: z.object({ passScore: z.number().int().min(0).max(100).optional() }).default({}),
});

export const feedbackByChoicesBody = z.object({
  courseId,
  /** The question block to write feedback for: its id in the module. */
  result: z.object({ blockId: z.string().min(1).max(64) }),
});

export const deleteBody = z.object({ fileId: z.string().min(1).max(64) });

/** What the recorder sends beside the audio (multipart): the language spoken, a BCP 47 tag. */
export const dictationFields = z.object({
  language: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, 'a language code such as en or pt-BR')
    .default('en'),
});
