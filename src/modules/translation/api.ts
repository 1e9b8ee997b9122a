import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { describeRoute } from 'hono-openapi';
import type { Db } from '../../platform/db/database';
import { AppError, badRequest, forbidden } from '../../platform/errors';
import { bodyLimit } from '../../platform/http/body-limit';
import type { EventStore } from '../../platform/eventstore/types';
import type { HeavyWork } from '../../platform/workers/pool';
import type { AppEnv } from '../../platform/http/env';
import { input } from '../../platform/http/validation';
import { translationMetrics, translationMetricsPerModule, translationStats } from '../courses';
import {
  type Course,
  loadCourse,
  notALanguageOf,
  runTranslationCommand,
  segmentsOf,
  sourceHash,
  translationFields,
} from '../courses';
import type { TranslationEngine } from './engines';
import type { Memory } from './machine';
import {
  courseIdParam,
  languageParam,
  translationMetricsQuery,
  partialTranslateBody,
  reviewBody,
  segmentEditsBody,
  selectedLanguagesBody,
  translateBody,
  translateNowBody,
  xliffQuery,
} from './requests';
import { readXliff, translationsFromXliff, xliffFileName, xliffOf } from './xliff-transfer';
import { xmlText } from './xliff/xml-bytes';
import { translateCourse, type TranslationPlan } from './translate-course';
import { languageWorkspace } from './workspace';

export type TranslationDeps = {
  store: EventStore;
  db: Db;
  engine: TranslationEngine;
  /** Why machine translation is off or limited on this server, or null. */
  engineProblem(): Promise<string | null>;
  memory: (orgId: string) => Memory;
  /** Whether the organisation lets its authors translate (its Settings). */
  translationEnabled(orgId: string): Promise<boolean>;
  /** Where uploaded XLIFF files are read, off the event loop. */
  heavy: HeavyWork;
};

export const TRANSLATION_OFF =
  'Translation is turned off for your organisation. An administrator can turn it on again in Settings.';

const doc = (summary: string) => describeRoute({ summary, tags: ['translation'] });

/** An XLIFF file of a large module: 300 blocks of rich text come to well under 2 MB. */
export const XLIFF_MAX_BYTES = 10 * 1024 * 1024;

export const SOURCE_CHANGED =
  'The source of a field changed while it was being translated; read the new source and translate it again';

export function translationRoutes(deps: TranslationDeps) {
  const { store, db, engine, engineProblem, memory, translationEnabled, heavy } = deps;

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

  async function summary(c: Context<AppEnv>, courseId: string) {
    const { course, revision } = await loadCourse(store, courseId, c.var.principal.orgId);
    return { revision, ...translationFields(course) };
  }

  /** Machine translation of the caller's course (as loaded for the request); answers what it did and the status after it. */
  async function machine(c: Context<AppEnv>, course: Course, plan: TranslationPlan, useEngine: boolean) {
    const results = await translateCourse({ store, engine, memory }, c.var.principal, c.var.requestId, course, plan, {
      useEngine,
      signal: c.req.raw.signal,
    });
    return c.json({ results, engine: engine.name, ...(await summary(c, course.id)) });
  }

  return new Hono<AppEnv>()
    .get('/courses/translation-stats', doc('Each language across the organisation’s modules'), async (c) =>
      c.json({ languages: await translationStats(db, c.var.principal.orgId) }),
    )
    .get(
      '/courses/translation-metrics',
      doc('Every module’s translations, per language or per module, a page at a time (admin: see access.ts)'),
      input('query', translationMetricsQuery),
      async (c) => {
        const { per, ...page } = c.req.valid('query');
        const read = per === 'module' ? translationMetricsPerModule : translationMetrics;
        const { rows, total } = await read(db, c.var.principal.orgId, page);
        return c.json({ data: rows, total, per, ...page });
      },
    )
    .post(
      '/courses/partial-translate',
      doc('Machine-translate some blocks into one language (only fields missing or outdated)'),
      translationOn,
      input('json', partialTranslateBody),
      async (c) => {
        const { id, blocks, language } = c.req.valid('json');
        const { course } = await loadCourse(store, id, c.var.principal.orgId);
        return machine(c, course, [{ language, blockIds: blocks.length ? new Set(blocks) : null }], true);
      },
    )
    .post(
      '/courses/selectedLanguages/:id',
      doc('Choose the module’s languages (its own first)'),
      translationOn,
      input('param', courseIdParam),
      input('json', selectedLanguagesBody),
      async (c) => {
        const { id } = c.req.valid('param');
        const { languages } = c.req.valid('json');
        return c.json(await run(c, { type: 'ChooseLanguages', courseId: id, orgId: c.var.principal.orgId, languages }));
      },
    )
    .post(
      '/courses/translatenow/:id',
      doc('Machine-translate everything still to translate, in every language (or those named)'),
      translationOn,
      input('param', courseIdParam),
      input('json', translateNowBody),
      async (c) => {
        const { id } = c.req.valid('param');
        const { course } = await loadCourse(store, id, c.var.principal.orgId);
        const languages = c.req.valid('json').languages ?? course.translations.languages;
        return machine(
          c,
          course,
          languages.map((language) => ({ language, blockIds: null })),
          true,
        );
      },
    )
    .get(
      '/courses/translate/:id',
      doc('The module’s languages, their status, and what machine translation this server offers'),
      input('param', courseIdParam),
      async (c) => {
        const { id } = c.req.valid('param');
        const pairs = await engine.pairs();
        return c.json({
          ...(await summary(c, id)),
          machineTranslation: { engine: engine.name, pairs, problem: await engineProblem() },
          turnedOff: (await translationEnabled(c.var.principal.orgId)) ? null : TRANSLATION_OFF,
        });
      },
    )
    .post(
      '/courses/translate/:id',
      doc('Machine-translate languages: everything still to do, or only the changed blocks'),
      translationOn,
      input('param', courseIdParam),
      input('json', translateBody),
      async (c) => {
        const { id } = c.req.valid('param');
        const body = c.req.valid('json');
        const { course } = await loadCourse(store, id, c.var.principal.orgId);
        const chosen = body.allLanguages
          ? course.translations.languages
          : [...new Set([...body.languages, ...body.langDiff])];
        if (chosen.length === 0) throw badRequest('Invalid languages: name at least one language, or set allLanguages');
        const changed = body.changedBlocks ? new Set(body.changedBlocks) : null;
        const plan = chosen.map((language) => ({
          language,
          blockIds: body.langDiff.includes(language) ? null : changed,
        }));
        return machine(c, course, plan, body.method === 'machine');
      },
    )
    .get(
      '/courses/translate/:id/:lang',
      doc('One language of the module, field by field, beside its source'),
      input('param', languageParam),
      async (c) => {
        const { id, lang } = c.req.valid('param');
        const { course, revision } = await translatedCourse(c, id, lang);
        return c.json({ revision, ...(await languageWorkspace(course, lang, memory(c.var.principal.orgId))) });
      },
    )
    .put(
      '/courses/translate/:id/:lang',
      doc('Save translations typed by a person'),
      translationOn,
      input('param', languageParam),
      input('json', segmentEditsBody),
      async (c) => {
        const { id, lang } = c.req.valid('param');
        const { course } = await loadCourse(store, id, c.var.principal.orgId);
        const sources = new Map(segmentsOf(course.content).map((s) => [s.id, s.source]));
        const stale = c.req
          .valid('json')
          .segments.filter((s) => sources.has(s.id) && sourceHash(sources.get(s.id)!) !== s.sourceHash);
        if (stale.length)
          throw new AppError('precondition_failed', SOURCE_CHANGED, {
            segments: stale.map((s) => ({ id: s.id, source: sources.get(s.id) })),
          });
        const segments = c.req
          .valid('json')
          .segments.map((s) => ({ id: s.id, text: s.text, source: sources.get(s.id) ?? '' }));
        return c.json(
          await run(c, {
            type: 'RecordTranslations',
            courseId: id,
            orgId: c.var.principal.orgId,
            language: lang,
            origin: 'human',
            segments,
          }),
        );
      },
    )
    .delete(
      '/courses/translate/:id/:lang',
      doc('Remove a language and its translations'),
      translationOn,
      input('param', languageParam),
      async (c) => {
        const { id, lang } = c.req.valid('param');
        return c.json(
          await run(c, { type: 'RemoveLanguage', courseId: id, orgId: c.var.principal.orgId, language: lang }),
        );
      },
    )
    .get(
      '/courses/translate/:id/:lang/xliff',
      doc('One language as an XLIFF 1.2 or 2.0 file, for a translation agency or a CAT tool'),
      input('param', languageParam),
      input('query', xliffQuery),
      async (c) => {
        const { id, lang } = c.req.valid('param');
        const { course } = await translatedCourse(c, id, lang);
        const { version } = c.req.valid('query');
        c.header('Content-Type', 'application/xliff+xml; charset=utf-8');
        c.header('Content-Disposition', `attachment; filename="${xliffFileName(course.content.title, lang, version)}"`);
        return c.body(xliffOf(course, lang, version));
      },
    )
    .post(
      '/courses/translate/:id/:lang/xliff',
      doc('Import a translated XLIFF file (1.2 or 2.0) exported from this module and language'),
      translationOn,
      bodyLimit(XLIFF_MAX_BYTES),
      input('param', languageParam),
      async (c) => {
        const { id, lang } = c.req.valid('param');
        const { course } = await translatedCourse(c, id, lang);
        const xml = xmlText(new Uint8Array(await c.req.arrayBuffer()));
        const segments = translationsFromXliff(course, lang, await readXliff(heavy, xml));
        const saved = await run(c, {
          type: 'RecordTranslations',
          courseId: id,
          orgId: c.var.principal.orgId,
          language: lang,
          origin: 'import',
          segments,
        });
        return c.json({ imported: segments.length, ...saved });
      },
    )
    .post(
      '/courses/translate/:id/:lang/review',
      doc('Mark a language translated (reviewed), or take the mark back'),
      translationOn,
      input('param', languageParam),
      input('json', reviewBody),
      async (c) => {
        const { id, lang } = c.req.valid('param');
        const { reviewed } = c.req.valid('json');
        return c.json(
          await run(c, {
            type: 'ReviewLanguage',
            courseId: id,
            orgId: c.var.principal.orgId,
            language: lang,
            reviewed,
          }),
        );
      },
    );
}
