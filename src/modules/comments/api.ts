import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/env';
import { commentItemRoutes } from './routes/comment';
import type { CommentsDeps } from './routes/common';
import { commentListRoutes } from './routes/lists';
import { newCommentRoutes } from './routes/new-comment';

export type { CommentsDeps } from './routes/common';

/** The comment calls of SPEC §7: threads on blocks, replies, mentions, read marks, resolve and reopen. */
export function commentRoutes(deps: CommentsDeps) {
  return new Hono<AppEnv>()
    .route('/', newCommentRoutes(deps))
    .route('/', commentListRoutes(deps))
    .route('/', commentItemRoutes(deps));
}
