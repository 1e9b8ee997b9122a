import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoginProtection, LOGIN_LIMITS } from '../../../src/modules/identity/sessions/login-protection';
import { openPostgres } from '../../../src/platform/db/postgres';
import type { Database } from '../../../src/platform/db/database';
import type { AppEnv } from '../../../src/platform/http/env';
import { onError } from '../../../src/platform/http/errors';
import { databaseLabel, openTestDatabase, usingPostgres } from '../../support/database';
import { registerUser, startTestServer, type TestServer } from '../../support/server';

const post = async (baseUrl: string, path: string, body: unknown, forwardedFor?: string) => {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body: (await res.json()) as { message?: string; token?: string },
  };
};
const wrong = (email: string, i: number) => ({ email, password: `guess ${i}` });

describe(`login limits without trusted proxies (${databaseLabel})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('ignores X-Forwarded-For: a new made-up address per request still counts as the one peer', async () => {
    for (let i = 0; i < LOGIN_LIMITS.address.max; i++) {
      expect((await post(server.url, '/auth/login', wrong(`spray${i}@example.com`, i), `203.0.113.${i}`)).status).toBe(
        401,
      );
    }
    const next = await post(server.url, '/auth/login', wrong('spray-next@example.com', 0), '198.51.100.250');
    expect(next.status).toBe(429);
    expect(next.body).toEqual({ message: 'Too many attempts. Try again in 15 minutes.' });
    expect(Number(next.retryAfter)).toBeGreaterThan(14 * 60);
    expect(Number(next.retryAfter)).toBeLessThanOrEqual(15 * 60);
  });
});

describe(`login limits behind a trusted proxy (${databaseLabel})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    // The test's requests come from 127.0.0.1: here that is the load balancer.
    server = await startTestServer({ env: { TRUSTED_PROXIES: '127.0.0.1,10.0.0.0/8' } });
  });
  afterAll(async () => server.close());

  it('takes the client from the right of X-Forwarded-For, skipping trusted proxies; what the client wrote is ignored', async () => {
    const sprayer = '203.0.113.7';
    for (let i = 0; i < LOGIN_LIMITS.address.max; i++) {
      // The left entry is the client's own invention; 10.1.1.1 is an inner proxy of ours.
      expect(
        (await post(server.url, '/auth/login', wrong(`user${i}@example.com`, i), `192.0.2.${i}, ${sprayer}, 10.1.1.1`))
          .status,
      ).toBe(401);
    }
    expect(
      (await post(server.url, '/auth/login', wrong('user-next@example.com', 0), `192.0.2.200, ${sprayer}`)).status,
    ).toBe(429);
    expect((await post(server.url, '/auth/login', wrong('user-next@example.com', 0), '203.0.113.8')).status).toBe(401);
  });

  it('10 wrong passwords slow the guesser down, not the owner logging in from elsewhere', async () => {
    const owner = await registerUser(server.url, 'Owner');
    const guesser = '203.0.113.66';
    for (let i = 0; i < LOGIN_LIMITS.accountFromAddress.max; i++) {
      expect((await post(server.url, '/auth/login', wrong(owner.email, i), guesser)).status).toBe(401);
    }
    const blocked = await post(
      server.url,
      '/auth/login',
      { email: owner.email.toUpperCase(), password: 'correct horse' },
      guesser,
    );
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many attempts. Try again in 15 minutes.');
    // An unknown email is answered the same way: the limit tells nothing about which emails exist.
    for (let i = 0; i < LOGIN_LIMITS.accountFromAddress.max; i++)
      await post(server.url, '/auth/login', wrong('nobody@example.com', i), guesser);
    expect((await post(server.url, '/auth/login', wrong('nobody@example.com', 99), guesser)).body).toEqual(
      blocked.body,
    );

    const home = await post(
      server.url,
      '/auth/login',
      { email: owner.email, password: 'correct horse' },
      '198.51.100.1',
    );
    expect(home.status).toBe(200);
    expect(home.body.token).toBeTruthy();
  });
});

/** A bare app with one protected route, so a test can play clients and clocks. */
function protectedApp(database: Database, now: () => number) {
  const protection = createLoginProtection({
    db: database.db,
    name: 'login',
    addressOf: (c) => c.req.header('x-test-peer') ?? 'unknown',
    now,
  });
  const app = new Hono<AppEnv>().onError(onError);
  app.post('/login/:email/:ok', async (c) => {
    const email = c.req.param('email');
    await protection.attempt(c, email);
    if (c.req.param('ok') !== 'ok') return c.json({ message: 'Invalid email or password' }, 401);
    await protection.succeeded(c, email);
    return c.json({ ok: true });
  });
  return async (email: string, peer: string, ok = false) =>
    (await app.request(`/login/${email}/${ok ? 'ok' : 'no'}`, { method: 'POST', headers: { 'x-test-peer': peer } }))
      .status;
}

describe(`login counters live in the database (${databaseLabel})`, () => {
  let database: Database & { url?: string };
  let second: Database;
  let clock = Date.UTC(2026, 0, 1);
  const now = () => clock;
  beforeAll(async () => {
    database = await openTestDatabase();
    // On PostgreSQL a second pool to the same database, as a second instance has; PGlite is one process.
    second = database.url ? openPostgres(database.url) : database;
  });
  afterAll(async () => {
    if (second !== database) await second.close();
    await database.close();
  });

  it('two instances share the counts: 5 failures on each make 10', async () => {
    const a = protectedApp(database, now);
    const b = protectedApp(second, now);
    for (let i = 0; i < 5; i++) {
      expect(await a('shared@example.com', '203.0.113.1')).toBe(401);
      expect(await b('shared@example.com', '203.0.113.1')).toBe(401);
    }
    expect(await a('shared@example.com', '203.0.113.1', true)).toBe(429);
    expect(await b('shared@example.com', '203.0.113.1', true)).toBe(429);
    // The window ends: the owner may try again.
    clock += LOGIN_LIMITS.accountFromAddress.windowMs;
    expect(await b('shared@example.com', '203.0.113.1', true)).toBe(200);
  });

  it('guesses sent all at once cannot slip past the limit together', async () => {
    const a = protectedApp(database, now);
    const b = protectedApp(second, now);
    const statuses = await Promise.all(
      Array.from({ length: 25 }, (_, i) => (i % 2 ? a : b)('burst@example.com', '203.0.113.2')),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_LIMITS.accountFromAddress.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25 - LOGIN_LIMITS.accountFromAddress.max);
  });

  it('an account guessed at from many addresses reaches its hourly ceiling for everyone', async () => {
    const a = protectedApp(database, now);
    const b = protectedApp(second, now);
    const { max } = LOGIN_LIMITS.account;
    // 10 addresses with 9 failures each, then the rest: under every per-address limit.
    for (let i = 0; i < max; i++)
      expect(await (i % 2 ? a : b)('ceiling@example.com', `198.51.100.${i % 12}`)).toBe(401);
    expect(await a('ceiling@example.com', '192.0.2.77', true)).toBe(429);
    expect(await a('other@example.com', '192.0.2.77', true)).toBe(200);
    clock += LOGIN_LIMITS.account.windowMs;
    expect(await b('ceiling@example.com', '192.0.2.77', true)).toBe(200);
  });
});

describe.skipIf(!usingPostgres)('two server instances on one PostgreSQL database', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    const database = await openTestDatabase();
    a = await startTestServer({ database });
    b = await startTestServer({ database: openPostgres((database as { url: string }).url) });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('count failed logins together: 10 spread over both block the account from that address', async () => {
    const owner = await registerUser(a.url, 'Shared');
    for (let i = 0; i < 10; i++)
      expect((await post(i % 2 ? a.url : b.url, '/auth/login', wrong(owner.email, i))).status).toBe(401);
    expect((await post(a.url, '/auth/login', { email: owner.email, password: 'correct horse' })).status).toBe(429);
    expect((await post(b.url, '/auth/login', { email: owner.email, password: 'correct horse' })).status).toBe(429);
  });
});
