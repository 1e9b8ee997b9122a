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
  type TranslatedText,
  segmentsOf,
} from '../courses';
import type { TranslationEngine } from './engines';
import type { GlossaryTerm } from './glossary/events';
import { glossaryForPair } from './glossary/for-pair';
import { type MachineResult, type Memory, translateSegments } from './machine';

/** Which fields of which language to translate: all that need it, or those of some blocks (the module's title and description always count). */
export type TranslationPlan = { language: string; blockIds: ReadonlySet<string> | null }[];

const needsWork = (course: Course, language: string) => (segment: Segment) =>
  needsTranslation(segmentState(segment, course.translations.byLanguage[language]));

const inScope = (blockIds: ReadonlySet<string> | null) => (segment: Segment) =>
  blockIds === null || segment.blockId === null || blockIds.has(segment.blockId);

export type TranslateDeps = {
  store: EventStore;
  engine: TranslationEngine;
  memory: (orgId: string) => Memory;
  glossary: (orgId: string) => Promise<GlossaryTerm[]>;
};

/**
 * Fields per recorded step: each step is an event the open Translations panels hear, so they show
 * the count going up while a long module is translated (a step costs Apertium about a second).
 */
const FIELDS_PER_STEP = 16;

const steps = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / FIELDS_PER_STEP) }, (_, i) =>
    items.slice(i * FIELDS_PER_STEP, (i + 1) * FIELDS_PER_STEP),
  );

/** An engine that cannot do the pair, or failed: the author reads why. */
const engineError = (error: unknown) =>
  error instanceof AppError
    ? error
    : new AppError('unavailable', error instanceof Error ? error.message : 'Machine translation failed');

/**
 * Machine-translates the plan, one language after another, and records the translations as it
 * goes, a step of fields at a time (a failure keeps what the earlier steps got). Nothing a person
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
  const terms = await deps.glossary(principal.orgId);
  const from = course.translations.sourceLanguage;
  const record = (language: string, origin: 'memory' | 'machine', texts: TranslatedText[]) =>
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
  const results: MachineResult[] = [];
  for (const { language, blockIds } of plan) {
    const todo = segments.filter(inScope(blockIds)).filter(needsWork(course, language));
    const glossary = glossaryForPair(terms, from, language);
    const result: MachineResult = { language, fromMemory: [], fromEngine: [], units: 0 };
    for (const step of steps(todo)) {
      let done: MachineResult;
      try {
        done = await translateSegments(
          { from, to: language, segments: step, useEngine: options.useEngine, glossary },
          deps.engine,
          deps.memory(principal.orgId),
          options.signal,
        );
      } catch (error) {
        throw engineError(error);
      }
      await record(language, 'memory', done.fromMemory);
      await record(language, 'machine', done.fromEngine);
      result.fromMemory.push(...done.fromMemory);
      result.fromEngine.push(...done.fromEngine);
      result.units += done.units;
    }
    results.push(result);
  }
  return results.map((r) => ({
    language: r.language,
    fromMemory: r.fromMemory.length,
    fromEngine: r.fromEngine.length,
  }));
}
