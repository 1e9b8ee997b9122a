import { join } from 'node:path';
import { EVENT_SCHEMAS } from '../event-schemas';
import { PERSONAL_FIELDS } from '../personal-fields';
import type { Bus } from '../platform/bus/bus';
import { createInProcessBus } from '../platform/bus/in-process';
import type { Config } from '../platform/config';
import { lockDataFolder } from '../platform/db/data-folder-lock';
import type { Database } from '../platform/db/database';
import { migrate } from '../platform/db/migrations';
import { openPGlite } from '../platform/db/pglite';
import { seedFromTemplate } from '../platform/db/pglite-template';
import { withAppendListeners } from '../platform/eventstore/append-listeners';
import { withCachedStreamReads } from '../platform/eventstore/cached-reads';
import { withCheckedEvents } from '../platform/eventstore/checked-events';
import { createKeyring } from '../platform/eventstore/personal-data/keyring';
import { withSealedPersonalData } from '../platform/eventstore/personal-data/sealed-store';
import { PostgresEventStore } from '../platform/eventstore/postgres/store';
import type { EventStore, Position } from '../platform/eventstore/types';
import type { Logger } from '../platform/logger';
import { ProjectionRunner } from '../platform/projections/runner';
import { openStorage } from '../platform/storage/open';
import { createHeavyWork } from '../platform/workers/pool';
import type { StartupPhases } from './startup-phases';
import { projections } from '../read-models';
import { allMigrations } from '../schema';

// The client of a backend that is not the default (PostgreSQL, EventStoreDB, NATS, S3, Prometheus) is
// loaded only when its setting asks for it: loading them all took start-up most of a second.

/**
 * PostgreSQL when DATABASE_URL is set; else PGlite in DATA_DIR, which this process then holds alone
 * (a second is refused), started from the built server's template when it is fresh.
 */
export async function openDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) return (await import('../platform/db/postgres')).openPostgres(config.databaseUrl);
  const lock = lockDataFolder(config.dataDir);
  try {
    const dataDir = join(config.dataDir, 'pg');
    seedFromTemplate(dataDir);
    const database = await openPGlite({ dataDir });
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
export async function openEventStore(
  config: Config,
  database: Database,
  keyring = createKeyring(database.db),
): Promise<EventStore> {
  const stored = config.eventStoreUrl
    ? new (await import('../platform/eventstore/esdb/store')).EsdbEventStore(config.eventStoreUrl)
    : new PostgresEventStore(database);
  return withCheckedEvents(
    withSealedPersonalData(withCachedStreamReads(stored), keyring, PERSONAL_FIELDS),
    EVENT_SCHEMAS,
  );
}

async function openBus(config: Config): Promise<Bus> {
  return config.natsUrl ? (await import('../platform/bus/nats')).connectNatsBus(config.natsUrl) : createInProcessBus();
}

/**
 * What every module stands on: the database (migrated), the event store, the bus, the read models
 * (started), file storage, the pool that runs heavy parsing off the event loop, and Prometheus
 * metrics when METRICS_PORT is set.
 */
export async function openPlatform(config: Config, logger: Logger, given?: Database, startup?: StartupPhases) {
  const database = given ?? (await openDatabase(config));
  startup?.mark('database');
  await migrate(database, allMigrations);
  startup?.mark('migrations');
  const keyring = createKeyring(database.db);
  const store = withAppendListeners(await openEventStore(config, database, keyring));
  const bus = await openBus(config);
  startup?.mark('bus');
  // Parsing documents and XLIFF and the offline assistant run here, off the event loop, each job limited in time and memory.
  const heavy = createHeavyWork();
  // Prometheus metrics (not the admin's metrics module), on their own port, when METRICS_PORT is set (off by default: timing every request costs a little).
  const telemetry =
    config.metricsPort === undefined
      ? null
      : (await import('../platform/telemetry/prometheus')).createPrometheusMetrics();
  if (telemetry) store.onAppended((_stream, _events, _result, seconds) => telemetry.observeAppend(seconds));
  const runner = new ProjectionRunner(database, store, projections, logger, {
    onApplied: telemetry?.projectedEvents,
    onSetAside: telemetry?.eventsSetAside,
  });
  runner.start();
  startup?.mark('projections');
  return {
    database,
    keyring,
    store,
    bus,
    heavy,
    telemetry,
    runner,
    waitForProjection: (name: string, position: Position) => runner.waitFor(name, position),
    storage: await openStorage(config),
    /** Where uploads are received and media jobs work before their results are stored. */
    mediaTempDir: join(config.dataDir, 'tmp', 'media'),
  };
}
export type Platform = Awaited<ReturnType<typeof openPlatform>>;
