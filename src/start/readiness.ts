import { sql } from 'kysely';
import type { Config } from '../platform/config';
import type { startRelay } from '../platform/bus/relay';
import { leasesWithLag } from '../platform/subscriptions/lag';
import type { Platform } from './open-platform';

/** Runs a readiness probe of `part`, naming the part when it fails: an operator reads what is down. */
async function reachable(part: string, probe: () => Promise<unknown>): Promise<void> {
  try {
    await probe();
  } catch (error) {
    throw new Error(`${part} unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * `/api/ready`: throws naming what is down (a draining instance, the database, the event store,
 * the bus, a relay that cannot publish, a failed read model); else what runs where.
 */
export function readiness(
  config: Config,
  { database, store, bus, runner }: Platform,
  relay: ReturnType<typeof startRelay>,
  draining: () => boolean,
) {
  return async () => {
    // A load balancer stops sending requests here while the last ones finish.
    if (draining()) throw new Error('draining: this instance is shutting down');
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
  };
}
