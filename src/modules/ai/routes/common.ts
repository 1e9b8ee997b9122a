import type { Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { EventStore } from '../../../platform/eventstore/types';
import type { AppEnv } from '../../../platform/http/env';
import { loadCourse } from '../../courses';
import type { Assistant } from '../assistant';
import type { AiDocuments } from '../documents';
import type { AiCall } from '../events';
import type { AiProvider, Generated } from '../provider';

export type AiDeps = {
  store: EventStore;
  assistant: Assistant;
  documents: AiDocuments;
  /** Speech to text for dictation (the media module's recogniser, offline or OpenAI-compatible). */
  dictation: { engine: string; transcribe(recording: Buffer, language: string): Promise<string> };
};

export const doc = (summary: string) => describeRoute({ summary, tags: ['ai'] });

/** What a suggestion about one of the caller's modules is made with: the module, and the call that makes it. */
export function moduleCalls({ store, assistant }: Pick<AiDeps, 'store' | 'assistant'>) {
  const course = async (c: Context<AppEnv>, courseId: string) =>
    (await loadCourse(store, courseId, c.var.principal.orgId)).course;

  /** Runs the call for the author; what comes back is a suggestion, the module changes only when they accept it. */
  const run = <T>(
    c: Context<AppEnv>,
    name: AiCall,
    courseId: string,
    work: (provider: AiProvider, signal: AbortSignal) => Promise<Generated<T>>,
  ): Promise<T> => assistant.run(c.var.principal, c.var.requestId, { name, courseId, request: c.req.raw.signal }, work);

  return { course, run };
}
