import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestServer, type TestServer } from '../../support/server';
import { directiveOf } from '../../support/csp';
import { waitUntil } from '../../support/eventually';
import { dispatchConfigOf, openSession } from './dispatch-client';
import { publishEveryBlock } from './fixture';

const LMS = 'https://lms.example.com';

describe('delivery: dispatches', () => {
  let server: TestServer;
  let author: Awaited<ReturnType<typeof registerUser>>;
  let courseId: string;
  beforeAll(async () => {
    server = await startTestServer();
    author = await registerUser(server.url);
    courseId = (await publishEveryBlock(author.api)).courseId;
  });
  afterAll(async () => server.close());

  const secretOf = (dispatchId: string) => dispatchConfigOf(server.url, author.token, dispatchId);
  const open = (dispatchId: string, { origin, ...body }: { secret: string; learnerId: string; origin: string }) =>
    openSession(server.url, dispatchId, body, origin);

  it('creates a dispatch of a published module; its session token opens the live module', async () => {
    const created = await author.api.post(`/scorm/createdispatch/${courseId}`, {
      requestedDispatchType: 'scorm2004',
      allowedOrigins: [LMS],
    });
    expect(created.status).toBe(201);
    const { dispatchId } = created.body;
    const config = await secretOf(dispatchId);
    expect(config).toMatchObject({ dispatchId, server: server.url });
    const session = await open(dispatchId, { secret: config.secret, learnerId: 'lee', origin: LMS });
    expect(session.status).toBe(200);
    const module = await fetch(`${server.url}/api/dispatch/${dispatchId}/module`, {
      headers: { 'x-dispatch-session': session.body.token },
    });
    expect((await module.json()).id).toBe(courseId);
    const page = await fetch(`${server.url}/dispatch/${dispatchId}`);
    expect(directiveOf(page.headers, 'frame-ancestors')).toBe(LMS);
  });

  it('refuses a wrong secret, an origin not allowed, an expired dispatch and learners past the cap', async () => {
    const { body } = await author.api.post(`/scorm/createdispatch/${courseId}`, {
      requestedDispatchType: 'scorm12',
      allowedOrigins: [LMS],
      learnerCap: 1,
    });
    const { secret } = await secretOf(body.dispatchId);
    expect((await open(body.dispatchId, { secret: 'wrong', learnerId: 'a', origin: LMS })).status).toBe(401);
    expect(
      (await open(body.dispatchId, { secret, learnerId: 'a', origin: 'https://evil.example.com' })).body.message,
    ).toBe("This learning platform may not open this module. Please ask your learning platform's administrator.");
    expect((await open(body.dispatchId, { secret, learnerId: 'a', origin: LMS })).status).toBe(200);
    expect((await open(body.dispatchId, { secret, learnerId: 'a', origin: LMS })).status).toBe(200);
    expect((await open(body.dispatchId, { secret, learnerId: 'b', origin: LMS })).body.message).toBe(
      "This module has reached its number of learners. Please ask your learning platform's administrator.",
    );
    const expired = await author.api.post(`/scorm/createdispatch/${courseId}`, {
      requestedDispatchType: 'scorm12',
      expiresAt: '2020-01-01T00:00:00Z',
    });
    const expiredSecret = (await secretOf(expired.body.dispatchId)).secret;
    expect((await open(expired.body.dispatchId, { secret: expiredSecret, learnerId: 'a', origin: LMS })).status).toBe(
      403,
    );
  });

  it('a revoked dispatch refuses new sessions and the module to sessions already open', async () => {
    const { body } = await author.api.post(`/scorm/createdispatch/${courseId}`, { requestedDispatchType: 'scorm12' });
    const { secret } = await secretOf(body.dispatchId);
    const session = await open(body.dispatchId, { secret, learnerId: 'a', origin: LMS });
    expect(directiveOf((await fetch(`${server.url}/dispatch/${body.dispatchId}`)).headers, 'frame-ancestors')).toBe(
      '*',
    );
    expect((await author.api.post(`/scorm/dispatch/${body.dispatchId}/revoke`)).body).toMatchObject({
      dispatchId: body.dispatchId,
      revoked: true,
    });
    expect((await open(body.dispatchId, { secret, learnerId: 'a', origin: LMS })).body.message).toMatch(/revoked/);
    const module = await fetch(`${server.url}/api/dispatch/${body.dispatchId}/module`, {
      headers: { 'x-dispatch-session': session.body.token },
    });
    expect(module.status).toBe(403);
  });

  it('admission, asked before the package touches the LMS: 204, or 403 saying what happened and whom to ask', async () => {
    const admit = async (dispatchId: string, secret: string, origin: string) => {
      const res = await fetch(`${server.url}/api/dispatch/${dispatchId}/admission`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ secret }),
      });
      return { status: res.status, cors: res.headers.get('access-control-allow-origin'), text: await res.text() };
    };
    const { body } = await author.api.post(`/scorm/createdispatch/${courseId}`, {
      requestedDispatchType: 'scorm12',
      allowedOrigins: [LMS],
    });
    const { secret } = await secretOf(body.dispatchId);
    expect(await admit(body.dispatchId, secret, LMS)).toEqual({ status: 204, cors: LMS, text: '' });
    expect((await admit(body.dispatchId, 'wrong', LMS)).status).toBe(401);
    const elsewhere = await admit(body.dispatchId, secret, 'https://evil.example.com');
    expect([elsewhere.status, JSON.parse(elsewhere.text).message]).toEqual([
      403,
      "This learning platform may not open this module. Please ask your learning platform's administrator.",
    ]);
    const expired = await author.api.post(`/scorm/createdispatch/${courseId}`, {
      requestedDispatchType: 'scorm12',
      expiresAt: '2020-01-01T00:00:00Z',
    });
    const late = await admit(expired.body.dispatchId, (await secretOf(expired.body.dispatchId)).secret, LMS);
    expect(JSON.parse(late.text).message).toBe(
      "This module is no longer available here: its dispatch has expired. Please ask your learning platform's administrator.",
    );
    await author.api.post(`/scorm/dispatch/${body.dispatchId}/revoke`);
    const revoked = await admit(body.dispatchId, secret, LMS);
    expect([revoked.status, JSON.parse(revoked.text).message]).toEqual([
      403,
      "This module is no longer available here: its dispatch has been revoked. Please ask your learning platform's administrator.",
    ]);
  });

  it('an open session asks whether it is still open before each report: 204, then 403 once revoked', async () => {
    const { body } = await author.api.post(`/scorm/createdispatch/${courseId}`, { requestedDispatchType: 'scorm12' });
    const { secret } = await secretOf(body.dispatchId);
    const session = await open(body.dispatchId, { secret, learnerId: 'a', origin: LMS });
    const check = (token: string) =>
      fetch(`${server.url}/api/dispatch/${body.dispatchId}/session`, {
        headers: { 'x-dispatch-session': token, origin: LMS },
      });
    const open204 = await check(session.body.token);
    expect([open204.status, open204.headers.get('access-control-allow-origin')]).toEqual([204, LMS]);
    expect((await check('not-a-session')).status).toBe(401);
    await author.api.post(`/scorm/dispatch/${body.dispatchId}/revoke`);
    const closed = await check(session.body.token);
    expect([closed.status, ((await closed.json()) as { message: string }).message]).toEqual([
      403,
      "This module is no longer available here: its dispatch has been revoked. Please ask your learning platform's administrator.",
    ]);
  });

  it("lists a module's dispatches with their learners and last launch; revoke and re-enable, each seen by the next read", async () => {
    const { body: capped } = await author.api.post(`/scorm/createdispatch/${courseId}`, {
      requestedDispatchType: 'scorm12',
      allowedOrigins: [LMS],
      learnerCap: 5,
      expiresAt: '2099-01-01T00:00:00Z',
    });
    const { secret } = await secretOf(capped.dispatchId);
    for (const learnerId of ['a', 'b', 'a'])
      expect((await open(capped.dispatchId, { secret, learnerId, origin: LMS })).status).toBe(200);
    const list = async (after?: string) =>
      (await author.api.get(`/scorm/dispatches/${courseId}${after ? `?after=${after}` : ''}`)).body.dispatches as {
        dispatchId: string;
        revoked: boolean;
      }[];
    let mine: Record<string, unknown> | undefined;
    await waitUntil(async () => {
      mine = (await list()).find((d) => d.dispatchId === capped.dispatchId);
      return (mine?.learners as number) === 2 && mine?.lastLaunchAt !== null;
    }, 10_000);
    expect(mine).toMatchObject({
      runtime: 'scorm12',
      allowedOrigins: [LMS],
      expiresAt: '2099-01-01T00:00:00.000Z',
      expired: false,
      learnerCap: 5,
      learners: 2,
      revoked: false,
    });
    const revoked = await author.api.post(`/scorm/dispatch/${capped.dispatchId}/revoke`);
    expect((await list(revoked.body.position)).find((d) => d.dispatchId === capped.dispatchId)?.revoked).toBe(true);
    expect((await open(capped.dispatchId, { secret, learnerId: 'c', origin: LMS })).status).toBe(403);
    const reenabled = await author.api.post(`/scorm/dispatch/${capped.dispatchId}/reenable`);
    expect(reenabled.body).toMatchObject({ dispatchId: capped.dispatchId, revoked: false });
    expect((await list(reenabled.body.position)).find((d) => d.dispatchId === capped.dispatchId)?.revoked).toBe(false);
    expect((await open(capped.dispatchId, { secret, learnerId: 'c', origin: LMS })).status).toBe(200);
    const stranger = await registerUser(server.url, 'Outsider');
    expect((await stranger.api.get(`/scorm/dispatches/${courseId}`)).status).toBe(404);
    expect((await stranger.api.post(`/scorm/dispatch/${capped.dispatchId}/reenable`)).status).toBe(404);
  });

  it('only the organisation sees its dispatches; an unpublished module cannot be dispatched', async () => {
    const { body } = await author.api.post(`/scorm/createdispatch/${courseId}`, { requestedDispatchType: 'scorm12' });
    const stranger = await registerUser(server.url, 'Stranger');
    expect((await stranger.api.post(`/scorm/dispatch/${body.dispatchId}/revoke`)).status).toBe(404);
    expect((await stranger.api.get(`/scorm/dispatch/${body.dispatchId}/package`)).status).toBe(404);
    expect(
      (await stranger.api.post(`/scorm/createdispatch/${courseId}`, { requestedDispatchType: 'scorm12' })).status,
    ).toBe(404);
    const draft = await author.api.post('/courses/', { course: { title: 'Draft only' } });
    expect(
      (await author.api.post(`/scorm/createdispatch/${draft.body.course.id}`, { requestedDispatchType: 'scorm12' }))
        .status,
    ).toBe(404);
    expect(
      (await author.api.post(`/scorm/createdispatch/${courseId}`, { requestedDispatchType: '' })).body.message,
    ).toBe('Invalid requestedDispatchType: must be a non-empty string');
    expect(directiveOf((await fetch(`${server.url}/dispatch/unknown`)).headers, 'frame-ancestors')).toBe("'none'");
  });
});
