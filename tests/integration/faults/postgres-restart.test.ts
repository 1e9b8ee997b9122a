import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseRoom } from '../../../src/modules/courses/live-rooms';
import { migrate } from '../../../src/platform/db/migrations';
import { openPostgres } from '../../../src/platform/db/postgres';
import { allMigrations } from '../../../src/schema';
import { startCuttableProxy } from '../../support/cuttable-proxy';
import { eventually } from '../../support/eventually';
import { freshPostgresDatabase } from '../../support/fresh-postgres';
import { connectLive } from '../../support/live-client';
import { startServerProcess, waitForExit } from '../../support/process';
import { apiClient, registerUser } from '../../support/server';

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl)
  console.log(
    'DATABASE_URL is not set: the PostgreSQL restart fault tests are skipped (they need a PostgreSQL server).',
  );

/** How many times every backend of the database is terminated while the writers run. */
const ROUNDS = 5;
/** How long the database is out of reach altogether (a restart that takes a while). */
const OUTAGE_MS = 3_000;

type Server = Awaited<ReturnType<typeof startServerProcess>>;
type Live = Awaited<ReturnType<typeof connectLive>>;
type Api = ReturnType<typeof apiClient>;
type Answer = { status: number; body: { message?: string; comment?: { id: string } }; retryAfter: string | null };

/** Ends every connection to the database but this one: what `pg_ctl restart -m fast` does to a busy instance. */
async function terminateEveryBackend(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ ended: number }>(
      `SELECT count(*) FILTER (WHERE pg_terminate_backend(pid))::int AS ended FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    return rows[0]?.ended ?? 0;
  } finally {
    await client.end();
  }
}

/** A call as a browser makes it, with Retry-After; a request the server never answered (it died) is status 0. */
async function call(baseUrl: string, token: string, method: string, path: string, body: unknown): Promise<Answer> {
  try {
    const res = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : {}, retryAfter: res.headers.get('retry-after') };
  } catch {
    return { status: 0, body: {}, retryAfter: null };
  }
}

describe.skipIf(!adminUrl)('PostgreSQL going away while two instances are busy', () => {
  let fresh: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let proxy: Awaited<ReturnType<typeof startCuttableProxy>>;
  const servers: Server[] = [];
  const sockets: Live[] = [];
  let author: { token: string; api: Api };
  let through: Array<{ url: string; api: Api }>;
  /** Commented on and watched by every socket. */
  let courseId: string;
  let blockId: string;
  /** One module per instance, each renamed by one writer in turn, so the last acknowledged name is the one kept. */
  let renamed: string[];

  /** Saves (module renames) and comments through both instances until `stop`; what each was answered. */
  function busyWriters() {
    const state = {
      stop: false,
      /** Per module renamed: the number in the last name acknowledged. */
      lastAcked: renamed.map(() => 0),
      commentsAcked: [] as string[],
      refusals: [] as Answer[],
    };
    const done = Promise.all(
      through.flatMap(({ url }, instance) => [
        (async () => {
          const id = renamed[instance]!;
          const from = (await author.api.get(`/courses/${id}`)).body.course.title;
          for (let n = Number(from.slice(2)) + 1; !state.stop; n++) {
            const res = await call(url, author.token, 'PUT', `/courses/${id}`, { course: { title: `t-${n}` } });
            if (res.status === 200) state.lastAcked[instance] = n;
            else state.refusals.push(res);
          }
        })(),
        (async () => {
          for (let i = 0; !state.stop; i++) {
            const content = `comment ${instance}.${i}`;
            const res = await call(url, author.token, 'POST', '/comments/', { courseId, blockId, content });
            if (res.status === 201) state.commentsAcked.push(res.body.comment!.id);
            else state.refusals.push(res);
          }
        })(),
      ]),
    );
    return { state, done };
  }

  /** Every acknowledged save and comment is stored, and every socket hears a comment written now, and every acknowledged one. */
  async function nothingLost(state: ReturnType<typeof busyWriters>['state']) {
    for (const [i, id] of renamed.entries()) {
      // A save answered 503 may still have been kept; every acknowledged one was.
      const { title } = (await author.api.get(`/courses/${id}`)).body.course;
      expect(Number(title.slice(2))).toBeGreaterThanOrEqual(state.lastAcked[i]!);
    }
    const stored = JSON.stringify((await author.api.get(`/comments/course/${courseId}`)).body);
    for (const id of state.commentsAcked) expect(stored).toContain(id);

    const after = (await through[1]!.api.post('/comments/', { courseId, blockId, content: 'after' })).body;
    for (const live of sockets) {
      const arrived = await eventually(
        async () => live.events(courseRoom(courseId)).map((e) => (e.data as { commentId?: string }).commentId),
        (ids) => ids.includes(after.comment.id),
        20_000,
      );
      expect(arrived).toContain(after.comment.id);
      for (const id of state.commentsAcked) expect(arrived).toContain(id);
    }
  }

  const readiness = () =>
    Promise.all(
      servers.map(async (s) => {
        const res = await fetch(`${s.url}/api/ready`);
        return { status: res.status, body: (await res.json()) as { message?: string } };
      }),
    );

  beforeAll(async () => {
    fresh = await freshPostgresDatabase(adminUrl!);
    const migrating = openPostgres(fresh.url);
    await migrate(migrating, allMigrations);
    await migrating.close();
    const target = new URL(fresh.url);
    proxy = await startCuttableProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const throughProxy = new URL(fresh.url);
    throughProxy.port = new URL(proxy.url).port;
    const env = {
      DATABASE_URL: throughProxy.toString(),
      NATS_URL: process.env.NATS_URL,
      JWT_SECRET: 'a postgres restart test secret, long enough for signing',
    };
    for (const _ of [1, 2])
      servers.push(await startServerProcess({ ...env, DATA_DIR: mkdtempSync(join(tmpdir(), 'tessera-pg-restart-')) }));

    const [a, b] = servers as [Server, Server];
    author = await registerUser(a.url, 'Restart');
    through = [
      { url: a.url, api: author.api },
      { url: b.url, api: apiClient(b.url, author.token) },
    ];
    const created = (await author.api.post('/courses/', { course: { title: 'Restarts' } })).body;
    courseId = created.course.id;
    blockId = created.course.blocks[0].id;
    renamed = [];
    for (const _ of through)
      renamed.push((await author.api.post('/courses/', { course: { title: 't-0' } })).body.course.id);
    for (const server of servers) {
      const live = await connectLive(server.url, author.token);
      sockets.push(live);
      live.send({ v: 2, type: 'join', room: courseRoom(courseId) });
      await live.waitFor((m) => m.type === 'joined' && m.room === courseRoom(courseId));
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    proxy?.restore();
    for (const s of servers) {
      s.child.kill('SIGTERM');
      await waitForExit(s.child);
    }
    await proxy?.close();
    await fresh?.drop();
  }, 60_000);

  it('every backend terminated, again and again: no process exits, a request caught in it is a retryable 503, nothing acknowledged is lost, live events flow again', async () => {
    const { state, done } = busyWriters();
    for (let round = 0; round < ROUNDS; round++) {
      await new Promise((r) => setTimeout(r, 700));
      expect(await terminateEveryBackend(fresh.url)).toBeGreaterThan(0);
    }
    await new Promise((r) => setTimeout(r, 1000));
    state.stop = true;
    await done;

    for (const s of servers) expect(s.child.exitCode, s.output()).toBeNull();
    expect(state.refusals.filter((r) => r.status !== 503 || r.retryAfter !== '1')).toEqual([]);
    console.log(
      `${ROUNDS} rounds of terminated backends: ${state.lastAcked.join(' + ')} saves and ${state.commentsAcked.length} comments acknowledged, ${state.refusals.length} requests answered 503`,
    );
    const ready = await eventually(readiness, (all) => all.every((r) => r.status === 200), 30_000);
    expect(ready.map((r) => r.status)).toEqual([200, 200]);
    await nothingLost(state);
  }, 120_000);

  it('the database out of reach for seconds: readiness names it, requests answer 503 meanwhile, and everything comes back by itself', async () => {
    const { state, done } = busyWriters();
    await new Promise((r) => setTimeout(r, 500));
    proxy.cut();
    const cutAt = Date.now();
    const whileDown = await eventually(readiness, (all) => all.every((r) => r.status === 503), OUTAGE_MS);
    expect(whileDown.map((r) => r.status)).toEqual([503, 503]);
    for (const r of whileDown) expect(r.body.message).toMatch(/^database unreachable: /);
    const refusedWhileDown = await call(through[0]!.url, author.token, 'PUT', `/courses/${courseId}`, {
      course: { title: 'while down' },
    });
    expect([refusedWhileDown.status, refusedWhileDown.retryAfter]).toEqual([503, '1']);
    expect(refusedWhileDown.body.message).toBe('Tessera cannot reach its database for a moment; try again');
    await new Promise((r) => setTimeout(r, Math.max(0, OUTAGE_MS - (Date.now() - cutAt))));

    proxy.restore();
    const acksBefore = [...state.lastAcked];
    const savesAgain = await eventually(
      async () => state.lastAcked,
      (now) => now.every((n, i) => n > acksBefore[i]!),
      20_000,
    );
    expect(savesAgain.every((n, i) => n > acksBefore[i]!)).toBe(true);
    state.stop = true;
    await done;

    for (const s of servers) expect(s.child.exitCode, s.output()).toBeNull();
    expect(state.refusals.filter((r) => r.status !== 503 || r.retryAfter !== '1')).toEqual([]);
    const ready = await eventually(readiness, (all) => all.every((r) => r.status === 200), 30_000);
    expect(ready.map((r) => r.status)).toEqual([200, 200]);
    await nothingLost(state);
  }, 120_000);
});
