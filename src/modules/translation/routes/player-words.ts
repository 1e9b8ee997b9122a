import { Hono } from 'hono';
import type { AppEnv } from '../../../platform/http/env';
import { input } from '../../../platform/http/validation';
import { loadCourse } from '../../courses';
import { languageParam, playerWordsBody } from '../requests';
import { doc, translationCalls, type TranslationDeps } from './common';

/** The author's own words for the learner player ("Start" → "Begin"), per module and language. */
export function playerWordsRoutes(deps: Pick<TranslationDeps, 'store' | 'translationEnabled'>) {
  const { translationOn, run } = translationCalls(deps);
  return new Hono<AppEnv>()
    .get(
      '/courses/translate/:id/:lang/player-words',
      doc('The author’s own words for the player in one language, by key'),
      input('param', languageParam),
      async (c) => {
        const { id, lang } = c.req.valid('param');
        const { course } = await loadCourse(deps.store, id, c.var.principal.orgId);
        return c.json({ words: course.translations.playerWords?.[lang] ?? {} });
      },
    )
    .put(
      '/courses/translate/:id/:lang/player-words',
      doc('Write the player’s words in one language (every override: a key left out says its pack’s word)'),
      translationOn,
      input('param', languageParam),
      input('json', playerWordsBody),
      async (c) => {
        const { id, lang } = c.req.valid('param');
        const { words } = c.req.valid('json');
        const saved = await run(c, {
          type: 'SetPlayerWords',
          courseId: id,
          orgId: c.var.principal.orgId,
          language: lang,
          words,
        });
        return c.json({ ...saved, words });
      },
    );
}
