import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/env';
import type { TranslationDeps } from './routes/common';
import { glossaryRoutes } from './routes/glossary';
import { languageRoutes } from './routes/language';
import { moduleLanguageRoutes } from './routes/module-languages';
import { playerWordsRoutes } from './routes/player-words';
import { translationStatsRoutes } from './routes/stats';
import { xliffAndReviewRoutes } from './routes/xliff-and-review';

export { TRANSLATION_OFF, type TranslationDeps } from './routes/common';
export { SOURCE_CHANGED } from './routes/language';
export { XLIFF_MAX_BYTES } from './routes/xliff-and-review';

/** Translation: the organisation's overview and glossary, a module's languages and their machine translation, one language by hand, XLIFF and review. */
export function translationRoutes(deps: TranslationDeps) {
  return new Hono<AppEnv>()
    .route('/', translationStatsRoutes(deps))
    .route('/', glossaryRoutes(deps))
    .route('/', moduleLanguageRoutes(deps))
    .route('/', languageRoutes(deps))
    .route('/', xliffAndReviewRoutes(deps))
    .route('/', playerWordsRoutes(deps));
}
