import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

const SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A value read when Prometheus scrapes: one sample per label set. */
export type Sampled = () => Promise<Array<{ labels?: Record<string, string>; value: number }>>;

/**
 * The instance's operational metrics, in the Prometheus text format (prom-client): the process's
 * own (CPU, memory, event loop, GC), HTTP latency by route, event-store append latency, events
 * applied per projection, and whatever `sample` adds, read at each scrape.
 */
export function createPrometheusMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'tessera_' });
  const httpDuration = new Histogram({
    name: 'tessera_http_request_duration_seconds',
    help: 'HTTP requests by method, route (its pattern) and status',
    labelNames: ['method', 'route', 'status'],
    buckets: SECONDS,
    registers: [registry],
  });
  const appendDuration = new Histogram({
    name: 'tessera_eventstore_append_duration_seconds',
    help: 'Appends to the event store, from call to acknowledgement',
    buckets: SECONDS,
    registers: [registry],
  });
  const projected = new Counter({
    name: 'tessera_projection_events_total',
    help: 'Events each projection went through in this instance (its rate is the projection’s throughput)',
    labelNames: ['projection'],
    registers: [registry],
  });
  const setAside = new Counter({
    name: 'tessera_projection_events_set_aside_total',
    help: 'Events a projection could not apply in this instance and set aside (with the later events of their streams)',
    labelNames: ['projection'],
    registers: [registry],
  });
  return {
    registry,
    observeRequest(method: string, route: string, status: number, seconds: number) {
      httpDuration.observe({ method, route, status: String(status) }, seconds);
    },
    observeAppend: (seconds: number) => appendDuration.observe(seconds),
    projectedEvents: (projection: string, events: number) => projected.inc({ projection }, events),
    eventsSetAside: (projection: string, events: number) => setAside.inc({ projection }, events),
    /** A gauge whose samples are read at each scrape. */
    sample(name: string, help: string, labelNames: string[], read: Sampled) {
      new Gauge({
        name,
        help,
        labelNames,
        registers: [registry],
        async collect() {
          this.reset();
          for (const { labels, value } of await read()) {
            if (labels) this.set(labels, value);
            else this.set(value);
          }
        },
      });
    },
  };
}
export type PrometheusMetrics = ReturnType<typeof createPrometheusMetrics>;
