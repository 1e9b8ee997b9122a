import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/platform/db/database';
import { openPostgres } from '../../../src/platform/db/postgres';
import type { AppEnv } from '../../../src/platform/http/env';
import { onError } from '../../../src/platform/http/errors';
import { requireSignedRequest, signBody } from '../../../src/platform/http/signed-request';
import { createNonceStore } from '../../../src/platform/limits/nonces';
import { databaseLabel, openTestDatabase, usingPostgres } from '../../support/database';
import { apiClient, startTestServer, type TestServer } from '../../support/server';

const SECRET = 'acme-secret-0123456789';

describe('partner sign-in', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ partnerSecrets: `acme:${SECRET},other:other-secret-0123456789` });
  });
  afterAll(async () => server.close());

  let counter = 0;
  /** A fresh body each time: the same body signed in the same second would be a replay. */
  const body = (partner = 'acme') =>
    JSON.stringify({
      partner,
      userData: {
        id: `u-${++counter}`,
        email: 'pat@acme.example',
        first_name: 'Pat',
        last_name: 'Partner',
        orgId: 'acme-east',
      },
    });
  const now = () => String(Math.floor(Date.now() / 1000));

  async function post(path: string, raw: string, headers: Record<string, string>) {
    const res = await fetch(`${server.url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: raw,
    });
    return { status: res.status, body: (await res.json()) as { token?: string; id?: string; message?: string } };
  }
  const signed = (raw: string, secret = SECRET, timestamp = now()) => ({
    'x-tessera-timestamp': timestamp,
    'x-tessera-signature': signBody(secret, timestamp, raw),
  });

  it('a signed request signs the partner’s user in with a token carrying the partner claim and how it signed in', async () => {
    for (const [path, via] of [
      ['/auth/partner?env=staging', 'partner'],
      ['/auth/partner-view', 'partner-view'],
      ['/auth/scorm-view', 'scorm-view'],
    ] as const) {
      const raw = body();
      const res = await post(path, raw, signed(raw));
      expect(res.status, path).toBe(200);
      expect(res.body.id, path).toMatch(/^p-/);
      const claims = JSON.parse(Buffer.from(res.body.token!.split('.')[1]!, 'base64url').toString());
      expect(claims).toMatchObject({
        sub: res.body.id,
        partner: 'acme',
        via,
        roles: ['USER'],
        email: 'pat@acme.example',
        first_name: 'Pat',
      });
    }
    const raw = body();
    const { body: signedIn } = await post('/auth/partner', raw, signed(raw));
    const user = apiClient(server.url, signedIn.token);
    expect((await user.get('/users/user-info')).body).toMatchObject({
      email: 'pat@acme.example',
      standalone: false,
      partner: 'acme',
      roles: ['USER'],
    });
    // An authoring partner user works in its partner organisation; it has no account here to take over.
    expect((await user.get('/courses/list')).status).toBe(200);
    expect((await user.post('/auth/session/reclaim')).status).toBe(403);
    // A viewing one stays out of the author area.
    const viewRaw = body();
    const viewer = apiClient(server.url, (await post('/auth/partner-view', viewRaw, signed(viewRaw))).body.token);
    expect((await viewer.get('/courses/list')).status).toBe(403);
    expect((await viewer.post('/courses/', { course: { title: 'Nope' } })).status).toBe(403);
  });

  it('user-info shows the tga and baUser flags the partner sent (false when it sent none)', async () => {
    const flagged = JSON.stringify({ partner: 'acme', userData: { id: `u-${++counter}`, tga: true, baUser: true } });
    const user = apiClient(server.url, (await post('/auth/partner', flagged, signed(flagged))).body.token);
    expect((await user.get('/users/user-info')).body).toMatchObject({ partner: 'acme', tga: true, baUser: true });
    const plain = body();
    const other = apiClient(server.url, (await post('/auth/partner', plain, signed(plain))).body.token);
    expect((await other.get('/users/user-info')).body).toMatchObject({ tga: false, baUser: false });
    const wrong = JSON.stringify({ partner: 'acme', userData: { id: `u-${++counter}`, tga: 'yes' } });
    expect((await post('/auth/partner', wrong, signed(wrong))).status).toBe(400);
  });

  it('a partner’s module says whose it is and the page it was made from; channelUserDraft finds it by that page', async () => {
    const raw = body();
    const user = apiClient(server.url, (await post('/auth/partner', raw, signed(raw))).body.token);
    const page = 'https://lms.acme.example/course/7?tab=modules';
    const created = await user.post('/courses/', { course: { title: 'From the page', referrer_url: page } });
    expect(created.status).toBe(201);
    const id = created.body.course.id;
    expect(created.body.course).toMatchObject({ userOrg: { partner: 'acme' }, referrer_url: page });
    const other = await user.post('/courses/', { course: { title: 'Elsewhere' } });
    for (const course of [id, other.body.course.id])
      expect((await user.put(`/courses/${course}`, { course: { description: 'Drafted' } })).status).toBe(200);
    expect((await user.get(`/courses/${id}`)).body.course).toMatchObject({
      userOrg: { partner: 'acme' },
      referrer_url: page,
    });

    const draftFromPage = await user.get(`/drafts/channelUserDraft?referrer_url=${encodeURIComponent(page)}`);
    expect(draftFromPage.body.course).toMatchObject({ id, referrer_url: page });
    const latest = await user.get('/drafts/channelUserDraft');
    expect(latest.body.course).toMatchObject({ id: other.body.course.id, referrer_url: null });
    const elsewhere = await user.get(`/drafts/channelUserDraft?referrer_url=${encodeURIComponent(`${page}#x`)}`);
    expect(elsewhere.body).toEqual({ course: null });
    expect(
      (await user.post('/courses/', { course: { title: 'Bad', referrer_url: 'javascript:alert(1)' } })).status,
    ).toBe(400);
  });

  it('refuses unsigned, wrongly signed, stale, replayed and unknown-partner requests with a clear 401', async () => {
    const raw = body();
    expect(await post('/auth/partner', raw, {})).toMatchObject({
      status: 401,
      body: { message: expect.stringMatching(/^Unsigned partner request/) },
    });
    expect(await post('/auth/partner', raw, signed(raw, 'not-the-secret-at-all'))).toMatchObject({
      status: 401,
      body: { message: 'Invalid partner request signature' },
    });
    expect(await post('/auth/partner', raw, signed(raw, 'other-secret-0123456789'))).toMatchObject({ status: 401 });
    const tampered = raw.replace('acme-east', 'acme-west');
    expect((await post('/auth/partner', tampered, signed(raw))).status).toBe(401);
    const old = String(Math.floor(Date.now() / 1000) - 600);
    expect(await post('/auth/partner', raw, signed(raw, SECRET, old))).toMatchObject({
      status: 401,
      body: { message: expect.stringMatching(/^Stale partner request/) },
    });
    expect((await post('/auth/partner', raw, { ...signed(raw), 'x-tessera-signature': 'sha256=00' })).status).toBe(401);
    const unknown = body('nobody');
    expect((await post('/auth/partner', unknown, signed(unknown))).status).toBe(401);

    const once = signed(raw);
    expect((await post('/auth/partner', raw, once)).status).toBe(200);
    expect(await post('/auth/partner', raw, once)).toMatchObject({
      status: 401,
      body: { message: expect.stringMatching(/^Replayed/) },
    });
  });

  it('a signed request with a bad body is a 400 naming the field', async () => {
    const raw = JSON.stringify({ partner: 'acme', userData: {} });
    expect(await post('/auth/partner', raw, signed(raw))).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/userData\.id/) },
    });
  });
});

/** A bare app behind the signature check, as each server instance mounts it. */
function signedApp(database: Database) {
  const app = new Hono<AppEnv>().onError(onError);
  app.post(
    '/signed',
    requireSignedRequest(() => SECRET, createNonceStore(database.db)),
    (c) => c.json({ ok: true }),
  );
  return async (raw: string, headers: Record<string, string>) =>
    (
      await app.request('/signed', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: raw,
      })
    ).status;
}

describe(`partner signatures are used once across instances (${databaseLabel})`, () => {
  let database: Database & { url?: string };
  let second: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    // On PostgreSQL a second pool to the same database, as a second instance has; PGlite is one process.
    second = database.url ? openPostgres(database.url) : database;
  });
  afterAll(async () => {
    if (second !== database) await second.close();
    await database.close();
  });

  it('a signature accepted by one instance is a replay on the other', async () => {
    const a = signedApp(database);
    const b = signedApp(second);
    const raw = JSON.stringify({ partner: 'acme', n: 1 });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const headers = { 'x-tessera-timestamp': timestamp, 'x-tessera-signature': signBody(SECRET, timestamp, raw) };
    expect(await a(raw, headers)).toBe(200);
    expect(await b(raw, headers)).toBe(401);
    expect(await a(raw, headers)).toBe(401);
  });
});

describe.skipIf(!usingPostgres)('partner sign-in on two server instances sharing PostgreSQL', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    const database = await openTestDatabase();
    a = await startTestServer({ database, partnerSecrets: `acme:${SECRET}` });
    b = await startTestServer({ database: openPostgres(database.url!), partnerSecrets: `acme:${SECRET}` });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('refuses on B a signed request already used on A', async () => {
    const raw = JSON.stringify({ partner: 'acme', userData: { id: 'replayed', email: 'pat@acme.example' } });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const headers = {
      'content-type': 'application/json',
      'x-tessera-timestamp': timestamp,
      'x-tessera-signature': signBody(SECRET, timestamp, raw),
    };
    const send = (server: TestServer) =>
      fetch(`${server.url}/api/auth/partner`, { method: 'POST', headers, body: raw }).then(async (r) => ({
        status: r.status,
        body: await r.json(),
      }));
    expect((await send(a)).status).toBe(200);
    expect(await send(b)).toMatchObject({ status: 401, body: { message: expect.stringMatching(/^Replayed/) } });
  });
});
