import type { EventStore } from '../../platform/eventstore/types';
import { identityRoutes } from './api';
import { createTokens } from './tokens';

export { identityEventSchemas } from './events';

export function createIdentityModule(deps: { store: EventStore; jwtSecret: string }) {
  const tokens = createTokens(deps.jwtSecret);
  return { routes: identityRoutes(deps.store, tokens), verifyToken: tokens.verify };
}
