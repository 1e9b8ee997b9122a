import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../support/collaborators';
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
});
