import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usingPostgres } from '../../support/database';
import { registerUser, startTestServer, type TestServer } from '../../support/server';

/** One sample of the Prometheus text format: name, labels, value. */
type Sample = { name: string; labels: Record<string, string>; value: number };

/** Parses Prometheus text (format 0.0.4), failing on any line that is not a comment or a well-formed sample. */
function parsePrometheus(text: string): { samples: Sample[]; types: Map<string, string> } {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const type = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) {
      types.set(type[1]!, type[2]!);
      continue;
    }
    if (/^# HELP [a-zA-Z_:][a-zA-Z0-9_:]* .*$/.test(line)) continue;
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?[0-9.]+(?:e[+-]?\d+)?|NaN|\+Inf|-Inf)$/.exec(line);
    if (!sample) throw new Error(`not Prometheus text: ${line}`);
    const labels = Object.fromEntries(
      [...(sample[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]),
    );
    samples.push({ name: sample[1]!, labels, value: Number(sample[3]) });
  }
  return { samples, types };
}

describe('Prometheus metrics on their own port (METRICS_PORT)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { METRICS_PORT: '0' } });
  });
  afterAll(async () => server.close());

  it('scraped after some traffic: HTTP latency by route, appends, projections, relay, sockets, bus, leases', async () => {
    const { api } = await registerUser(server.url);
    const { course } = (await api.post('/courses/', { course: { title: 'Measured' } })).body;
    expect((await api.put(`/courses/${course.id}`, { course: { title: 'Measured again' } })).status).toBe(200);

    const res = await fetch(`http://127.0.0.1:${server.metricsPort}/metrics`);
    expect(res.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    const { samples, types } = parsePrometheus(await res.text());
    const find = (name: string, labels: Record<string, string> = {}) =>
      samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));

    expect(types.get('tessera_http_request_duration_seconds')).toBe('histogram');
    const saves = find('tessera_http_request_duration_seconds_count', {
      method: 'PUT',
      route: '/api/courses/:id',
      status: '200',
    });
    expect(saves).toHaveLength(1);
    expect(saves[0]!.value).toBe(1);
    expect(find('tessera_eventstore_append_duration_seconds_count')[0]!.value).toBeGreaterThanOrEqual(3);
    expect(find('tessera_projection_events_total', { projection: 'course_list' })[0]!.value).toBeGreaterThan(0);
    expect(find('tessera_projection_running', { projection: 'course_list', status: 'running' })[0]!.value).toBe(1);
    expect(find('tessera_relay_events_behind')).toHaveLength(1);
    expect(find('tessera_sockets')[0]!.value).toBe(0);
    expect(find('tessera_bus_connected')[0]!.value).toBe(1);
    expect(find('tessera_lease_held', { lease: 'relay' })[0]!.value).toBe(1);
    expect(find('tessera_work_events_behind', { lease: 'projection:course_list' })).toHaveLength(1);
    expect(find('tessera_process_resident_memory_bytes')[0]!.value).toBeGreaterThan(0);
    if (usingPostgres) expect(find('tessera_pg_pool_connections', { state: 'total' })[0]!.value).toBeGreaterThan(0);
  });
});

describe('the metrics port listens on this host only unless METRICS_HOST opens it (the metrics carry no authentication)', () => {
  const external = Object.values(networkInterfaces())
    .flat()
    .find((i) => i && !i.internal && i.family === 'IPv4')?.address;
  const reaches = (host: string, port: number) =>
    fetch(`http://${host}:${port}/metrics`).then(
      (r) => r.status,
      () => 'refused',
    );

  it.skipIf(!external)(
    'with the app on every interface, the metrics answer on loopback only; METRICS_HOST=0.0.0.0 opens them',
    async () => {
      const closed = await startTestServer({ env: { METRICS_PORT: '0', HOST: '0.0.0.0' } });
      const open = await startTestServer({ env: { METRICS_PORT: '0', HOST: '0.0.0.0', METRICS_HOST: '0.0.0.0' } });
      try {
        expect(await reaches('127.0.0.1', closed.metricsPort!)).toBe(200);
        expect(await reaches(external!, closed.metricsPort!)).toBe('refused');
        expect(await reaches(external!, open.metricsPort!)).toBe(200);
      } finally {
        await closed.close();
        await open.close();
      }
    },
  );
});
