import { Hono, type Context } from 'hono';
import { badRequest } from '../../../platform/errors';
import type { AppEnv } from '../../../platform/http/env';
import { input } from '../../../platform/http/validation';
import { type Course, loadCourse, translationFields } from '../../courses';
import {
  courseIdParam,
  partialTranslateBody,
  selectedLanguagesBody,
  translateBody,
  translateNowBody,
} from '../requests';
import { translateCourse, type TranslationPlan } from '../translate-course';
import { TRANSLATION_OFF, doc, translationCalls, type TranslationDeps } from './common';

/** A module's languages: choose them, read their status, and machine-translate them (some blocks, or all still to do). */
export function moduleLanguageRoutes(deps: TranslationDeps) {
  const { store, engine, engineProblem, memory, glossary, translationEnabled } = deps;
  const { translationOn, run } = translationCalls(deps);

  async function summary(c: Context<AppEnv>, courseId: string) {
    const { course, revision } = await loadCourse(store, courseId, c.var.principal.orgId);
    return { revision, ...translationFields(course) };
  }

  /** Machine translation of the caller's course (as loaded for the request); answers what it did and the status after it. */
  async function machine(c: Context<AppEnv>, course: Course, plan: TranslationPlan, useEngine: boolean) {
    const results = await translateCourse(
      { store, engine, memory, glossary },
      c.var.principal,
      c.var.requestId,
      course,
      plan,
      {
        useEngine,
        signal: c.req.raw.signal,
      },
    );
    return c.json({ results, engine: engine.name, ...(await summary(c, course.id)) });
  }

  return new Hono<AppEnv>()
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
    );
}
