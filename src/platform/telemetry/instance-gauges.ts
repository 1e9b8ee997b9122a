import type { LeaderStatus } from '../db/leadership';
import { INSTANCE_ID } from '../instance-id';
import type { PrometheusMetrics } from './prometheus';

/** The state of this instance, read at each scrape: relay lag, sockets, bus, projections, leases and their lag, pool. */
export function sampleInstance(
  metrics: PrometheusMetrics,
  deps: {
    relayLag(): Promise<{ eventsBehind: number }>;
    sockets(): number;
    busConnected(): boolean;
    projections(): Record<string, LeaderStatus>;
    leases(): Promise<Record<string, { holder: string | null; eventsBehind: number }>>;
    poolUse?: () => { total: number; idle: number; waiting: number };
    setAside(): Promise<Array<{ projection: string; events: number }>>;
  },
) {
  // The two lease gauges are read in the same scrape: they share one read of the leases.
  const leases = sharedWhileRunning(deps.leases);
  metrics.sample('tessera_relay_events_behind', 'Events written but not yet published to the bus', [], async () => [
    { value: (await deps.relayLag()).eventsBehind },
  ]);
  metrics.sample('tessera_sockets', 'Open live sockets on this instance', [], async () => [{ value: deps.sockets() }]);
  metrics.sample('tessera_bus_connected', 'Whether the bus (NATS) is connected: 1 or 0', [], async () => [
    { value: deps.busConnected() ? 1 : 0 },
  ]);
  metrics.sample(
    'tessera_projection_running',
    'Each projection: 1 where it runs here, 0 standing by; failed shows as status="failed"',
    ['projection', 'status'],
    async () =>
      Object.entries(deps.projections()).map(([projection, status]) => ({
        labels: { projection, status },
        value: status === 'running' || status === 'failed' ? 1 : 0,
      })),
  );
  metrics.sample(
    'tessera_lease_held',
    'Each lease of work that runs once: 1 when this instance holds it',
    ['lease'],
    async () =>
      Object.entries(await leases()).map(([lease, { holder }]) => ({
        labels: { lease },
        value: holder === INSTANCE_ID ? 1 : 0,
      })),
  );
  metrics.sample(
    'tessera_work_events_behind',
    'Each piece of work that runs once: events written past its checkpoint (counted up to 1000), whichever instance runs it',
    ['lease'],
    async () =>
      Object.entries(await leases()).map(([lease, { eventsBehind }]) => ({
        labels: { lease },
        value: eventsBehind,
      })),
  );
  metrics.sample(
    'tessera_events_set_aside',
    'Events set aside now, by projection, whichever instance set them aside: an operator replays them once fixed',
    ['projection'],
    async () => {
      const byProjection = new Map<string, number>();
      for (const { projection, events } of await deps.setAside())
        byProjection.set(projection, (byProjection.get(projection) ?? 0) + events);
      return [...byProjection].map(([projection, value]) => ({ labels: { projection }, value }));
    },
  );
  const pool = deps.poolUse;
  if (pool)
    metrics.sample('tessera_pg_pool_connections', 'PostgreSQL pool connections by state', ['state'], async () =>
      Object.entries(pool()).map(([state, value]) => ({ labels: { state }, value })),
    );
}

/** `read`, but a call while one is under way gets that one's answer instead of reading again. */
function sharedWhileRunning<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () =>
    (running ??= read().finally(() => {
      running = null;
    }));
}
