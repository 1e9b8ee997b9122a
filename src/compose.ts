import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { sql } from 'kysely';
import { WebSocketServer } from 'ws';
import { assertCollaboratorAccess, createCollaboratorsModule } from './modules/collaborators';
import { canWatchCourse, courseOrgOf, createCoursesModule } from './modules/courses';
import { createCommentsModule } from './modules/comments';
import { createAdminModule } from './modules/admin';
import { createDeliveryModule } from './modules/delivery';
import { createLtiModule } from './modules/lti';
import { INSTANCE_ID } from './platform/instance-id';
import { createNonceStore } from './platform/limits/nonces';
import { sampleInstance } from './platform/telemetry/instance-gauges';
import { createPrometheusMetrics } from './platform/telemetry/prometheus';
import { startPrometheusServer } from './platform/telemetry/prometheus-server';
import {
  createMediaModule,
  detectEngines,
  dictation,
  espeak,
  imageUrlOf,
  openAiSpeech,
  pocketsphinx,
  signedUrlOf,
  uploadedFileReader,
} from './modules/media';
import {
  avatarColour,
  createIdentityModule,
  USER_SESSIONS,
  loadOrganisation,
  isEmailProven,
  loadPreferences,
  restrictedAudienceOf,
} from './modules/identity';
import { createThemesModule, DEFAULT_THEME, findTheme, themeOfModule } from './modules/themes';
import { aiDocuments, assistant, chooseAiProvider, createAiModule, orgCallsInMonth } from './modules/ai';
import { chooseTranslationEngine, createTranslationModule } from './modules/translation';
import { createMetricsModule, viewedWithin } from './modules/metrics';
import { createInstanceModule, INSTANCE_ORGANISATIONS } from './modules/instance';
import { liveOf } from './platform/composition/live';
import type { TesseraModule } from './platform/composition/module';
import type { Bus } from './platform/bus/bus';
import { createInProcessBus } from './platform/bus/in-process';
import { connectNatsBus } from './platform/bus/nats';
import { startRelay } from './platform/bus/relay';
import { leasesWithLag } from './platform/subscriptions/lag';
import type { Config } from './platform/config';
import type { Database } from './platform/db/database';
import { migrate } from './platform/db/migrations';
import { lockDataFolder } from './platform/db/data-folder-lock';
import { openPGlite } from './platform/db/pglite';
import { openPostgres } from './platform/db/postgres';
import { withAppendListeners } from './platform/eventstore/append-listeners';
import { withCachedStreamReads } from './platform/eventstore/cached-reads';
import { withCheckedEvents } from './platform/eventstore/checked-events';
import { EVENT_SCHEMAS } from './event-schemas';
import { createKeyring } from './platform/eventstore/personal-data/keyring';
import { withSealedPersonalData } from './platform/eventstore/personal-data/sealed-store';
import { PERSONAL_FIELDS } from './personal-fields';
import { EsdbEventStore } from './platform/eventstore/esdb/store';
import { PostgresEventStore } from './platform/eventstore/postgres/store';
import type { EventStore, Position } from './platform/eventstore/types';
import { createHttpApp, apiRoutesOf, type ApiRoute } from './platform/http/app';
import { createHeavyWork } from './platform/workers/pool';
import { publicOrAllowed } from './platform/outbound/address-policy';
import { guardedProtocolFetch } from './platform/outbound/guarded-protocol-fetch';
import type { SessionGuard } from './platform/http/env';
import type { Logger } from './platform/logger';
import { createMailer, type Mailer } from './platform/mail/mailer';
import { ProjectionRunner } from './platform/projections/runner';
import { openStorage } from './platform/storage/open';
import { createGateway, type HeartbeatTiming, type SocketLimits } from './platform/realtime/gateway';
import { MAX_CLIENT_MESSAGE_BYTES } from './platform/realtime/protocol';
import { projections } from './read-models';
import { allMigrations } from './schema';

export const WEB_ROOT = resolve('dist/web');

/** How long responses still streaming at shutdown may go on. */
const SHUTDOWN_GRACE_MS = 5_000;

/** Runs a readiness probe of `part`, naming the part when it fails: an operator reads what is down. */
async function reachable(part: string, probe: () => Promise<unknown>): Promise<void> {
  try {
    await probe();
  } catch (error) {
    throw new Error(`${part} unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** PostgreSQL when DATABASE_URL is set; else PGlite in DATA_DIR, which this process then holds alone (a second is refused). */
export async function openDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const lock = lockDataFolder(config.dataDir);
  try {
    const database = await openPGlite({ dataDir: join(config.dataDir, 'pg') });
    return {
      ...database,
      async close() {
        await database.close();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/**
 * The event store every part of the product uses: only events their own schema reads back are
 * written (checked before anything is sealed); personal values sealed with their person's key
 * (outermost, so nothing cached or replayed holds an erased person), whole-stream reads cached.
 */
export function openEventStore(config: Config, database: Database, keyring = createKeyring(database.db)): EventStore {
  const stored = config.eventStoreUrl ? new EsdbEventStore(config.eventStoreUrl) : new PostgresEventStore(database);
  return withCheckedEvents(
    withSealedPersonalData(withCachedStreamReads(stored), keyring, PERSONAL_FIELDS),
    EVENT_SCHEMAS,
  );
}

function openBus(config: Config): Promise<Bus> {
  return config.natsUrl ? connectNatsBus(config.natsUrl) : Promise.resolve(createInProcessBus());
}

/** `url`: the public address; `port`: the one actually listened on (PORT=0 picks a free one). */
export type Tessera = {
  url: string;
  port: number;
  /** Where Prometheus scrapes (METRICS_PORT), when it is set. */
  metricsPort?: number;
  routes: ApiRoute[];
  close(): Promise<void>;
};

/** The composition root: config → platform → modules → HTTP and websocket on one port. */
export type StartOptions = {
  database?: Database;
  heartbeat?: HeartbeatTiming;
  socketLimits?: Partial<SocketLimits>;
  mailer?: Mailer;
  /** How long close() answers with `Connection: close` before it stops listening (default DRAIN_SECONDS; tests: 0). */
  drainNoticeMs?: number;
};

export async function startTessera(config: Config, logger: Logger, options: StartOptions = {}): Promise<Tessera> {
  const database = options.database ?? (await openDatabase(config));
  await migrate(database, allMigrations);
  const keyring = createKeyring(database.db);
  const store = withAppendListeners(openEventStore(config, database, keyring));
  const bus = await openBus(config);
  // Parsing documents and XLIFF and the offline assistant run here, off the event loop, each job limited in time and memory.
  const heavy = createHeavyWork();

  // Prometheus metrics (not the admin's metrics module below), on their own port, when METRICS_PORT is set (off by default: timing every request costs a little).
  const telemetry = config.metricsPort === undefined ? null : createPrometheusMetrics();
  if (telemetry) store.onAppended((_stream, _events, _result, seconds) => telemetry.observeAppend(seconds));
  const runner = new ProjectionRunner(database, store, projections, logger, {
    onApplied: telemetry?.projectedEvents,
    onSetAside: telemetry?.eventsSetAside,
  });
  const waitForProjection = (name: string, position: Position) => runner.waitFor(name, position);
  runner.start();
  const instance = createInstanceModule({
    store,
    db: database.db,
    instanceAdmins: config.instanceAdmins,
    jwtSecret: config.jwtSecret,
    emailProven: (email) => isEmailProven(store, email),
    waitForProjection,
    replaySetAside: (filter) => runner.replaySetAside(filter),
    // Read at request time, once the relay and the gateway below exist.
    workStatus: async () => ({
      instance: INSTANCE_ID,
      draining,
      leases: await leasesWithLag(database, store),
      projections: runner.statuses(),
      setAside: await runner.setAside(),
      relay: { status: relay.status(), ...(await relay.lag()) },
      sockets: gateway.connectionCount(),
    }),
  });
  const storage = openStorage(config);
  const mediaTempDir = join(config.dataDir, 'tmp', 'media');
  const engines = await detectEngines();
  const missing = Object.entries(engines).filter(([, found]) => !found);
  if (missing.length)
    logger.warn(
      { missing: missing.map(([name]) => name) },
      'Some media engines are missing: video posters and durations need ffmpeg, transcription pocketsphinx, avatar voices espeak-ng (see the README)',
    );
  // An OpenAI-compatible server when one is set, else the offline engines.
  const speech = config.openai
    ? openAiSpeech(config.openai)
    : { speechToText: pocketsphinx(engines.pocketsphinx), textToSpeech: espeak(engines.espeak) };
  logger.info({ transcription: speech.speechToText.name, speech: speech.textToSpeech.name }, 'speech engines');

  const mailer = options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger });
  // Absolute links (mails, packages) start with PUBLIC_URL, or this server's address once it listens; never with the request's Host.
  let port = config.port;
  /** Set once close() begins: readiness answers 503 so a load balancer sends no new requests here. */
  let draining = false;
  const publicUrl = () => config.publicUrl ?? `http://localhost:${port}`;
  const isThemeOf = async (orgId: string, themeId: string) => (await findTheme(database.db, orgId, themeId)) !== null;
  /** What an organisation's admins set in /settings, as the other modules apply it. */
  const orgSettingsOf = async (orgId: string) => (await loadOrganisation(store, orgId)).settings;
  const identity = createIdentityModule({
    isThemeOf,
    aiCallsInMonth: (orgId, month) => orgCallsInMonth(database.db, orgId, month),
    assertOrganisationActive: instance.assertOrganisationActive,
    store,
    db: database.db,
    jwtSecret: config.jwtSecret,
    mailer,
    publicUrl,
    partnerSecrets: config.partnerSecrets,
    loginUrl: config.loginUrl,
    trustedProxies: config.trustedProxies,
    requireEmailVerification: config.requireEmailVerification,
    registrationLimitPerHour: config.registrationLimitPerHour,
  });
  const courses = createCoursesModule({
    store,
    db: database.db,
    waitForProjection,
    saveBodyLimit: config.bodyLimitSave,
    imageUrlOf: imageUrlOf(store),
    signedUrlOf: signedUrlOf(storage),
    isThemeOf,
    startingLanguagesOf: async (userId, orgId) => {
      if (!(await orgSettingsOf(orgId)).translationEnabled) return [];
      const { settings, preferredLanguages } = await loadPreferences(store, userId);
      return settings.enableTranslations ? preferredLanguages : [];
    },
    // A custom theme deleted since it was made the default leaves new modules on the built-in one.
    defaultThemeOf: async (orgId) => {
      const theme = (await orgSettingsOf(orgId)).defaultTheme;
      return (await isThemeOf(orgId, theme)) ? theme : DEFAULT_THEME.id;
    },
  });
  const themes = createThemesModule({ store, db: database.db, waitForProjection, imageUrlOf: imageUrlOf(store) });
  const collaborators = createCollaboratorsModule({
    store,
    db: database.db,
    signToken: identity.signToken,
    courseOrgOf: (courseId) => courseOrgOf(store, courseId),
  });
  const comments = createCommentsModule({
    store,
    db: database.db,
    waitForProjection,
    canOpenCourse: (principal, courseId) => canWatchCourse(store, principal, courseId),
    avatarOf: avatarColour,
    database,
    logger,
  });
  // Every check that a token's session still holds, for HTTP calls and live sockets alike.
  const guardSession: SessionGuard = async (principal) => {
    // A suspended organisation's tokens, of every kind, stop working at once.
    await instance.assertOrganisationActive(principal.orgId);
    await identity.guardSession(principal);
    await assertCollaboratorAccess(store, principal);
  };
  const webRoot = existsSync(join(WEB_ROOT, 'index.html')) ? WEB_ROOT : null;
  const themeOf = (orgId: string, themeId: string) => themeOfModule(database.db, orgId, themeId);
  const delivery = createDeliveryModule({
    store,
    db: database.db,
    jwtSecret: config.jwtSecret,
    webRoot: WEB_ROOT,
    publicUrl: config.publicUrl,
    serverUrl: publicUrl,
    readUploaded: uploadedFileReader(storage),
    themeOf,
    trustedProxies: config.trustedProxies,
    learnerViewsPerHour: config.learnerViewsPerHour,
    learnerStatementsPerHour: config.learnerStatementsPerHour,
    defaultDispatchOriginsOf: async (orgId) => (await orgSettingsOf(orgId)).defaultDispatchOrigins,
    bus,
    caughtUp: (projection, position) => runner.waitFor(projection, position),
    lrs: config.lrs,
    viewedWithin: (courseId, viewer, minutes) => viewedWithin(database.db, courseId, viewer, minutes),
    database,
    logger,
  });
  store.onAppended(delivery.appended);
  logger.info(
    { lrs: config.lrs?.endpoint ?? null },
    config.lrs ? 'xAPI: share-link learners’ statements go to the LRS' : 'xAPI: no LRS (LRS_ENDPOINT not set)',
  );
  // Platforms' addresses come from their admins and their launches: reached through the guarded client only.
  const ltiPolicy = publicOrAllowed(config.ltiAllowedNetworks);
  const ltiSend = guardedProtocolFetch({ policy: ltiPolicy });
  const lti = createLtiModule({
    policy: ltiPolicy,
    send: ltiSend,
    db: database.db,
    store,
    jwtSecret: config.jwtSecret,
    nonces: createNonceStore(database.db),
    serverUrl: publicUrl,
    waitForPlatforms: (position) => waitForProjection('lti_platforms', position),
    learnerModule: delivery.learnerModule,
    database,
    logger,
  });
  const machineTranslation = chooseTranslationEngine(config);
  const translationProblem = await machineTranslation.problem();
  if (translationProblem) logger.warn({ engine: machineTranslation.engine.name }, translationProblem);
  else logger.info({ engine: machineTranslation.engine.name }, 'machine translation');
  const admin = createAdminModule({
    db: database.db,
    store,
    keyring,
    removeMember: identity.removeMember,
    storage,
    waitForProjection,
  });
  const translation = createTranslationModule({
    store,
    db: database.db,
    machine: machineTranslation,
    translationEnabled: async (orgId) => (await orgSettingsOf(orgId)).translationEnabled,
    heavy,
  });
  const aiProvider = chooseAiProvider(config, heavy);
  logger.info({ provider: aiProvider.name }, 'AI assistant');
  const ai = createAiModule({
    store,
    documents: aiDocuments(storage, heavy),
    dictation: dictation(speech.speechToText, mediaTempDir),
    assistant: assistant({
      store,
      db: database.db,
      provider: aiProvider,
      logger,
      timeoutMs: config.ai.timeoutSeconds * 1000,
      limits: { perUser: config.ai.dailyLimitPerUser, perOrg: config.ai.dailyLimitPerOrg },
      policyOf: async (orgId) => {
        const { aiEnabled, settings } = await loadOrganisation(store, orgId);
        return { enabled: aiEnabled, monthlyLimit: settings.aiMonthlyLimit };
      },
    }),
  });
  const metrics = createMetricsModule({ db: database.db });
  const media = createMediaModule({
    store,
    db: database.db,
    storage,
    jwtSecret: config.jwtSecret,
    limits: config.mediaLimits,
    tempDir: mediaTempDir,
    courseOrgOf: (courseId) => courseOrgOf(store, courseId),
    themeOf,
    engines,
    ...speech,
    database,
    logger,
  });
  // Every module, in no particular order: the platform mounts their routes so that fixed paths come first.
  const modules: TesseraModule[] = [
    admin,
    ai,
    collaborators,
    comments,
    courses,
    delivery,
    identity,
    instance,
    lti,
    media,
    metrics,
    themes,
    translation,
  ];
  // A course's live room hears its own events, its comments' and its media's, under the names of SPEC §7;
  // the organisation's themes room hears its themes'; its admins' audit room hears every entry of its change
  // log; a user's sockets are checked again after an event that changes their session.
  const live = liveOf(modules);
  const relay = startRelay({ database, store, bus, ...live, logger });
  const gateway = createGateway({
    heartbeat: options.heartbeat,
    store,
    bus,
    verifyToken: identity.verifyToken,
    guardSession,
    // A session change is checked once the read model the guard reads includes it (collaborators' access is read from its stream).
    awaitReads: async (position) => {
      await runner.waitFor(USER_SESSIONS, position);
      await runner.waitFor(INSTANCE_ORGANISATIONS, position);
    },
    limits: options.socketLimits,
    rooms: live.roomKinds,
    streamsOf: live.streamsOf,
    roomsOf: live.roomsOf,
    nameOf: live.nameOf,
    logger,
  });

  if (telemetry)
    sampleInstance(telemetry, {
      relayLag: () => relay.lag(),
      sockets: () => gateway.connectionCount(),
      busConnected: () => bus.connected(),
      projections: () => runner.statuses(),
      leases: () => leasesWithLag(database, store),
      poolUse: database.poolUse,
      setAside: () => runner.setAside(),
    });
  const http = createHttpApp({
    observeRequest: telemetry?.observeRequest,
    logger,
    verifyToken: identity.verifyToken,
    guardSession,
    routes: modules.map((m) => m.routes),
    publicReads: [delivery.learnerReads],
    access: {
      routes: modules.flatMap((m) => (m.access ? [m.access] : [])),
      audienceOf: restrictedAudienceOf,
    },
    websocket: gateway.handler,
    webRoot,
    pages: webRoot ? [delivery.pages] : [],
    security: { embedOrigins: config.embedOrigins, https: config.publicUrl?.startsWith('https://') ?? false },
    bodyLimit: config.bodyLimitJson,
    async readiness() {
      // A load balancer stops sending requests here while the last ones finish.
      if (draining) throw new Error('draining: this instance is shutting down');
      await reachable('database', () => sql`SELECT 1`.execute(database.db));
      await reachable('event store', () => store.headPosition());
      if (!bus.connected()) throw new Error('bus disconnected');
      await reachable('bus', () => bus.check());
      const relayLag = await relay.lag();
      const relayState = { status: relay.status(), ...relayLag };
      if (relayState.status === 'failed')
        throw new Error(
          `relay cannot publish (retrying): ${relayLag.eventsBehind}${relayLag.atLeast ? '+' : ''} events behind`,
        );
      const statuses = runner.statuses();
      const failed = Object.entries(statuses).filter(([, s]) => s === 'failed');
      if (failed.length) throw new Error(`projection failed (retrying): ${failed.map(([n]) => n).join(', ')}`);
      return {
        database: database.kind,
        eventStore: config.eventStoreUrl ? 'eventstoredb' : 'postgres',
        bus: config.natsUrl ? 'nats' : 'in-process',
        relay: relayState,
        projections: statuses,
        // Streams a read model could not apply, kept out of it while everything else goes on (operators replay them).
        setAside: await runner.setAside(),
        // Who runs each piece of work that runs once (host:pid; null while no instance holds it), and its lag.
        leases: await leasesWithLag(database, store),
      };
    },
  });

  // A frame bigger than any client message closes the socket (1009) before it is buffered.
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_MESSAGE_BYTES });
  const server = serve({ fetch: http.fetch, port: config.port, hostname: config.host, websocket: { server: wss } });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const address = server.address();
  if (typeof address === 'object' && address) port = address.port;
  server.on('request', (_req, res) => {
    if (draining) res.setHeader('Connection', 'close');
  });
  const metricsServer =
    telemetry && (await startPrometheusServer(telemetry.registry, config.metricsPort!, config.metricsHost));
  if (metricsServer) logger.info({ port: metricsServer.port }, `Prometheus metrics on port ${metricsServer.port}`);

  return {
    url: publicUrl(),
    port,
    metricsPort: metricsServer?.port,
    routes: apiRoutesOf(http.app),
    async close() {
      draining = true;
      gateway.close();
      // The work that runs once stops now, while the last requests finish: the other instances stop
      // counting this one in their shares, and its leases are released at once, so they take it over
      // (requests waiting on a projection read its checkpoint).
      await database.leases.leave();
      const work = Promise.all([
        relay.stop(),
        ...modules.flatMap((m) => m.workers ?? []).map((worker) => worker.stop()),
        runner.stop(),
      ]);
      // Clients and the load balancer get notice (each answer with `Connection: close`, /api/ready 503),
      // so the next requests go to another instance, not down a kept-alive connection about to close.
      await new Promise((r) => setTimeout(r, options.drainNoticeMs ?? config.drainSeconds * 1000));
      // Live sockets are not the HTTP server's to wait for: those that did not close on notice are dropped.
      gateway.terminate();
      // Idle keep-alive sockets close now; a download still streaming (a video) gets a few seconds, then is cut.
      const closed = new Promise((r) => server.close(() => r(undefined)));
      if ('closeIdleConnections' in server) server.closeIdleConnections();
      const cutOff = setTimeout(
        () => 'closeAllConnections' in server && server.closeAllConnections(),
        SHUTDOWN_GRACE_MS,
      );
      await closed;
      clearTimeout(cutOff);
      wss.close();
      await work;
      await metricsServer?.close();
      await store.close();
      await bus.close();
      await heavy.close();
      await database.close();
    },
  };
}
