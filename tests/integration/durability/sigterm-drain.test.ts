import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Database } from '../../../src/platform/db/database';
import { openTestDatabase, usingPostgres } from '../../support/database';
import { startServerProcess, waitForExit } from '../../support/process';
import { registerUser } from '../../support/server';

const WRITERS = 8;

/** How a save ended: answered (with its status and whether the server asked to close the connection), or not. */
type Outcome = { status: number; closing: boolean } | { broken: string };

describe('graceful shutdown: SIGTERM in the middle of a burst of saves', () => {
  let database: (Database & { url?: string }) | undefined;
  afterAll(async () => database?.close());

  it('gives notice (ready 503, Connection: close), answers every request it took, and exits cleanly', async () => {
    const env: Record<string, string | undefined> = {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'tessera-drain-')),
      JWT_SECRET: 'drain test secret, long enough for signing',
      DRAIN_SECONDS: '2',
      NATS_URL: process.env.NATS_URL,
    };
    if (usingPostgres) {
      database = await openTestDatabase();
      env.DATABASE_URL = database.url;
    }
    const server = await startServerProcess(env);
    const { api, token } = await registerUser(server.url);
    const ids: string[] = [];
    for (let i = 0; i < WRITERS; i++)
      ids.push((await api.post('/courses/', { course: { title: 't-0' } })).body.course.id);

    const outcomes: Outcome[] = [];
    let answered = 0;
    let stop = false;
    const save = async (id: string, n: number): Promise<Outcome> => {
      try {
        const res = await fetch(`${server.url}/api/courses/${id}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ course: { title: `t-${n}` } }),
        });
        await res.arrayBuffer();
        answered++;
        return { status: res.status, closing: res.headers.get('connection') === 'close' };
      } catch (error) {
        return { broken: (error as { cause?: { code?: string } }).cause?.code ?? String(error) };
      }
    };
    // Each writer is a client behind a load balancer: told the connection closes, it sends its next save elsewhere.
    const writers = ids.map(async (id) => {
      for (let n = 1; !stop; n++) {
        const outcome = await save(id, n);
        outcomes.push(outcome);
        if ('broken' in outcome || outcome.closing) return;
      }
    });
    while (answered < 40) await new Promise((r) => setTimeout(r, 10));
    server.child.kill('SIGTERM');
    await Promise.all(writers);
    // The load balancer's health check sees the instance draining.
    const ready = await fetch(`${server.url}/api/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ message: 'draining: this instance is shutting down' });
    await waitForExit(server.child);
    stop = true;

    expect(server.child.exitCode).toBe(0);
    // Every save was answered as a success: none cut off, none failed; each client was told to move on.
    expect(outcomes.filter((o) => 'broken' in o)).toEqual([]);
    expect(outcomes.filter((o) => 'status' in o && o.status !== 200)).toEqual([]);
    expect(outcomes.filter((o) => 'closing' in o && o.closing)).toHaveLength(WRITERS);
  }, 120_000);

  it('live sockets that reconnect at once do not hold it: told to go (1001), their reconnects refused (503), it exits', async () => {
    const server = await startServerProcess({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'tessera-drain-sockets-')),
      JWT_SECRET: 'drain test secret, long enough for signing',
      DRAIN_SECONDS: '1',
      DATABASE_URL: database?.url,
      NATS_URL: process.env.NATS_URL,
    });
    const { token } = await registerUser(server.url);
    const closes: number[] = [];
    const refusals: number[] = [];
    let exited = false;
    // As the web app does: a socket that closes is opened again 100 ms later, for as long as the page is open.
    const openSocket = () => {
      const ws = new WebSocket(`${server.url.replace(/^http/, 'ws')}/ws?token=${encodeURIComponent(token)}`);
      ws.on('unexpected-response', (_req, res) => refusals.push(res.statusCode ?? 0));
      ws.on('error', () => undefined);
      ws.on('close', (code) => {
        closes.push(code);
        if (!exited) setTimeout(openSocket, 100);
      });
      return new Promise<void>((resolve) => ws.once('open', () => resolve()));
    };
    await Promise.all(Array.from({ length: 10 }, openSocket));
    server.child.kill('SIGTERM');
    await waitForExit(server.child);
    exited = true;
    expect(server.child.exitCode).toBe(0);
    expect(closes.filter((code) => code === 1001)).toHaveLength(10);
    expect(refusals.length).toBeGreaterThan(0);
    expect(new Set(refusals)).toEqual(new Set([503]));
  }, 60_000);
});
