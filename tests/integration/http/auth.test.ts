import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, registerUser, startTestServer, type TestServer } from '../../support/server';

describe('accounts and the API boundary', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('whoever registers founds an organisation of their own and is its ADMIN', async () => {
    const first = await registerUser(server.url, 'First');
    const second = await registerUser(server.url, 'Second');
    const a = (await first.api.get('/users/user-info')).body;
    const b = (await second.api.get('/users/user-info')).body;
    expect(a.roles).toEqual(['ADMIN', 'USER']);
    expect(b.roles).toEqual(['ADMIN', 'USER']);
    expect(a.currentOrg).not.toEqual(b.currentOrg);
    expect(b).toMatchObject({ first_name: 'Second', last_name: 'Tester', standalone: true });
  });

  it('logs in with the right password only, without telling whether the email exists', async () => {
    const user = await registerUser(server.url, 'Login');
    const anon = apiClient(server.url);
    const ok = await anon.post('/auth/login', { email: user.email.toUpperCase(), password: 'correct horse' });
    expect(ok.status).toBe(200);
    expect(typeof ok.body.token).toBe('string');
    const wrong = await anon.post('/auth/login', { email: user.email, password: 'wrong horse' });
    const unknown = await anon.post('/auth/login', { email: 'nobody@example.com', password: 'wrong horse' });
    expect(wrong).toEqual({ status: 401, body: { message: 'Invalid email or password' } });
    expect(unknown).toEqual(wrong);
  });

  it('refuses a second registration of the same email', async () => {
    const user = await registerUser(server.url, 'Twice');
    const again = await apiClient(server.url).post('/auth/register', {
      email: user.email,
      password: 'another password',
      first_name: 'T',
      last_name: 'T',
    });
    expect(again).toEqual({ status: 400, body: { message: 'Email already registered' } });
  });

  it('answers bad input with 400 naming the field and the reason', async () => {
    const res = await apiClient(server.url).post('/auth/register', {
      email: 'not-an-email',
      password: 'short',
      first_name: 'A',
      last_name: 'B',
    });
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { field: string }) => d.field).sort()).toEqual(['email', 'password']);
    const malformed = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{nope',
    });
    expect(malformed.status).toBe(400);
  });

  it('needs a valid bearer token for every call outside auth, health, ready and docs', async () => {
    const anon = apiClient(server.url);
    expect((await anon.get('/courses/list')).status).toBe(401);
    expect((await anon.get('/users/user-info')).status).toBe(401);
    // SPEC §8: a bearer that is no token at all is 'Invalid token specified'; an expired or foreign one, 'Token Expired'.
    for (const unreadable of ['not.a.token', 'garbage', 'eyJhbGciOiJIUzI1NiJ9.%%%.x'])
      expect(await apiClient(server.url, unreadable).get('/courses/list')).toEqual({
        status: 401,
        body: { message: 'Invalid token specified' },
      });
    expect((await anon.get('/health')).body).toEqual({ status: 'ok' });
    const ready = await anon.get('/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.checks.projections.course_list).toBe('running');
  });

  it('a token signed with another secret is refused', async () => {
    const other = await startTestServer();
    try {
      const foreign = await registerUser(other.url, 'Foreign');
      expect(await apiClient(server.url, foreign.token).get('/courses/list')).toEqual({
        status: 401,
        body: { message: 'Token Expired' },
      });
    } finally {
      await other.close();
    }
  });

  it('publishes an OpenAPI document and a readable reference', async () => {
    const spec = await apiClient(server.url).get('/openapi.json');
    expect(spec.status).toBe(200);
    expect(Object.keys(spec.body.paths)).toEqual(
      expect.arrayContaining(['/auth/register', '/auth/login', '/courses/', '/courses/{id}', '/courses/list']),
    );
    const docs = await fetch(`${server.url}/api/docs`);
    expect(docs.headers.get('content-type')).toContain('text/html');
    expect(await docs.text()).toContain('/api/courses/list');
  });

  it('unknown API routes are JSON 404s (401 first without a token) and every response carries a request id', async () => {
    expect((await fetch(`${server.url}/api/nothing-here`)).status).toBe(401);
    const { token } = await registerUser(server.url, 'Lost');
    const res = await fetch(`${server.url}/api/nothing-here`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(404);
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(await res.json()).toEqual({ message: 'No API route GET /api/nothing-here' });
  });
});
