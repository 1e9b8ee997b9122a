import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ssoAssertion, type SsoClaims } from '../../support/partner';
import { apiClient, registerUser, startTestServer, type TestServer } from '../../support/server';

const SECRET = 'acme-secret-0123456789';
const EXPIRED = "This sign-in link has expired. Open Tessera again from your organisation's site.";
const INVALID = 'This sign-in link is not valid.';
const USED = 'This sign-in link was already used.';
const OTHER_ORGANISATION =
  "This email belongs to a Tessera account of another organisation. Log in to Tessera with that account's password.";

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());

describe('single sign-on', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ partnerSecrets: `acme:${SECRET},other:other-secret-0123456789` });
  });
  afterAll(async () => server.close());

  const signOn = (assertion: unknown) => apiClient(server.url).post('/auth/sso', { assertion });
  const fresh = (more: Partial<SsoClaims> = {}): SsoClaims => ({
    iss: 'acme',
    sub: `ext-${randomUUID()}`,
    email: `sso-${randomUUID()}@acme.example`,
    first_name: 'Sam',
    last_name: 'Signon',
    ...more,
  });

  it('a new email gets an account in the partner’s organisation and a standalone author token', async () => {
    const claims = fresh({ org_name: 'Acme Learning' });
    const res = await signOn(await ssoAssertion(SECRET, claims));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const token = res.body.token as string;
    expect(claimsOf(token)).not.toHaveProperty('partner');
    expect(claimsOf(token)).toMatchObject({ email: claims.email, first_name: 'Sam', last_name: 'Signon' });
    const api = apiClient(server.url, token);
    const me = (await api.get('/users/user-info')).body;
    expect(me).toMatchObject({ email: claims.email, standalone: true, orgName: 'Acme Learning' });
    expect(me.roles).toContain('ADMIN');
    expect((await api.get('/courses/list')).status).toBe(200);
    expect((await api.post('/insights/track', { eventType: 'login', name: 'user.login' })).status).toBe(202);

    // The partner's next new user joins the same organisation, as a USER; the org name is the first one's.
    const next = await signOn(await ssoAssertion(SECRET, fresh({ org_name: 'Ignored later' })));
    const colleague = (await apiClient(server.url, next.body.token).get('/users/user-info')).body;
    expect(colleague).toMatchObject({ currentOrg: me.currentOrg, orgName: 'Acme Learning', roles: ['USER'] });
    // No password was set: the account cannot log in with one.
    const login = await apiClient(server.url).post('/auth/login', { email: claims.email, password: 'anything at all' });
    expect(login.status).toBe(401);
  });

  it('a partner without org_name names its organisation after itself', async () => {
    const res = await signOn(await ssoAssertion('other-secret-0123456789', fresh({ iss: 'other' })));
    expect((await apiClient(server.url, res.body.token).get('/users/user-info')).body.orgName).toBe('other');
  });

  it('signing on again signs the same account in, superseding its previous session as a login does', async () => {
    const claims = fresh({ first_name: 'Ella' });
    const first = await signOn(await ssoAssertion(SECRET, claims));
    const again = await signOn(await ssoAssertion(SECRET, { ...fresh(), email: claims.email?.toUpperCase() }));
    expect(again.status).toBe(200);
    const me = (await apiClient(server.url, again.body.token).get('/users/user-info')).body;
    expect(me).toMatchObject({ email: claims.email, first_name: 'Ella' });
    expect((await apiClient(server.url, first.body.token).get('/users/user-info')).status).toBe(409);
  });

  it('a partner cannot sign in an account of another organisation, whatever its email', async () => {
    const user = await registerUser(server.url, 'Olga');
    const res = await signOn(await ssoAssertion(SECRET, fresh({ email: user.email })));
    expect(res).toMatchObject({ status: 401, body: { message: OTHER_ORGANISATION } });
    expect((await user.api.get('/users/user-info')).status).toBe(200);
  });

  it('refuses expired, over-long, wrongly addressed, wrongly signed, unknown-partner and replayed assertions', async () => {
    const now = Math.floor(Date.now() / 1000);
    const refusals: [string, string, string][] = [
      ['expired', await ssoAssertion(SECRET, fresh({ iat: now - 400, exp: now - 200 })), EXPIRED],
      ['lives too long', await ssoAssertion(SECRET, fresh({ iat: now, exp: now + 301 })), INVALID],
      ['issued in the future', await ssoAssertion(SECRET, fresh({ iat: now + 3600, exp: now + 3700 })), INVALID],
      ['wrong audience', await ssoAssertion(SECRET, fresh({ aud: 'someone-else' })), INVALID],
      ['wrong secret', await ssoAssertion('not-the-secret-0123456789', fresh()), INVALID],
      ['unknown partner', await ssoAssertion(SECRET, fresh({ iss: 'nobody' })), INVALID],
      ['no email', await ssoAssertion(SECRET, { ...fresh(), email: undefined }), INVALID],
      ['not a JWT', 'not-a-jwt', INVALID],
    ];
    for (const [label, assertion, message] of refusals) {
      expect(await signOn(assertion), label).toMatchObject({ status: 401, body: { message } });
    }
    const once = await ssoAssertion(SECRET, fresh());
    expect((await signOn(once)).status).toBe(200);
    expect(await signOn(once)).toMatchObject({ status: 401, body: { message: USED } });
  });

  it('a body without an assertion is a 400 naming it', async () => {
    expect(await apiClient(server.url).post('/auth/sso', {})).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/^Invalid assertion: /) },
    });
  });

  it('login options: no external login address unless LOGIN_URL is set', async () => {
    expect(await apiClient(server.url).get('/auth/login-options')).toMatchObject({
      status: 200,
      body: { loginUrl: null },
    });
    const withLogin = await startTestServer({ env: { LOGIN_URL: 'https://login.acme.example/tessera' } });
    try {
      expect((await apiClient(withLogin.url).get('/auth/login-options')).body).toEqual({
        loginUrl: 'https://login.acme.example/tessera',
      });
    } finally {
      await withLogin.close();
    }
  });
});
