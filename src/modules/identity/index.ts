import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { EventStore } from '../../platform/eventstore/types';
import type { AppEnv } from '../../platform/http/env';
import type { Mailer } from '../../platform/mail/mailer';
import { identityRoutes } from './api';
import { organisationRoutes } from './api-organisation';
import { partnerRoutes } from './api-partner';
import { passwordRoutes } from './api-password';
import { preferenceRoutes } from './api-preferences';
import { usageRoutes } from './api-usage';
import { createLoginProtection } from './login-protection';
import { createSessions } from './sessions';
import { createTokens } from './tokens';

export { avatarColour, initials } from './avatar';
export { identityEventSchemas, organisationEventSchemas, partnerEventSchemas, preferenceEventSchemas, usageEventSchemas } from './events';

export function createIdentityModule(deps: {
  store: EventStore;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>;
  jwtSecret: string;
  mailer: Mailer;
  publicUrl: string | undefined;
  partnerSecrets: Readonly<Record<string, string>>;
}) {
  const tokens = createTokens(deps.jwtSecret);
  const sessions = createSessions(deps.store, deps.db);
  const protection = createLoginProtection();
  const routes = new Hono<AppEnv>()
    .route('/', identityRoutes({ store: deps.store, db: deps.db, tokens, sessions, protection }))
    .route('/', preferenceRoutes(deps.store))
    .route('/', usageRoutes(deps.store))
    .route('/', organisationRoutes({ store: deps.store, sessions }))
    .route('/', partnerRoutes({ store: deps.store, tokens, partnerSecrets: deps.partnerSecrets }))
    // Its own limits: asking for reset links must not lock anyone out of logging in.
    .route('/', passwordRoutes({ store: deps.store, mailer: deps.mailer, publicUrl: deps.publicUrl, sessions, protection: createLoginProtection() }));
  return { routes, verifyToken: tokens.verify, guardSession: sessions.assertCurrent, signToken: tokens.sign };
}
