import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { sql } from 'kysely';
import { WebSocketServer } from 'ws';
import { createCollaboratorsModule } from './modules/collaborators';
import { canWatchCourse, courseLiveNameOf, courseOrgOf, courseRoomStreams, courseRoomsOf, createCoursesModule, listRoomOf } from './modules/courses';
import { commentLiveNameOf, commentRoomsOf, commentsStream, createCommentsModule, startBlockCommentsPolicy } from './modules/comments';
import { createDeliveryModule } from './modules/delivery';
import { avatarColour, createIdentityModule } from './modules/identity';
import type { Bus } from './platform/bus/bus';
import { createInProcessBus } from './platform/bus/in-process';
import { connectNatsBus } from './platform/bus/nats';
import { startRelay } from './platform/bus/relay';
import type { Config } from './platform/config';
import type { Database } from './platform/db/database';
import { migrate } from './platform/db/migrations';
import { openPGlite } from './platform/db/pglite';
import { openPostgres } from './platform/db/postgres';
import { withCachedStreamReads } from './platform/eventstore/cached-reads';
import { EsdbEventStore } from './platform/eventstore/esdb/store';
import { PostgresEventStore } from './platform/eventstore/postgres/store';
import type { EventStore, RecordedEvent } from './platform/eventstore/types';
import { createHttpApp, apiRoutesOf, type ApiRoute } from './platform/http/app';
import { hasAccountSession } from './platform/http/env';
import type { Logger } from './platform/logger';
import { createMailer, type Mailer } from './platform/mail/mailer';
import { ProjectionRunner } from './platform/projections/runner';
import { createGateway, type HeartbeatTiming } from './platform/realtime/gateway';
import { projections } from './projections';
import { allMigrations } from './schema';

export const WEB_ROOT = resolve('dist/web');

export async function openDatabase(config: Config): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPGlite({ dataDir: join(config.dataDir, 'pg') });
}

export function openEventStore(config: Config, database: Database): EventStore {
  return config.eventStoreUrl ? new EsdbEventStore(config.eventStoreUrl) : new PostgresEventStore(database);
}

export function openBus(config: Config): Promise<Bus> {
  return config.natsUrl ? connectNatsBus(config.natsUrl) : Promise.resolve(createInProcessBus());
}

export type Tessera = { url: string; routes: ApiRoute[]; close(): Promise<void> };

/** The composition root: config → platform → modules → HTTP and websocket on one port. */
export type StartOptions = { database?: Database; heartbeat?: HeartbeatTiming; mailer?: Mailer };

export async function startTessera(config: Config, logger: Logger, options: StartOptions = {}): Promise<Tessera> {
  const database = options.database ?? (await openDatabase(config));
  await migrate(database, allMigrations);
  const store = withCachedStreamReads(openEventStore(config, database));
  const bus = await openBus(config);

  const runner = new ProjectionRunner(database, store, projections, logger);
  runner.start();
  // A course's live room hears its own events and its comments', under the names of SPEC §7.
  const roomsOf = (event: RecordedEvent) => [...courseRoomsOf(event), ...commentRoomsOf(event)];
  const nameOf = (event: RecordedEvent) => courseLiveNameOf(event) ?? commentLiveNameOf(event);
  const relay = startRelay({ database, store, bus, roomsOf, nameOf, logger });
  const blockCommentsPolicy = startBlockCommentsPolicy({ database, store, logger });

  const mailer = options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger });
  const identity = createIdentityModule({
    store,
    db: database.db,
    jwtSecret: config.jwtSecret,
    mailer,
    publicUrl: config.publicUrl,
    partnerSecrets: config.partnerSecrets,
  });
  const courses = createCoursesModule({
    store,
    db: database.db,
    waitForProjection: (name, position) => runner.waitFor(name, position),
  });
  const collaborators = createCollaboratorsModule({
    store,
    db: database.db,
    signToken: identity.signToken,
    courseOrgOf: (courseId) => courseOrgOf(store, courseId),
  });
  const comments = createCommentsModule({
    store,
    db: database.db,
    waitForProjection: (name, position) => runner.waitFor(name, position),
    canOpenCourse: (principal, courseId) => canWatchCourse(store, principal, courseId),
    avatarOf: avatarColour,
  });
  const webRoot = existsSync(join(WEB_ROOT, 'index.html')) ? WEB_ROOT : null;
  const delivery = createDeliveryModule({ store, db: database.db, jwtSecret: config.jwtSecret, webRoot: WEB_ROOT, publicUrl: config.publicUrl });
  const gateway = createGateway({
    heartbeat: options.heartbeat,
    store,
    bus,
    verifyToken: identity.verifyToken,
    guardSession: identity.guardSession,
    rooms: {
      // A Collaborator watches only the course it was invited to, and never the organisation's list.
      canJoin: (principal, room) => canWatchCourse(store, principal, room),
      streamsOf: (courseId) => [...courseRoomStreams(courseId), commentsStream(courseId)],
      listRoomOf: (principal) => (hasAccountSession(principal) ? listRoomOf(principal.orgId) : null),
    },
    nameOf,
    logger,
  });

  const app = createHttpApp({
    logger,
    verifyToken: identity.verifyToken,
    guardSession: identity.guardSession,
    routes: [identity.routes, courses.routes, collaborators.routes, comments.routes, delivery.routes],
    websocket: gateway.handler,
    webRoot,
    pages: webRoot ? [delivery.pages] : [],
    async readiness() {
      await sql`SELECT 1`.execute(database.db);
      await store.headPosition();
      await bus.check();
      const statuses = runner.statuses();
      const failed = Object.entries(statuses).filter(([, s]) => s === 'failed');
      if (failed.length) throw new Error(`projection failed: ${failed.map(([n]) => n).join(', ')}`);
      return { database: database.kind, eventStore: config.eventStoreUrl ? 'eventstoredb' : 'postgres', bus: config.natsUrl ? 'nats' : 'in-process', projections: statuses };
    },
  });

  const wss = new WebSocketServer({ noServer: true });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host, websocket: { server: wss } });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.publicUrl ?? `http://localhost:${port}`;

  return {
    url,
    routes: apiRoutesOf(app),
    async close() {
      gateway.close();
      await new Promise((r) => server.close(() => r(undefined)));
      wss.close();
      await relay.stop();
      await blockCommentsPolicy.stop();
      await runner.stop();
      await store.close();
      await bus.close();
      await database.close();
    },
  };
}
