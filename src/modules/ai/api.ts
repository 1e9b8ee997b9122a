import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/env';
import type { AiDeps } from './routes/common';
import { aiFeedbackRoutes } from './routes/feedback';
import { aiStatusRoutes } from './routes/status';
import { aiUploadRoutes } from './routes/uploads';
import { aiWritingRoutes } from './routes/writing';

export type { AiDeps } from './routes/common';

/**
 * SPEC §7 AI: every call is about one of the caller's modules and answers a suggestion; the editor
 * marks the module as made with AI (SPEC §4: isAiUsed and its disclaimer block) when the author takes one.
 */
export function aiRoutes(deps: AiDeps) {
  return new Hono<AppEnv>()
    .route('/', aiStatusRoutes(deps))
    .route('/', aiUploadRoutes(deps))
    .route('/', aiWritingRoutes(deps))
    .route('/', aiFeedbackRoutes(deps));
}
