import type { TesseraModule } from '../../platform/composition/module';
import type { Database } from '../../platform/db/database';
import type { Logger } from '../../platform/logger';
import { deliveryAccess } from './access';
import { type Lrs, sendStatementsToLrs } from './statements/lrs-sender';
import { Hono } from 'hono';
import type { Bus } from '../../platform/bus/bus';
import type { EventStore, Position } from '../../platform/eventstore/types';
import type { AppEnv } from '../../platform/http/env';
import { learnerReads, learnerRoutes } from './api-learner';
import { packageRoutes } from './api-package';
import { dispatchRoutes, frameAncestors } from './dispatch/api';
import { statementRoutes } from './statements/api';
import { learnerPages } from './pages';
import { learnerPageHints } from './page-hints';
import { viewRoutes } from './views/api';
import { clientAddressResolver } from '../../platform/http/client-address';
import type { Db } from '../../platform/db/database';
import type { ReadUploaded } from './scorm/media';
import type { Theme } from '../themes';
import { followLearnerChanges, learnerChangeRoomsOf } from './learner-changes';
import type { ViewedWithin } from './views/record';
import { learnerModuleOf, NOT_PUBLISHED } from './published';
import { notFound } from '../../platform/errors';
import type { LearnerModule } from './learner-module';

export { type CheckedBlock, isChecked, isRightAnswer } from './answer-check';
export {
  emptyState,
  isQuestion,
  isSettled,
  keepBlocks,
  type LearnerModule,
  type LearnerState,
  learnerReducer,
  type Outcome,
  outcomeOf,
  quizQuestions,
} from './shared';
export { dispatchEventSchemas } from './dispatch/events';
export { statementEventSchemas } from './statements/events';
export { VIEW_WINDOW_MINUTES, viewEventSchemas } from './views/events';

/** `serverUrl`: PUBLIC_URL or this server's own address, for absolute links (never the request's Host). */
export type DeliveryDeps = {
  store: EventStore;
  db: Db;
  jwtSecret: string;
  webRoot: string;
  publicUrl: string | undefined;
  serverUrl: () => string;
  /** The bytes of an uploaded file from its address (`/api/media/files/…`), or null when the address is not one. */
  readUploaded: ReadUploaded;
  /** A module's theme as it is now (the default when its custom theme was deleted). */
  themeOf(orgId: string, themeId: string): Promise<Theme>;
  /** Proxies whose X-Forwarded-For is believed (a learner's view is told apart by its address). */
  trustedProxies: readonly string[];
  /** Learners' views written per client address per hour. */
  learnerViewsPerHour: number;
  /** Share-link learners' statements queued per client address per hour. */
  learnerStatementsPerHour: number;
  /** The LMS origins the organisation's new dispatches may be framed by when their author names none. */
  defaultDispatchOriginsOf(orgId: string): Promise<readonly string[]>;
  /** Where the relay announces changes to what learners are served (publishes, theme edits). */
  bus: Bus;
  /** Resolves true once the projection has handled `position`, false when it is still behind after a while. */
  caughtUp(projection: string, position: Position): Promise<boolean>;
  /** Whether the metrics already counted a viewer of a module lately: a reload is not written again. */
  viewedWithin: ViewedWithin;
  /** The LRS that takes share-link learners' statements (LRS_ENDPOINT…), when there is one (see sendStatementsToLrs). */
  lrs: Lrs | undefined;
  database: Database;
  logger: Logger;
};

/** Delivery: learner pages and the published module, SCORM packages, dispatches. */
export function createDeliveryModule(deps: DeliveryDeps) {
  const reads = learnerReads(deps);
  const clientAddress = clientAddressResolver(deps.trustedProxies);
  const changes = followLearnerChanges({ ...deps, heads: reads.heads, looks: reads.looks });
  return {
    /** The published module and its blocks: public reads (see createHttpApp's `publicReads`). */
    name: 'delivery',
    access: deliveryAccess,
    live: { roomsOf: learnerChangeRoomsOf },
    workers: deps.lrs ? [sendStatementsToLrs({ ...deps, lrs: deps.lrs, publicUrl: deps.serverUrl })] : [],
    learnerReads: learnerRoutes(reads),
    /** The same reads answered again from memory, before routing (see createHttpApp's `answersFromMemory`). */
    answerFromMemory: (request: Request) => reads.ready.answer(request),
    routes: new Hono<AppEnv>()
      .route('/', viewRoutes({ ...deps, clientAddress }))
      .route(
        '/',
        statementRoutes({
          ...deps,
          clientAddress,
          statementsPerHour: deps.learnerStatementsPerHour,
          lrsConfigured: deps.lrs !== undefined,
        }),
      )
      .route('/', packageRoutes(deps))
      .route('/', dispatchRoutes(deps)),
    pages: learnerPages(deps.webRoot, frameAncestors(deps.store), learnerPageHints(reads, deps.webRoot)),
    /** A published module of `orgId` in a language, as its learners get it; another organisation's is not found. */
    async learnerModule(orgId: string, courseId: string, language?: string): Promise<LearnerModule> {
      const head = await reads.heads.get(courseId);
      if (head.org_id !== orgId) throw notFound(NOT_PUBLISHED);
      return learnerModuleOf(reads.source, head, language);
    },
    /** To be told of every append made through this instance (see followLearnerChanges). */
    appended: changes.appended,
  } satisfies TesseraModule & Record<string, unknown>;
}
export { deliveryReadModels } from './read-models';
