import { z } from 'zod';
import { BLOCK_TYPES, type Block, courseSettingsSchema } from '../../modules/courses/content';
import type { LearnerModule } from '../../modules/delivery/shared';
import { themeSchema } from '../../modules/themes/shared';

/** Question blocks carry `answerHashes` beside their data, so blocks are checked loosely here (the server validated them). */
const learnerModuleSchema = z.object({
  id: z.string(),
  revision: z.number(),
  publishedAt: z.string(),
  language: z.string(),
  languages: z.array(z.object({ code: z.string(), dir: z.enum(['ltr', 'rtl']) })).min(1),
  untranslated: z.array(z.string()).default([]),
  title: z.string(),
  description: z.string(),
  settings: courseSettingsSchema.pick({
    quiz: true,
    showCompletionStatus: true,
    trackTextImageBlocks: true,
    trackNonScorableQuestions: true,
    theme: true,
    layout: true,
  }),
  look: themeSchema,
  blocks: z.array(
    z.looseObject({ id: z.string(), type: z.enum(BLOCK_TYPES), title: z.string(), data: z.looseObject({}) }),
  ),
});

/** A refusal the learner should read (the server's message), or a plain failure. */
export class PlayerError extends Error {}

async function call(path: string, init?: RequestInit): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(path, init);
  } catch {
    throw new PlayerError('The module cannot be reached. Check your connection and try again.');
  }
  const body: unknown = await res.json().catch(() => null);
  if (res.status === 404) throw new PlayerError('This module is not available: it may not be published (yet).');
  if (!res.ok)
    throw new PlayerError(
      (body as { message?: string } | null)?.message ?? `The module could not be loaded (${res.status}).`,
    );
  return body;
}

const parseModule = (body: unknown) =>
  learnerModuleSchema.parse(body) as unknown as LearnerModule & { blocks: Block[] };

/** `?lang=` when a language is asked for (the server answers the module's own when it does not offer it). */
const inLanguage = (language: string | null) => (language ? `?${new URLSearchParams({ lang: language })}` : '');

export const fetchModule = async (courseId: string, language: string | null = null) =>
  parseModule(await call(`/api/delivery/modules/${encodeURIComponent(courseId)}${inLanguage(language)}`));
export const fetchBlock = async (blockId: string, language: string | null = null) =>
  parseModule(await call(`/api/delivery/blocks/${encodeURIComponent(blockId)}${inLanguage(language)}`));

/** The live module of a dispatch, with the session its package opened. */
export const fetchDispatchModule = async (dispatchId: string, session: string, language: string | null = null) =>
  parseModule(
    await call(`/api/dispatch/${encodeURIComponent(dispatchId)}/module${inLanguage(language)}`, {
      headers: { 'x-dispatch-session': session },
    }),
  );
