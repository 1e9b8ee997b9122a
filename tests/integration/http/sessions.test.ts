import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectLive } from '../../support/live-client';
import { apiClient, registerUser, startTestServer, type TestServer } from '../../support/server';

const SECRET = 'sessions-test-secret-of-enough-length-0123456789';
const ACTIVE_LOGIN = { status: 409, body: { message: 'active login detected' } };

describe('one active login per user', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ jwtSecret: SECRET });
  });
  afterAll(async () => server.close());

  const login = async (email: string, password = 'correct horse') => {
    const res = await apiClient(server.url).post('/auth/login', { email, password });
    expect(res.status).toBe(200);
    return apiClient(server.url, res.body.token as string);
  };

  it('a second login makes the first token answer 409; taking the session back turns it round', async () => {
    const { email } = await registerUser(server.url, 'Twice');
    const first = await login(email);
    const second = await login(email);
    expect(await first.get('/courses/list')).toEqual(ACTIVE_LOGIN);
    expect(await first.get('/users/user-info')).toEqual(ACTIVE_LOGIN);
    expect((await second.get('/courses/list')).status).toBe(200);
    expect((await second.get('/users/user-info')).body.email).toBe(email);

    const reclaim = await first.post('/auth/session/reclaim');
    expect(reclaim.status).toBe(200);
    const back = apiClient(server.url, reclaim.body.token as string);
    expect((await back.get('/courses/list')).status).toBe(200);
    expect(await second.get('/courses/list')).toEqual(ACTIVE_LOGIN);
  });

  it('the registration token is superseded by a login too', async () => {
    const user = await registerUser(server.url, 'Fresh');
    const later = await login(user.email);
    expect(await user.api.get('/courses/list')).toEqual(ACTIVE_LOGIN);
    expect((await later.get('/courses/list')).status).toBe(200);
  });

  it('refuses the websocket upgrade for a superseded token', async () => {
    const user = await registerUser(server.url, 'Socket');
    const live = await connectLive(server.url, user.token);
    await live.close();
    const second = await login(user.email);
    await expect(connectLive(server.url, user.token)).rejects.toThrow('upgrade refused: 409');
    expect((await second.get('/courses/list')).status).toBe(200);
  });

  it('refuses a correctly signed token without a session id with 401', async () => {
    const user = await registerUser(server.url, 'Old');
    const info = (await user.api.get('/users/user-info')).body;
    const withoutSid = await new SignJWT({
      org: info.currentOrg,
      roles: info.roles,
      email: info.email,
      first_name: 'Old',
      last_name: 'Tester',
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(info.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET));
    expect(await apiClient(server.url, withoutSid).get('/courses/list')).toEqual({
      status: 401,
      body: { message: 'Token Expired' },
    });
  });
});
