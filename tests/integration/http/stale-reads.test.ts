import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseLabel } from '../../support/database';
import { registerUser, startTestServer, type TestServer } from '../../support/server';

/** A position no write has reached: a read that waits for it times out (3 s) and answers as it is. */
const NOT_YET_WRITTEN = '99999999999/0';

describe(`a read whose read model did not catch up says so (${databaseLabel})`, () => {
  let server: TestServer;
  let token: string;
  const list = (after: string) =>
    fetch(`${server.url}/api/courses/list?after=${after}`, { headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    server = await startTestServer();
    const author = await registerUser(server.url, 'Reader');
    token = author.token;
    await author.api.post('/courses/', { course: { title: 'Written' } });
  });
  afterAll(() => server.close());

  it('answers Stale-Read with the read models it waited for in vain', async () => {
    const res = await list(NOT_YET_WRITTEN);
    expect(res.status).toBe(200);
    expect(res.headers.get('stale-read')).toBe('course_favourites, course_list');
  }, 20_000);

  it('sends no Stale-Read when the read models caught up', async () => {
    const res = await list('0/0');
    expect(res.status).toBe(200);
    expect(res.headers.get('stale-read')).toBeNull();
  });
});
