import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { EventStore } from '../../platform/eventstore/types';
import type { AppEnv } from '../../platform/http/env';
import { identityRoutes } from './api';
import { preferenceRoutes } from './api-preferences';
import { usageRoutes } from './api-usage';
import { createLoginProtection } from './login-protection';
import { createSessions } from './sessions';
import { createTokens } from './tokens';

export { identityEventSchemas, preferenceEventSchemas, usageEventSchemas } from './events';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function createIdentityModule(deps: { store: EventStore; db: Kysely<any>; jwtSecret: string }) {
  const tokens = createTokens(deps.jwtSecret);
  const sessions = createSessions(deps.store, deps.db);
  const protection = createLoginProtection();
  const routes = new Hono<AppEnv>()
    .route('/', identityRoutes({ store: deps.store, db: deps.db, tokens, sessions, protection }))
    .route('/', preferenceRoutes(deps.store))
    .route('/', usageRoutes(deps.store));
  return { routes, verifyToken: tokens.verify, guardSession: sessions.assertCurrent };
}
