import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Mail } from '../../../src/platform/mail/mailer';
import { databaseLabel } from '../../support/database';
import { waitUntil } from '../../support/eventually';
import { apiClient, registerUser, startTestServer, type TestServer } from '../../support/server';

let counter = 0;
const newcomer = (name = 'Nina') => ({
  email: `${name.toLowerCase()}-${Date.now()}-${counter++}@example.com`,
  password: 'correct horse',
  first_name: name,
  last_name: 'New',
});

describe(`registration limit (${databaseLabel})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    // The default limit, not the test servers' raised one.
    server = await startTestServer({ env: { REGISTRATION_LIMIT_PER_HOUR: '5' } });
  });
  afterAll(async () => server.close());

  it('allows 5 registrations an hour from one address, then 429 with Retry-After; refused attempts count too', async () => {
    const anonymous = apiClient(server.url);
    const first = newcomer();
    expect((await anonymous.post('/auth/register', first)).status).toBe(201);
    expect((await anonymous.post('/auth/register', first)).status).toBe(400);
    for (let i = 0; i < 3; i++) expect((await anonymous.post('/auth/register', newcomer())).status).toBe(201);
    const res = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(newcomer()),
    });
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({
      message: expect.stringMatching(/^Too many attempts\. Try again in \d+ minutes?\.$/),
    });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(55 * 60);
    expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(60 * 60);
  });
});

describe(`email verification (${databaseLabel})`, () => {
  const mails: Mail[] = [];
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      mailer: { send: async (mail) => void mails.push(mail) },
      env: { REQUIRE_EMAIL_VERIFICATION: 'true', PUBLIC_URL: 'https://tessera.example.com' },
    });
  });
  afterAll(async () => server.close());

  /** The newest verification link mailed to `email`. */
  async function linkFor(email: string) {
    await waitUntil(async () => mails.some((m) => m.to === email));
    const link = new URL(/(https?:\S+)/.exec(mails.filter((m) => m.to === email).at(-1)!.text)![1]!);
    expect(`${link.origin}${link.pathname}`).toBe('https://tessera.example.com/author/verify-email');
    return link.searchParams.get('token')!;
  }
  /** server.url is the public URL, which does not resolve here. */
  const base = () => `http://127.0.0.1:${server.port}`;
  const anonymous = () => apiClient(base());

  it('registering answers 201 {verificationRequired: true} without a token, and mails a link that signs in once', async () => {
    const user = newcomer();
    expect(await anonymous().post('/auth/register', user)).toEqual({
      status: 201,
      body: { verificationRequired: true },
    });
    const login = { email: user.email, password: user.password };
    expect(await anonymous().post('/auth/login', login)).toEqual({
      status: 403,
      body: { message: 'Please verify your email address first' },
    });
    // A wrong password is still the usual 401: the verification message is for the owner only.
    expect((await anonymous().post('/auth/login', { ...login, password: 'wrong one' })).status).toBe(401);

    const token = await linkFor(user.email);
    const verified = await anonymous().post('/auth/verify-email', { token });
    expect(verified.status).toBe(200);
    expect((await apiClient(base(), verified.body.token).get('/users/user-info')).body).toMatchObject({
      email: user.email,
    });
    expect(await anonymous().post('/auth/verify-email', { token })).toEqual({
      status: 400,
      body: { message: 'This verification link is not valid, has been used, or has expired' },
    });
    expect((await anonymous().post('/auth/login', login)).status).toBe(200);
  });

  it('resend mails a new link (only the newest works), answers 202 for any email, and is limited', async () => {
    const user = newcomer('Rex');
    await anonymous().post('/auth/register', user);
    const first = await linkFor(user.email);
    expect(await anonymous().post('/auth/resend-verification', { email: user.email })).toEqual({
      status: 202,
      body: { status: 'accepted' },
    });
    await waitUntil(async () => mails.filter((m) => m.to === user.email).length === 2);
    const second = await linkFor(user.email);
    expect(second).not.toBe(first);
    expect((await anonymous().post('/auth/verify-email', { token: first })).status).toBe(400);
    expect((await anonymous().post('/auth/verify-email', { token: 'garbage' })).status).toBe(400);

    expect((await anonymous().post('/auth/resend-verification', { email: 'nobody@example.com' })).status).toBe(202);
    for (let i = 0; i < 9; i++)
      expect((await anonymous().post('/auth/resend-verification', { email: user.email })).status).toBe(202);
    expect((await anonymous().post('/auth/resend-verification', { email: user.email })).status).toBe(429);

    // The registration's link and 10 resent ones; the newest works.
    await waitUntil(async () => mails.filter((m) => m.to === user.email).length === 11);
    expect((await anonymous().post('/auth/verify-email', { token: second })).status).toBe(400);
    expect((await anonymous().post('/auth/verify-email', { token: await linkFor(user.email) })).status).toBe(200);
  });

  it('a link works for 24 hours only', async () => {
    const user = newcomer('Tardy');
    await anonymous().post('/auth/register', user);
    const token = await linkFor(user.email);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 24 * 60 * 60_000 + 60_000 });
    try {
      expect((await anonymous().post('/auth/verify-email', { token })).status).toBe(400);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a password reset link confirms the email too: it reached the same inbox', async () => {
    const user = newcomer('Pia');
    await anonymous().post('/auth/register', user);
    await linkFor(user.email);
    await anonymous().post('/auth/forgot-password', { email: user.email });
    await waitUntil(async () => mails.some((m) => m.to === user.email && m.text.includes('/author/reset-password')));
    const reset = new URL(
      /(https?:\S+)/.exec(mails.filter((m) => m.to === user.email).at(-1)!.text)![1]!,
    ).searchParams.get('token')!;
    expect(
      (await anonymous().post('/auth/reset-password', { token: reset, password: 'a brand new secret' })).status,
    ).toBe(200);
    expect((await anonymous().post('/auth/login', { email: user.email, password: 'a brand new secret' })).status).toBe(
      200,
    );
  });

  it('invitees verify too: an invite link proves nothing about the email typed in', async () => {
    // The admin has to be verified to invite: sign them in through their link.
    const admin = newcomer('Ada');
    await anonymous().post('/auth/register', admin);
    const adminToken = (await anonymous().post('/auth/verify-email', { token: await linkFor(admin.email) })).body
      .token as string;
    const invite = await apiClient(base(), adminToken).post('/organization/invites', {});
    expect(invite.status).toBe(201);
    const invitee = newcomer('Ivo');
    expect(await anonymous().post('/auth/register', { ...invitee, inviteToken: invite.body.token })).toEqual({
      status: 201,
      body: { verificationRequired: true },
    });
    expect((await anonymous().post('/auth/login', { email: invitee.email, password: invitee.password })).status).toBe(
      403,
    );
  });
});

describe(`without email verification (${databaseLabel})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('registering signs in at once (the default without SMTP_URL)', async () => {
    const { api } = await registerUser(server.url, 'Quick');
    expect((await api.get('/users/user-info')).status).toBe(200);
  });
});
