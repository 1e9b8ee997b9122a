import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../support/collaborators';
import { sendRaw } from '../../support/raw-http';
import { apiClient, registerUser, startTestServer, type TestServer } from '../../support/server';

const NUL = '\u0000';
const LONE_SURROGATE = '\ud800';

/**
 * Text PostgreSQL cannot store (NUL, a lone surrogate) in any path, query or body string: one
 * rule for every route, so it is 400 naming the field, never a 500.
 */
describe('NUL and lone surrogates in any input', () => {
  let server: TestServer;
  let author: Awaited<ReturnType<typeof registerUser>>;
  let courseId: string;
  beforeAll(async () => {
    server = await startTestServer();
    author = await registerUser(server.url, 'Nora');
    courseId = await createCourse(author.api);
  });
  afterAll(async () => server.close());

  it('every route, with NUL in its path parameters and in every string of a body, answers without a server error', async () => {
    const failures: string[] = [];
    for (const route of server.routes) {
      const path = route.path.replace(/^\/api/, '').replace(/:[A-Za-z]+/g, `a${encodeURIComponent(NUL)}b`);
      const body =
        route.method === 'GET'
          ? undefined
          : {
              course: { id: courseId, title: `x${NUL}` },
              courseId,
              email: `a${NUL}@example.com`,
              content: NUL,
              name: LONE_SURROGATE,
            };
      for (const token of [author.token, undefined]) {
        const res = await apiClient(server.url, token)[route.method.toLowerCase() as 'get'](
          `${path}?q=${encodeURIComponent(NUL)}`,
          ...((body ? [body] : []) as []),
        );
        if (res.status >= 500)
          failures.push(`${route.method} ${route.path} → ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('names the field: a body string, a path parameter, a query parameter', async () => {
    const rename = await author.api.put(`/courses/${courseId}`, { course: { title: `Fire${NUL}safety` } });
    expect(rename).toEqual({
      status: 400,
      body: {
        message: 'Invalid course.title: must not contain NUL or unpaired surrogate characters',
        details: [{ field: 'course.title', reason: 'must not contain NUL or unpaired surrogate characters' }],
      },
    });
    const surrogate = await author.api.post('/comments/', { courseId, blockId: 'b', content: `Hi ${LONE_SURROGATE}` });
    expect(surrogate.status).toBe(400);
    expect(surrogate.body.message).toBe('Invalid content: must not contain NUL or unpaired surrogate characters');
    const path = await author.api.get(`/courses/${encodeURIComponent(`${courseId}${NUL}`)}`);
    expect(path.status).toBe(400);
    expect(path.body.message).toBe('Invalid path: must not contain NUL or unpaired surrogate characters');
    const query = await author.api.get(`/courses/list?searchTerm=${encodeURIComponent(NUL)}`);
    expect(query.status).toBe(400);
    expect(query.body.message).toBe('Invalid searchTerm: must not contain NUL or unpaired surrogate characters');
    // A pair of surrogates (an emoji) is ordinary text.
    expect((await author.api.put(`/courses/${courseId}`, { course: { title: 'Fire safety 🔥' } })).status).toBe(200);
  });

  it('refuses input nested deeper than any request is (400 naming where), on every route with a body, login and saves included', async () => {
    const nested = (depth: number) => {
      let value: unknown = 'bottom';
      for (let i = 0; i < depth; i++) value = [value];
      return value;
    };
    // Sent as text: JSON.stringify itself would recurse 100,000 deep.
    const deep = `${'['.repeat(100_000)}"bottom"${']'.repeat(100_000)}`;
    const raw = async (method: string, path: string, body: string, token?: string) => {
      const res = await fetch(`${server.url}/api${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body,
      });
      return { status: res.status, body: (await res.json()) as { message: string } };
    };
    const login = await raw('POST', '/auth/login', `{"email":"a@example.com","password":"x","extra":${deep}}`);
    expect(login).toEqual({
      status: 400,
      body: expect.objectContaining({ message: `Invalid extra.${'0.'.repeat(62)}0: nested more than 64 levels deep` }),
    });
    const save = await raw(
      'PUT',
      '/drafts/',
      `{"course":{"id":"${courseId}","title":"Deep","settings":${deep}}}`,
      author.token,
    );
    expect(save.status).toBe(400);
    expect(save.body.message).toMatch(/^Invalid course\.settings\.(0\.)+0: nested more than 64 levels deep$/);

    // As deep as a real request is, nothing is refused.
    expect((await author.api.put(`/courses/${courseId}`, { course: { title: 'Fine' }, note: nested(10) })).status).toBe(
      200,
    );
    // Last: these calls include signing in again, which ends the author's session.
    const failures: string[] = [];
    for (const route of server.routes.filter((r) => r.method !== 'GET')) {
      const path = route.path.replace(/^\/api/, '').replace(/:[A-Za-z]+/g, courseId);
      // Over a socket of its own: a route that answers without reading the body closes it.
      const res = await sendRaw(
        server.url,
        route.method,
        path,
        `{"course":${deep},"courseId":${deep},"content":${deep}}`,
        {
          token: author.token,
        },
      );
      if (!(res.status >= 200 && res.status < 500))
        failures.push(`${route.method} ${route.path} → ${res.status} ${res.body}`);
    }
    expect(failures).toEqual([]);
  });
});
