import { Hono } from 'hono';
import { AppError } from '../../../platform/errors';
import type { AppEnv } from '../../../platform/http/env';
import { input } from '../../../platform/http/validation';
import { loadCourse, segmentsOf, sourceHash } from '../../courses';
import { languageParam, segmentEditsBody } from '../requests';
import { languageWorkspace } from '../workspace';
import { doc, translationCalls, type TranslationDeps } from './common';

export const SOURCE_CHANGED =
  'The source of a field changed while it was being translated; read the new source and translate it again';

/** One language of a module: read field by field beside its source, translated by a person, or removed. */
export function languageRoutes(deps: Pick<TranslationDeps, 'store' | 'memory' | 'translationEnabled'>) {
  const { store, memory } = deps;
  const { translationOn, run, translatedCourse } = translationCalls(deps);
  return new Hono<AppEnv>()
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
    );
}
