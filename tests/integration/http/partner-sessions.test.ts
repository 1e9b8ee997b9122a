import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectLive } from '../../support/live-client';
import { photoWithExif } from '../media/images';
import { uploadMedia } from '../media/media-client';
import { signedPartnerPost } from '../../support/partner';
import { apiClient, registerUser, startTestServer, type TestServer } from '../../support/server';

const SECRET = 'acme-secret-0123456789';
const HOST = 'https://lms.acme.example';
const UNKNOWN = 'Your session with the host site is unknown or has ended. Open Tessera again from the host site.';

/**
 * Embedded mode (SPEC §2, §6): the partner's server opens a host session at sign-in, the iframe
 * exchanges it for a token bound to it, every call carries X-ID and X-SID, and the host ends it.
 */
describe('partner host sessions', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ partnerSecrets: `acme:${SECRET}` });
  });
  afterAll(async () => server.close());

  /** The partner's server signs its user in with a host session; returns the iframe's parameters. */
  async function openSession(via = 'partner', orgId = 'acme-east') {
    const externalId = `u-${randomUUID()}`;
    const sid = `sess_${randomUUID()}`;
    const res = await signedPartnerPost(
      server.url,
      `/auth/${via}`,
      {
        partner: 'acme',
        session: { sid, hostaddr: HOST },
        userData: { id: externalId, email: 'pat@acme.example', first_name: 'Pat', last_name: 'Partner', orgId },
      },
      SECRET,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ token: expect.any(String), id: expect.stringMatching(/^p-/) });
    return { externalId, sid, id: res.body.id as string };
  }

  /** The iframe's exchange, as the client makes it. */
  const exchange = (id: string, sid: string, hostaddr = HOST) =>
    apiClient(server.url, undefined, { 'x-id': id, 'x-sid': sid }).post('/auth/partner/session', { hostaddr });

  /** An embedded client: the bound token with its X-ID and X-SID. */
  async function embedded(via = 'partner', orgId = 'acme-east') {
    const session = await openSession(via, orgId);
    const res = await exchange(session.id, session.sid);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const token = res.body.token as string;
    return { ...session, token, api: apiClient(server.url, token, { 'x-id': session.id, 'x-sid': session.sid }) };
  }

  const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());

  it('exchanges an open host session for a token bound to it, only for the right id, sid and host', async () => {
    const { id, sid, token } = await embedded();
    expect(claimsOf(token)).toMatchObject({
      sub: id,
      sid,
      host: true,
      via: 'partner',
      partner: 'acme',
      roles: ['USER'],
      email: 'pat@acme.example',
      first_name: 'Pat',
      last_name: 'Partner',
    });
    const other = await openSession();
    for (const [label, res] of [
      ['wrong host', await exchange(id, sid, 'https://evil.example')],
      ['another user’s sid', await exchange(id, other.sid)],
      ['another user', await exchange(other.id, sid)],
      ['unknown sid', await exchange(id, `sess_${randomUUID()}`)],
      ['no headers', await apiClient(server.url).post('/auth/partner/session', { hostaddr: HOST })],
    ] as const) {
      expect(res, label).toMatchObject({ status: 401, body: { message: UNKNOWN } });
    }
    expect(await exchange(id, sid, 'https://lms.acme.example/path')).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/^Invalid hostaddr: /) },
    });
  });

  it('a sign-in without a session answers its id too, and opens nothing to exchange', async () => {
    const res = await signedPartnerPost(
      server.url,
      '/auth/partner',
      { partner: 'acme', userData: { id: `u-${randomUUID()}` } },
      SECRET,
    );
    expect(res.body).toEqual({ token: expect.any(String), id: expect.stringMatching(/^p-/) });
    expect(claimsOf(res.body.token)).not.toHaveProperty('host');
    expect((await exchange(res.body.id, `sess_${randomUUID()}`)).status).toBe(401);
  });

  it('a bad session in the sign-in is a 400 naming the field', async () => {
    const res = await signedPartnerPost(
      server.url,
      '/auth/partner',
      { partner: 'acme', session: { sid: 'short', hostaddr: HOST }, userData: { id: 'u-1' } },
      SECRET,
    );
    expect(res).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^Invalid session\.sid: /) } });
  });

  it('checks X-ID and X-SID on every call of a bound token, and refuses them with any other token', async () => {
    const { id, sid, token } = await embedded();
    const other = await openSession();
    expect((await apiClient(server.url, token, { 'x-id': id, 'x-sid': sid }).get('/users/user-info')).status).toBe(200);
    const refused = { status: 401, body: { message: 'Invalid token specified' } };
    for (const [label, headers] of [
      ['no headers', {}],
      ['no X-SID', { 'x-id': id }],
      ['no X-ID', { 'x-sid': sid }],
      ['wrong sid', { 'x-id': id, 'x-sid': other.sid }],
      ['wrong id', { 'x-id': other.id, 'x-sid': sid }],
    ] as const) {
      expect(await apiClient(server.url, token, headers).get('/users/user-info'), label).toMatchObject(refused);
    }
    // The same headers with a token not bound to that session: a standalone one, or the partner's unbound one.
    const author = await registerUser(server.url);
    expect(
      await apiClient(server.url, author.token, { 'x-id': id, 'x-sid': sid }).get('/users/user-info'),
    ).toMatchObject(refused);
    const unbound = await signedPartnerPost(
      server.url,
      '/auth/partner',
      { partner: 'acme', userData: { id: `u-${randomUUID()}` } },
      SECRET,
    );
    expect(
      await apiClient(server.url, unbound.body.token, { 'x-id': unbound.body.id, 'x-sid': sid }).get(
        '/users/user-info',
      ),
    ).toMatchObject(refused);
  });

  it('the host ends the session: its tokens answer Token Expired, and it cannot be exchanged again', async () => {
    const { externalId, id, sid, api } = await embedded();
    const second = await exchange(id, sid);
    const end = () =>
      signedPartnerPost(
        server.url,
        '/auth/partner/end-session',
        { partner: 'acme', userData: { id: externalId }, sid },
        SECRET,
      );
    expect(await end()).toMatchObject({ status: 200, body: { ended: true } });
    const expired = { status: 401, body: { message: 'Token Expired' } };
    expect(await api.get('/users/user-info')).toMatchObject(expired);
    expect(
      await apiClient(server.url, second.body.token, { 'x-id': id, 'x-sid': sid }).get('/users/user-info'),
    ).toMatchObject(expired);
    expect((await exchange(id, sid)).status).toBe(401);
    // Ending it again changes nothing (the body in another order: the same signature twice is a replay);
    // a session never opened is not found; an unsigned end is refused.
    const again = await signedPartnerPost(
      server.url,
      '/auth/partner/end-session',
      { sid, partner: 'acme', userData: { id: externalId } },
      SECRET,
    );
    expect(again).toMatchObject({ status: 200, body: { ended: true } });
    expect(
      (
        await signedPartnerPost(
          server.url,
          '/auth/partner/end-session',
          { partner: 'acme', userData: { id: externalId }, sid: `sess_${randomUUID()}` },
          SECRET,
        )
      ).status,
    ).toBe(404);
    const unsigned = await apiClient(server.url).post('/auth/partner/end-session', {
      partner: 'acme',
      userData: { id: externalId },
      sid,
    });
    expect(unsigned.status).toBe(401);
  });

  it('an authoring partner user creates, edits, publishes, uploads to and lists modules of its own organisation only', async () => {
    const { api } = await embedded();
    const created = await api.post('/courses/', {
      course: { title: 'Embedded module', description: 'Made in an iframe' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const courseId = created.body.course.id as string;
    const opened = await api.get(`/courses/${courseId}`);
    expect(opened).toMatchObject({ status: 200, body: { course: { title: 'Embedded module' } } });
    const saved = await api.put(`/courses/${courseId}?onPublish=true`, {
      course: { title: 'Embedded module, edited', revision: opened.body.revision },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const uploaded = await uploadMedia(server.url, api, courseId, {
      name: 'harbour.jpg',
      type: 'image/jpeg',
      bytes: await photoWithExif(64, 48),
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const listed = await api.get(`/courses/list?after=${saved.body.position}`);
    expect(listed.status).toBe(200);
    expect(listed.body.courses.map((c: { title: string }) => c.title)).toContain('Embedded module, edited');

    // Another partner organisation, and an author of this server, see none of it.
    const stranger = await embedded('partner', 'acme-west');
    expect((await stranger.api.get(`/courses/${courseId}`)).status).toBe(404);
    const strangerList = await stranger.api.get(`/courses/list?after=${saved.body.position}`);
    expect(strangerList.body.courses).toEqual([]);
    const author = await registerUser(server.url);
    expect((await author.api.get(`/courses/${courseId}`)).status).toBe(404);
    // And the partner user sees nothing of the author's organisation.
    const theirs = await author.api.post('/courses/', { course: { title: 'Standalone module' } });
    expect((await api.get(`/courses/${theirs.body.course.id}`)).status).toBe(404);
  });

  it('a viewing partner user cannot create modules', async () => {
    for (const via of ['partner-view', 'scorm-view']) {
      const { api, token } = await embedded(via);
      expect(claimsOf(token).via).toBe(via);
      expect((await api.post('/courses/', { course: { title: 'Nope' } })).status, via).toBe(403);
      expect((await api.get('/courses/list')).status, via).toBe(403);
      expect((await api.get('/users/user-info')).status, via).toBe(200);
    }
  });

  it('usage tracking and the live socket refuse every partner token', async () => {
    const track = { eventType: 'page', name: 'user.page.experienced', page: 'HOME' };
    for (const via of ['partner', 'partner-view']) {
      const { api, token } = await embedded(via);
      expect((await api.post('/insights/track', track)).status, via).toBe(403);
      await expect(connectLive(server.url, token), via).rejects.toThrow('upgrade refused: 403');
    }
    const unbound = await signedPartnerPost(
      server.url,
      '/auth/partner',
      { partner: 'acme', userData: { id: `u-${randomUUID()}` } },
      SECRET,
    );
    expect((await apiClient(server.url, unbound.body.token).post('/insights/track', track)).status).toBe(403);
    await expect(connectLive(server.url, unbound.body.token)).rejects.toThrow('upgrade refused: 403');
    // A standalone author still tracks and connects.
    const author = await registerUser(server.url);
    expect((await author.api.post('/insights/track', track)).status).toBe(202);
    const live = await connectLive(server.url, author.token);
    await live.close();
  });
});
