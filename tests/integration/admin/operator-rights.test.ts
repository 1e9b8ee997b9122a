import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorGrants } from '../../../src/modules/instance';
import { GRANT_FOR_ANOTHER, GRANT_INVALID, NOT_LISTED } from '../../../src/modules/instance/operators';
import { OPERATORS_ONLY } from '../../../src/modules/instance/shared';
import type { Mail } from '../../../src/platform/mail/mailer';
import { waitUntil } from '../../support/eventually';
import { apiClient, registerUser, startTestServer, type TestServer } from '../../support/server';

const listed = () => `ops-${randomUUID()}@example.org`;

describe('operator rights never follow from registering a listed email', () => {
  const mails: Mail[] = [];
  const emails = [listed(), listed(), listed(), listed()];
  let server: TestServer;
  beforeAll(async () => {
    // No SMTP, so no verification at registration: whoever registers an address first gets the account.
    server = await startTestServer({
      env: { INSTANCE_ADMINS: emails.join(',') },
      mailer: { send: async (mail) => void mails.push(mail) },
    });
  });
  afterAll(async () => server.close());

  const register = async (email: string) => {
    const res = await apiClient(server.url).post('/auth/register', {
      email,
      password: 'correct horse',
      first_name: 'Mallory',
      last_name: 'Claimer',
    });
    expect(res.status).toBe(201);
    return apiClient(server.url, res.body.token);
  };

  it('a listed email registered unverified is refused every operator call, and told how its owner can prove it', async () => {
    const claimer = await register(emails[0]!);
    expect((await claimer.get('/admin/instance/me')).body).toEqual({ operator: false, listed: true });
    for (const res of [
      await claimer.get('/admin/instance/organisations'),
      await claimer.get('/admin/instance/work'),
      await claimer.post('/admin/instance/set-aside/replay', {}),
    ])
      expect(res).toMatchObject({ status: 403, body: { message: OPERATORS_ONLY } });
  });

  it('a grant link printed on the server makes the account it names an operator; a forged, foreign or unlisted one does not', async () => {
    const owner = await register(emails[1]!);
    const grants = operatorGrants(server.jwtSecret);
    const forged = await operatorGrants('another secret that is long enough to sign with').sign({ email: emails[1]! });
    expect(await owner.post('/admin/instance/operator-grant', { token: forged })).toMatchObject({
      status: 401,
      body: { message: GRANT_INVALID },
    });
    const forSomeoneElse = await grants.sign({ email: emails[2]! });
    expect(await owner.post('/admin/instance/operator-grant', { token: forSomeoneElse })).toMatchObject({
      status: 403,
      body: { message: GRANT_FOR_ANOTHER },
    });
    const unlisted = await registerUser(server.url, 'Ursula');
    expect(
      await unlisted.api.post('/admin/instance/operator-grant', {
        token: await grants.sign({ email: unlisted.email }),
      }),
    ).toMatchObject({ status: 403, body: { message: NOT_LISTED } });

    const granted = await owner.post('/admin/instance/operator-grant', {
      token: await grants.sign({ email: emails[1]! }),
    });
    expect(granted).toMatchObject({ status: 200, body: { operator: true } });
    expect((await owner.get('/admin/instance/me')).body).toEqual({ operator: true, listed: true });
    expect((await owner.get('/admin/instance/organisations')).status).toBe(200);
  });

  it('an address proven by a link mailed to it (a password reset) is an operator’s', async () => {
    const owner = await register(emails[3]!);
    expect((await owner.get('/admin/instance/me')).body.operator).toBe(false);
    await apiClient(server.url).post('/auth/forgot-password', { email: emails[3]! });
    await waitUntil(async () => mails.some((m) => m.to === emails[3]));
    const link = new URL(/(http\S+)/.exec(mails.find((m) => m.to === emails[3])!.text)![1]!);
    const reset = await apiClient(server.url).post('/auth/reset-password', {
      token: link.searchParams.get('token'),
      password: 'a brand new secret',
    });
    expect(reset.status).toBe(200);
    const login = await apiClient(server.url).post('/auth/login', { email: emails[3], password: 'a brand new secret' });
    const again = apiClient(server.url, login.body.token);
    expect((await again.get('/admin/instance/me')).body).toEqual({ operator: true, listed: true });
  });
});
