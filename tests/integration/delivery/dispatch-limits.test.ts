import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../../src/platform/db/postgres';
import { databaseLabel, openTestDatabase, usingPostgres } from '../../support/database';
import { registerUser, startTestServer, type TestServer } from '../../support/server';
import { dispatchConfigOf, openSession } from './dispatch-client';
import { publishEveryBlock } from './fixture';

const LMS = 'https://lms.example.com';
const OTHER_LMS = 'https://other-lms.example.com';

describe(`dispatch limits: the LMS origin from the browser, learners capped per origin, new learners rate limited (${databaseLabel})`, () => {
  let server: TestServer;
  let author: Awaited<ReturnType<typeof registerUser>>;
  let courseId: string;
  beforeAll(async () => {
    server = await startTestServer();
    author = await registerUser(server.url);
    courseId = (await publishEveryBlock(author.api)).courseId;
  });
  afterAll(async () => server.close());

  async function dispatchWith(limits: Record<string, unknown>) {
    const { body } = await author.api.post(`/scorm/createdispatch/${courseId}`, {
      requestedDispatchType: 'scorm12',
      ...limits,
    });
    return {
      dispatchId: body.dispatchId as string,
      secret: (await dispatchConfigOf(server.url, author.token, body.dispatchId)).secret,
    };
  }

  it('takes the LMS origin from the Origin header: an allowed origin in the body changes nothing', async () => {
    const { dispatchId, secret } = await dispatchWith({ allowedOrigins: [LMS] });
    const refused = await openSession(
      server.url,
      dispatchId,
      { secret, learnerId: 'a', origin: LMS },
      'https://evil.example.com',
    );
    expect(refused).toMatchObject({
      status: 403,
      body: {
        message: "This learning platform may not open this module. Please ask your learning platform's administrator.",
      },
    });
    expect((await openSession(server.url, dispatchId, { secret, learnerId: 'a', origin: LMS })).status).toBe(403);
    expect((await openSession(server.url, dispatchId, { secret, learnerId: 'a' }, 'null')).status).toBe(403);
    const allowed = await openSession(
      server.url,
      dispatchId,
      { secret, learnerId: 'a', origin: 'https://evil.example.com' },
      LMS,
    );
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(LMS);
  });

  it('answers the LMS page cross-origin: the preflight, and refusals it can read', async () => {
    const { dispatchId, secret } = await dispatchWith({ allowedOrigins: [LMS] });
    const preflight = await fetch(`${server.url}/api/dispatch/${dispatchId}/session`, {
      method: 'OPTIONS',
      headers: {
        origin: LMS,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(LMS);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/content-type/i);
    const refused = await openSession(server.url, dispatchId, { secret, learnerId: 'a' }, OTHER_LMS);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBe(OTHER_LMS);
  });

  it('caps learners by who they are, whatever origin they claim: rotating Origin makes no new places', async () => {
    // No allowed origins named (any LMS may frame it): the cap is the only bound on a script holding the package.
    const { dispatchId, secret } = await dispatchWith({ learnerCap: 1 });
    expect((await openSession(server.url, dispatchId, { secret, learnerId: 'lee' }, LMS)).status).toBe(200);
    for (let i = 0; i < 10; i++) {
      const claimed = `https://lms-${i}.example.com`;
      const refused = await openSession(server.url, dispatchId, { secret, learnerId: `made-up-${i}` }, claimed);
      expect([refused.status, refused.body.message]).toEqual([
        403,
        "This module has reached its number of learners. Please ask your learning platform's administrator.",
      ]);
    }
    // A learner already counted comes back as often as they like, from wherever.
    expect((await openSession(server.url, dispatchId, { secret, learnerId: 'lee' }, LMS)).status).toBe(200);
    expect((await openSession(server.url, dispatchId, { secret, learnerId: 'lee' }, OTHER_LMS)).status).toBe(200);

    const listed = await dispatchWith({ allowedOrigins: [LMS, OTHER_LMS], learnerCap: 2 });
    const open = (learnerId: string, origin: string) =>
      openSession(server.url, listed.dispatchId, { secret: listed.secret, learnerId }, origin);
    expect((await open('a', LMS)).status).toBe(200);
    expect((await open('b', OTHER_LMS)).status).toBe(200);
    expect((await open('c', LMS)).status).toBe(403);
  });

  it('limits new learners per hour, whatever origins they claim, with Retry-After; known learners still get in', async () => {
    const { dispatchId, secret } = await dispatchWith({ newLearnersPerHour: 2 });
    expect(
      (await openSession(server.url, dispatchId, { secret, learnerId: 'a' }, 'https://one.example.com')).status,
    ).toBe(200);
    expect(
      (await openSession(server.url, dispatchId, { secret, learnerId: 'b' }, 'https://two.example.com')).status,
    ).toBe(200);
    const limited = await openSession(server.url, dispatchId, { secret, learnerId: 'c' }, 'https://three.example.com');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Too many new learners/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(
      (await openSession(server.url, dispatchId, { secret, learnerId: 'a' }, 'https://one.example.com')).status,
    ).toBe(200);
  });
});

describe.skipIf(!usingPostgres)('dispatch limits hold across two server instances on one PostgreSQL database', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    const database = await openTestDatabase();
    const jwtSecret = randomBytes(32).toString('hex');
    a = await startTestServer({ database, jwtSecret });
    b = await startTestServer({ database: openPostgres((database as { url: string }).url), jwtSecret });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('count learners and new learners together', async () => {
    const author = await registerUser(a.url);
    const { courseId } = await publishEveryBlock(author.api);
    const created = await author.api.post(`/scorm/createdispatch/${courseId}`, {
      requestedDispatchType: 'scorm12',
      learnerCap: 2,
      newLearnersPerHour: 3,
    });
    const { dispatchId } = created.body as { dispatchId: string };
    const { secret } = await dispatchConfigOf(a.url, author.token, dispatchId);
    expect((await openSession(a.url, dispatchId, { secret, learnerId: 'x1' }, LMS)).status).toBe(200);
    expect((await openSession(b.url, dispatchId, { secret, learnerId: 'x2' }, LMS)).status).toBe(200);
    expect((await openSession(b.url, dispatchId, { secret, learnerId: 'x3' }, LMS)).status).toBe(403);
    expect((await openSession(a.url, dispatchId, { secret, learnerId: 'y1' }, OTHER_LMS)).status).toBe(403);

    const uncapped = await author.api.post(`/scorm/createdispatch/${courseId}`, {
      requestedDispatchType: 'scorm12',
      newLearnersPerHour: 2,
    });
    const fast = uncapped.body.dispatchId as string;
    const fastSecret = (await dispatchConfigOf(a.url, author.token, fast)).secret;
    expect((await openSession(a.url, fast, { secret: fastSecret, learnerId: 'z1' }, LMS)).status).toBe(200);
    expect((await openSession(b.url, fast, { secret: fastSecret, learnerId: 'z2' }, OTHER_LMS)).status).toBe(200);
    expect((await openSession(a.url, fast, { secret: fastSecret, learnerId: 'z3' }, LMS)).status).toBe(429);
  });
});
