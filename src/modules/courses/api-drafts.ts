import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/env';
import type { CoursesDeps } from './api';
import { blockRoutes } from './routes/blocks';
import { draftChangeRoutes } from './routes/draft-changes';
import { draftReadRoutes } from './routes/draft-reads';

/** The drafts (read model: what the editor last saved) and the block calls of SPEC §7. */
export function draftRoutes(deps: CoursesDeps) {
  return new Hono<AppEnv>()
    .route('/', draftReadRoutes(deps))
    .route('/', draftChangeRoutes(deps))
    .route('/', blockRoutes(deps));
}
