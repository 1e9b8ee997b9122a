import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { describeRoute } from 'hono-openapi';
import type { Db } from '../../../platform/db/database';
import { badRequest, forbidden } from '../../../platform/errors';
import type { EventStore } from '../../../platform/eventstore/types';
import type { HeavyWork } from '../../../platform/workers/pool';
import type { AppEnv } from '../../../platform/http/env';
import { loadCourse, notALanguageOf, runTranslationCommand } from '../../courses';
import type { TranslationEngine } from '../engines';
import type { GlossaryTerm } from '../glossary/events';
import type { Memory } from '../machine';

export type TranslationDeps = {
  store: EventStore;
  db: Db;
  engine: TranslationEngine;
  /** Why machine translation is off or limited on this server, or null. */
  engineProblem(): Promise<string | null>;
  memory: (orgId: string) => Memory;
  /** The organisation's glossary, which machine translation follows. */
  glossary: (orgId: string) => Promise<GlossaryTerm[]>;
  /** Whether the organisation lets its authors translate (its Settings). */
  translationEnabled(orgId: string): Promise<boolean>;
  /** Where uploaded XLIFF files are read, off the event loop. */
  heavy: HeavyWork;
};

export const TRANSLATION_OFF =
  'Translation is turned off for your organisation. An administrator can turn it on again in Settings.';

export const doc = (summary: string) => describeRoute({ summary, tags: ['translation'] });

/** What the translation routes share: the organisation's switch, the module's languages, and running a command. */
export function translationCalls({ store, translationEnabled }: Pick<TranslationDeps, 'store' | 'translationEnabled'>) {
  /** Every call that changes a module's translations is refused while the organisation has translation off. */
  const translationOn = createMiddleware<AppEnv>(async (c, next) => {
    if (!(await translationEnabled(c.var.principal.orgId))) throw forbidden(TRANSLATION_OFF);
    await next();
  });

  const run = (c: Context<AppEnv>, command: Parameters<typeof runTranslationCommand>[1]) =>
    runTranslationCommand(store, command, c.var.principal, c.var.requestId);

  /** The caller's course, translated into `lang`. */
  async function translatedCourse(c: Context<AppEnv>, courseId: string, lang: string) {
    const loaded = await loadCourse(store, courseId, c.var.principal.orgId);
    if (!loaded.course.translations.languages.includes(lang)) throw badRequest(notALanguageOf(lang));
    return loaded;
  }

  return { translationOn, run, translatedCourse };
}
