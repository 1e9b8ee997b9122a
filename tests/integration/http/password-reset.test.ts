import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Mail } from '../../../src/platform/mail/mailer';
import { waitUntil } from '../../support/eventually';
import { apiClient, registerUser, startTestServer, type TestServer } from '../../support/server';

describe('password reset', () => {
  const mails: Mail[] = [];
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ mailer: { send: async (mail) => void mails.push(mail) } });
  });
  afterAll(async () => server.close());

  /** The reset link mailed to `email`, once it has been sent. */
  async function mailedLink(email: string) {
    await waitUntil(async () => mails.some((m) => m.to === email));
    const text = mails.filter((m) => m.to === email).at(-1)!.text;
    const link = new URL(/(http\S+)/.exec(text)![1]!);
    expect(link.pathname).toBe('/author/reset-password');
    return link;
  }
  const linkFor = async (email: string) => (await mailedLink(email)).searchParams.get('token')!;

  it('builds the link from the public URL, never from the Host or X-Forwarded-* headers of the request', async () => {
    const user = await registerUser(server.url, 'Hugo');
    // fetch will not send a made-up Host; node:http will, as any attacker's client would.
    const status = await new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ email: user.email });
      const req = request(
        `http://127.0.0.1:${server.port}/api/auth/forgot-password`,
        {
          method: 'POST',
          headers: {
            host: 'evil.example',
            'x-forwarded-host': 'evil.example',
            'x-forwarded-proto': 'https',
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    expect(status).toBe(202);
    // PUBLIC_URL is unset: the default is this server's own address, http://localhost:<the port it listens on>.
    expect((await mailedLink(user.email)).origin).toBe(`http://localhost:${server.port}`);
  });

  it('mails a link that sets a new password once; the old password and the old session stop working', async () => {
    const user = await registerUser(server.url, 'Rita');
    const anonymous = apiClient(server.url);
    expect(await anonymous.post('/auth/forgot-password', { email: user.email.toUpperCase() })).toMatchObject({
      status: 202,
    });
    const token = await linkFor(user.email);

    expect((await anonymous.post('/auth/reset-password', { token, password: 'short' })).status).toBe(400);
    expect(await anonymous.post('/auth/reset-password', { token, password: 'a brand new secret' })).toMatchObject({
      status: 200,
    });
    expect(await user.api.get('/users/user-info')).toMatchObject({ status: 401, body: { message: 'Token Expired' } });
    expect((await anonymous.post('/auth/login', { email: user.email, password: 'correct horse' })).status).toBe(401);
    expect((await anonymous.post('/auth/login', { email: user.email, password: 'a brand new secret' })).status).toBe(
      200,
    );

    expect(await anonymous.post('/auth/reset-password', { token, password: 'yet another secret' })).toMatchObject({
      status: 400,
      body: { message: 'This reset link is not valid, has been used, or has expired' },
    });
    expect(
      (
        await anonymous.post('/auth/reset-password', {
          token: `${'a'.repeat(40)}.nope`,
          password: 'yet another secret',
        })
      ).status,
    ).toBe(400);
    expect(
      (await anonymous.post('/auth/reset-password', { token: 'garbage', password: 'yet another secret' })).status,
    ).toBe(400);
  });

  it('answers 202 for an unknown email too, and mails nothing', async () => {
    const before = mails.length;
    expect(await apiClient(server.url).post('/auth/forgot-password', { email: 'nobody@example.com' })).toMatchObject({
      status: 202,
      body: { status: 'accepted' },
    });
    expect((await apiClient(server.url).post('/auth/forgot-password', { email: 'not an email' })).status).toBe(400);
    await new Promise((r) => setTimeout(r, 200));
    expect(mails.length).toBe(before);
  });

  it('a link expires after an hour, and only the newest link works', async () => {
    const user = await registerUser(server.url, 'Otto');
    const anonymous = apiClient(server.url);
    await anonymous.post('/auth/forgot-password', { email: user.email });
    const first = await linkFor(user.email);
    mails.length = 0;
    await anonymous.post('/auth/forgot-password', { email: user.email });
    const second = await linkFor(user.email);
    expect((await anonymous.post('/auth/reset-password', { token: first, password: 'first try secret' })).status).toBe(
      400,
    );

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61 * 60_000 });
    try {
      expect(
        (await anonymous.post('/auth/reset-password', { token: second, password: 'too late secret' })).status,
      ).toBe(400);
    } finally {
      vi.useRealTimers();
    }
  });

  it('limits reset requests per account with a clear 429', async () => {
    const anonymous = apiClient(server.url);
    const email = `spam-${Date.now()}@example.com`;
    for (let i = 0; i < 10; i++) expect((await anonymous.post('/auth/forgot-password', { email })).status).toBe(202);
    const blocked = await anonymous.post('/auth/forgot-password', { email });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/);
  });
});
