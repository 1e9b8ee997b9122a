import { Hono } from 'hono';
import { bodyLimit } from '../../../platform/http/body-limit';
import type { AppEnv } from '../../../platform/http/env';
import { input } from '../../../platform/http/validation';
import { languageParam, reviewBody, xliffQuery } from '../requests';
import { readXliff, translationsFromXliff, xliffFileName, xliffOf } from '../xliff-transfer';
import { xmlText } from '../xliff/xml-bytes';
import { doc, translationCalls, type TranslationDeps } from './common';

/** An XLIFF file of a large module: 300 blocks of rich text come to well under 2 MB. */
export const XLIFF_MAX_BYTES = 10 * 1024 * 1024;

/** A language out to a translation agency or a CAT tool and back (XLIFF), and marked reviewed once checked. */
export function xliffAndReviewRoutes(deps: Pick<TranslationDeps, 'store' | 'translationEnabled' | 'heavy'>) {
  const { heavy } = deps;
  const { translationOn, run, translatedCourse } = translationCalls(deps);
  return new Hono<AppEnv>()
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
        return c.body(await xliffOf(course, lang, version));
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
