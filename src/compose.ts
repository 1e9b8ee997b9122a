import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { restrictedAudienceOf, USER_SESSIONS } from './modules/identity';
import { INSTANCE_ORGANISATIONS } from './modules/instance';
import { startRelay } from './platform/bus/relay';
import { liveOf } from './platform/composition/live';
import type { Config } from './platform/config';
import type { Database } from './platform/db/database';
import { type ApiRoute, apiRoutesOf, createHttpApp } from './platform/http/app';
import { INSTANCE_ID } from './platform/instance-id';
import type { Logger } from './platform/logger';
import { createMailer, type Mailer } from './platform/mail/mailer';
import { createGateway, type HeartbeatTiming, type SocketLimits } from './platform/realtime/gateway';
import { leasesWithLag } from './platform/subscriptions/lag';
import { sampleInstance } from './platform/telemetry/instance-gauges';
import { listen } from './start/listen';
import { createModules } from './start/modules';
import { openPlatform } from './start/open-platform';
import { readiness } from './start/readiness';
import { chooseSpeech } from './start/speech';
import { startupPhases } from './start/startup-phases';
import { WEB_ROOT } from './start/web-root';

/** `url`: the public address; `port`: the one actually listened on (PORT=0 picks a free one). */
export type Tessera = {
  url: string;
  port: number;
  /** Where Prometheus scrapes (METRICS_PORT), when it is set. */
  metricsPort?: number;
  routes: ApiRoute[];
  close(): Promise<void>;
};

export type StartOptions = {
  database?: Database;
  heartbeat?: HeartbeatTiming;
  socketLimits?: Partial<SocketLimits>;
  mailer?: Mailer;
  /** How long close() answers with `Connection: close` before it stops listening (default DRAIN_SECONDS; tests: 0). */
  drainNoticeMs?: number;
};

/**
 * The composition root: config → platform → modules → the relay and the live socket → HTTP on
 * one port; and the way back down, in order, when the instance stops.
 */
export async function startTessera(config: Config, logger: Logger, options: StartOptions = {}): Promise<Tessera> {
  const startup = startupPhases();
  const platform = await openPlatform(config, logger, options.database, startup);
  const { database, store, bus, heavy, runner, telemetry } = platform;
  // Absolute links (mails, packages) start with PUBLIC_URL, or this server's address once it listens; never with the request's Host.
  let port = config.port;
  const publicUrl = () => config.publicUrl ?? `http://localhost:${port}`;
  /** Set once close() begins: readiness answers 503 so a load balancer sends no new requests here. */
  let draining = false;

  const speech = await chooseSpeech(config, logger);
  startup.mark('speech');
  const { modules, verifyToken, guardSession, publicReads, answersFromMemory, pages } = await createModules(
    platform,
    speech,
    {
      config,
      logger,
      mailer: options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger }),
      publicUrl,
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
    },
  );
  // A course's live room hears its own events, its comments' and its media's, under the names of SPEC §7;
  // the organisation's themes room hears its themes'; its admins' audit room hears every entry of its change
  // log; a user's sockets are checked again after an event that changes their session.
  const live = liveOf(modules);
  const relay = startRelay({ database, store, bus, ...live, logger });
  const gateway = createGateway({
    heartbeat: options.heartbeat,
    store,
    bus,
    verifyToken,
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

  const webRoot = existsSync(join(WEB_ROOT, 'index.html')) ? WEB_ROOT : null;
  const http = createHttpApp({
    observeRequest: telemetry?.observeRequest,
    logger,
    verifyToken,
    guardSession,
    routes: modules.map((m) => m.routes),
    publicReads: [publicReads],
    answersFromMemory,
    access: {
      routes: modules.flatMap((m) => (m.access ? [m.access] : [])),
      audienceOf: restrictedAudienceOf,
    },
    websocket: gateway.handler,
    webRoot,
    pages: webRoot ? [pages] : [],
    security: { embedOrigins: config.embedOrigins, https: config.publicUrl?.startsWith('https://') ?? false },
    bodyLimit: config.bodyLimitJson,
    readiness: readiness(config, platform, relay, () => draining),
  });
  startup.mark('modules');
  const server = await listen(config, http.fetch, () => draining);
  port = server.port;
  startup.mark('listen');
  const metricsServer =
    telemetry &&
    (await (
      await import('./platform/telemetry/prometheus-server')
    ).startPrometheusServer(telemetry.registry, config.metricsPort!, config.metricsHost));
  if (metricsServer) logger.info({ port: metricsServer.port }, `Prometheus metrics on port ${metricsServer.port}`);
  const phases = startup.phases();
  logger.info({ startup: phases }, `started in ${phases.total} ms`);

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
      await server.close();
      await work;
      await metricsServer?.close();
      await store.close();
      await bus.close();
      await heavy.close();
      await database.close();
    },
  };
}
