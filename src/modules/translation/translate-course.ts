import { AppError, badRequest } from '../../platform/errors';
import type { EventStore } from '../../platform/eventstore/types';
import type { Principal } from '../../platform/http/env';
import {
  type Course,
  needsTranslation,
  notALanguageOf,
  runTranslationCommand,
  type Segment,
  segmentState,
  segmentsOf,
} from '../courses';
import type { TranslationEngine } from './engines';
import { type MachineResult, type Memory, translateSegments } from './machine';

/** Which fields of which language to translate: all that need it, or those of some blocks (the module's title and description always count). */
export type TranslationPlan = { language: string; blockIds: ReadonlySet<string> | null }[];

const needsWork = (course: Course, language: string) => (segment: Segment) =>
  needsTranslation(segmentState(segment, course.translations.byLanguage[language]));

const inScope = (blockIds: ReadonlySet<string> | null) => (segment: Segment) =>
  blockIds === null || segment.blockId === null || blockIds.has(segment.blockId);

export type TranslateDeps = { store: EventStore; engine: TranslationEngine; memory: (orgId: string) => Memory };

/** An engine that cannot do the pair, or failed: the author reads why. */
const engineError = (error: unknown) =>
  error instanceof AppError
    ? error
    : new AppError('unavailable', error instanceof Error ? error.message : 'Machine translation failed');

/**
 * Machine-translates the plan, one language after another, and records each language's
 * translations as it goes (a failure in one keeps what the others got). Nothing a person
 * translated is replaced unless its source changed since.
 */
export async function translateCourse(
  deps: TranslateDeps,
  principal: Principal,
  requestId: string,
  course: Course,
  plan: TranslationPlan,
  options: { useEngine: boolean; signal: AbortSignal },
) {
  const courseId = course.id;
  for (const { language } of plan)
    if (!course.translations.languages.includes(language)) throw badRequest(notALanguageOf(language));
  const segments = segmentsOf(course.content);
  const results: MachineResult[] = [];
  for (const { language, blockIds } of plan) {
    const todo = segments.filter(inScope(blockIds)).filter(needsWork(course, language));
    let result: MachineResult;
    try {
      result = await translateSegments(
        { from: course.translations.sourceLanguage, to: language, segments: todo, useEngine: options.useEngine },
        deps.engine,
        deps.memory(principal.orgId),
        options.signal,
      );
    } catch (error) {
      throw engineError(error);
    }
    const record = (origin: 'memory' | 'machine', texts: MachineResult['fromEngine']) =>
      texts.length
        ? runTranslationCommand(
            deps.store,
            {
              type: 'RecordTranslations',
              courseId,
              orgId: principal.orgId,
              language,
              origin,
              ...(origin === 'machine' ? { engine: deps.engine.name } : {}),
              segments: texts,
            },
            principal,
            requestId,
          )
        : null;
    await record('memory', result.fromMemory);
    await record('machine', result.fromEngine);
    results.push(result);
  }
  return results.map((r) => ({
    language: r.language,
    fromMemory: r.fromMemory.length,
    fromEngine: r.fromEngine.length,
  }));
}
