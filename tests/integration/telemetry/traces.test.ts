import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { courseRoom } from '../../../src/modules/courses/live-rooms';
import type { Database } from '../../../src/platform/db/database';
import { openTestDatabase, usingPostgres } from '../../support/database';
import { eventually } from '../../support/eventually';
import { connectLive } from '../../support/live-client';
import { type ReceivedSpan, startOtlpReceiver } from '../../support/otlp-receiver';
import { startServerProcess, waitForExit } from '../../support/process';
import { registerUser } from '../../support/server';

describe('OpenTelemetry traces (OTLP over HTTP)', () => {
  let database: (Database & { url?: string }) | undefined;
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    await database?.close();
  });

  it('follows one save from its request through the append, the projections and the relay to the socket', async () => {
    const receiver = await startOtlpReceiver();
    cleanups.push(receiver.close);
    const env: Record<string, string | undefined> = {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'tessera-traces-')),
      JWT_SECRET: 'traces test secret, long enough for signing',
      NATS_URL: process.env.NATS_URL,
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '100',
      OTEL_SERVICE_NAME: 'tessera-under-test',
    };
    if (usingPostgres) {
      database = await openTestDatabase();
      env.DATABASE_URL = database.url;
    }
    const server = await startServerProcess(env);
    cleanups.push(async () => {
      server.child.kill('SIGTERM');
      await waitForExit(server.child);
    });
    const author = await registerUser(server.url);
    const course = (await author.api.post('/courses/', { course: { title: 'Traced' } })).body.course;
    const live = await connectLive(server.url, author.token);
    cleanups.push(live.close);
    live.send({ v: 2, type: 'join', room: courseRoom(course.id) });
    await live.waitFor((m) => m.type === 'joined');

    const save = await fetch(`${server.url}/api/courses/${course.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${author.token}` },
      body: JSON.stringify({ course: { title: 'Traced, renamed' } }),
    });
    expect(save.status).toBe(200);
    const correlationId = save.headers.get('x-request-id')!;
    await live.waitFor((m) => m.type === 'event' && m.event.type === 'CourseRenamed');

    const request = (spans: ReceivedSpan[]) =>
      spans.find((s) => s.kind === 2 && s.attributes['tessera.correlation_id'] === correlationId);
    const traceOf = (spans: ReceivedSpan[]) => {
      const root = request(spans);
      return root ? spans.filter((s) => s.traceId === root.traceId) : [];
    };
    const wanted = ['eventstore append', 'projection course_list', 'relay publish', 'socket deliver'];
    const trace = await eventually(
      async () => traceOf(receiver.spans),
      (t) => wanted.every((name) => t.some((s) => s.name === name)),
      10_000,
    );
    const root = request(trace)!;
    expect(root).toMatchObject({
      name: 'PUT /api/courses/:id',
      service: 'tessera-under-test',
      attributes: { 'http.route': '/api/courses/:id', 'http.response.status_code': 200 },
    });
    expect(root.parentSpanId ?? '').toBe('');
    for (const name of wanted) {
      const span = trace.find((s) => s.name === name);
      // Each step is a child of the request: in this process (the append) or carried by the event (the rest).
      expect(span, name).toMatchObject({ parentSpanId: root.spanId });
    }
    for (const name of wanted.slice(1))
      expect(trace.find((s) => s.name === name)!.attributes['tessera.correlation_id'], name).toBe(correlationId);
    expect(trace.find((s) => s.name === 'socket deliver')!.attributes['tessera.sockets']).toBe(1);
  }, 90_000);
});
