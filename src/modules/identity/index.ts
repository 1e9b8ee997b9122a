import type { Kysely } from 'kysely';
import type { EventStore } from '../../platform/eventstore/types';
import { identityRoutes } from './api';
import { createTokens } from './tokens';

export { identityEventSchemas } from './events';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function createIdentityModule(deps: { store: EventStore; db: Kysely<any>; jwtSecret: string }) {
  const tokens = createTokens(deps.jwtSecret);
  return { routes: identityRoutes(deps.store, deps.db, tokens), verifyToken: tokens.verify };
}
