import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendRaw as send } from '../../support/raw-http';
import { apiClient, registerUser, startTestServer, type TestServer } from '../../support/server';

const MB = 1024 * 1024;

const login = (password: string) => JSON.stringify({ email: 'x@example.com', password });

/** A module of `count` blocks with some paragraphs each, as the editor saves it when everything is new. */
function bigSave(
  course: { id: string; pages: { id: string; sections: string[] }[]; sections: unknown[] },
  revision: number,
  count: number,
) {
  const paragraph = `<p>${'Fire doors must close on their own and never be wedged open. '.repeat(20)}</p>`;
  const blocks = Array.from({ length: count }, (_, i) => ({
    id: `big${String(i).padStart(6, '0')}`,
    type: 'TextBlockComponent',
    title: `Block ${i}`,
    data: { html: paragraph.repeat(6) },
  }));
  const structure = {
    pages: [{ id: course.pages[0]!.id, sections: [...course.pages[0]!.sections, ...blocks.map((b) => `s-${b.id}`)] }],
    sections: [...course.sections, ...blocks.map((b) => ({ id: `s-${b.id}`, sizes: 'co-12', blocks: [b.id] }))],
  };
  return { course: { id: course.id, revision, blocks, newBlocks: blocks.map((b) => b.id), structure } };
}

describe('request body limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('a 2 MB login body is refused with 413 before it is read, and the server carries on', async () => {
    const anonymous = apiClient(server.url);
    const res = await send(server.url, 'POST', '/auth/login', login('p'.repeat(2 * MB)));
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ message: 'Request body too large (limit 1 MB)' });

    expect((await anonymous.get('/health')).status).toBe(200);
    const { email } = await registerUser(server.url);
    expect((await anonymous.post('/auth/login', { email, password: 'correct horse' })).status).toBe(200);
  });

  it('a chunked body without Content-Length is cut off at the limit with 413', async () => {
    const res = await send(server.url, 'POST', '/auth/login', login('a'.repeat(3 * MB)), { chunked: true });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ message: 'Request body too large (limit 1 MB)' });
    // A small chunked body still reaches the route.
    const small = await send(server.url, 'POST', '/auth/login', login('a'.repeat(100)), { chunked: true });
    expect(small.status).toBe(401);
  });

  it('a save of a 300-block module, larger than the default limit, is within the save routes’ own limit', async () => {
    const author = await registerUser(server.url, 'Big');
    const created = (await author.api.post('/courses/', { course: { title: 'Big module' } })).body;
    const body = bigSave(created.course, created.revision, 297);
    const size = Buffer.byteLength(JSON.stringify(body));
    expect(size).toBeGreaterThan(2 * MB);

    // The same body on a route without a larger limit is refused.
    expect((await send(server.url, 'POST', '/courses/', JSON.stringify(body), { token: author.token })).status).toBe(
      413,
    );

    const saved = await author.api.put('/drafts/', body);
    expect(saved.status).toBe(200);
    expect(saved.body.course.blocks).toHaveLength(300);
    const again = await author.api.post(`/courses/${created.course.id}`, {
      course: { revision: saved.body.revision, blocks: body.course.blocks, updatedBlocks: body.course.newBlocks },
    });
    expect(again.status).toBe(200);

    const tooBig = await send(
      server.url,
      'PUT',
      '/drafts/',
      JSON.stringify({ course: { id: created.course.id, title: 'x'.repeat(9 * MB) } }),
      { chunked: true, token: author.token },
    );
    expect(tooBig.status).toBe(413);
    expect(JSON.parse(tooBig.body)).toEqual({ message: 'Request body too large (limit 8 MB)' });
  });
});
