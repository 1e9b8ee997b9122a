import type { TesseraModule } from '../../platform/composition/module';
import type { Database } from '../../platform/db/database';
import type { Logger } from '../../platform/logger';
import { ltiAccess } from './access';
import { sendScoresToPlatforms } from './scores/ags-sender';
import { Hono } from 'hono';
import type { Db } from '../../platform/db/database';
import type { EventStore, Position } from '../../platform/eventstore/types';
import type { AppEnv } from '../../platform/http/env';
import type { NonceStore } from '../../platform/limits/nonces';
import type { AddressPolicy } from '../../platform/outbound/address-policy';
import type { ProtocolFetch } from '../../platform/outbound/guarded-protocol-fetch';
import { launchRoutes } from './api';
import { platformRoutes } from './platforms/api';
import { progressRoutes } from './progress/api';
import type { LearnerModule } from '../delivery';
import { ltiTokens } from './tokens';
import { toolKeys } from './tool-key';

export { platformEventSchemas } from './platforms/events';
export { ltiPersonalFields } from './personal-fields';
export { scoreEventSchemas } from './scores/events';
export { progressEventSchemas } from './progress/events';
export { toolKeyMigrations } from './tool-key';

/**
 * LTI 1.3: Tessera as a tool that learning platforms (Moodle, Canvas, Brightspace, Blackboard)
 * launch. Their admins register them here; teachers pick a published module through Deep Linking;
 * learners take it in the player, their progress is kept here for any device, and the grade
 * earned from the answers checked here goes to the platform's gradebook (AGS).
 */
export function createLtiModule(deps: {
  db: Db;
  store: EventStore;
  jwtSecret: string;
  nonces: NonceStore;
  serverUrl: () => string;
  waitForPlatforms: (position: Position) => Promise<unknown>;
  /** Which addresses a platform may have: public ones, and the networks the operator allowed (LTI_ALLOWED_NETWORKS). */
  policy: AddressPolicy;
  /** The guarded client, under that policy, that reaches platforms (keys, tokens, scores). */
  send: ProtocolFetch;
  /** A published module of the organisation, in a language, for a launched learner (see delivery's learnerModule). */
  learnerModule(orgId: string, courseId: string, language?: string): Promise<LearnerModule>;
  database: Database;
  logger: Logger;
}): TesseraModule {
  const keys = toolKeys(deps.db, deps.jwtSecret);
  const tokens = ltiTokens(deps.jwtSecret);
  return {
    name: 'lti',
    routes: new Hono<AppEnv>()
      .route('/', platformRoutes(deps))
      .route('/', launchRoutes({ ...deps, keys, tokens }))
      .route('/', progressRoutes({ ...deps, tokens })),
    access: ltiAccess,
    workers: [sendScoresToPlatforms({ ...deps, keys })],
  };
}
export { ltiReadModels } from './read-models';
