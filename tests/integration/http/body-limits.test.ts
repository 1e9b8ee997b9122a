import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, registerUser, startTestServer, type TestServer } from '../../support/server';

const MB = 1024 * 1024;

/**
 * Sends `body` over a raw socket as a client would, with Content-Length or chunked
 * (Transfer-Encoding, no length), and reads the answer. The server may answer, stop reading and
 * close before the whole body is written: the answer is what counts (HTTP clients give up on such
 * a socket before they parse it).
 */
function send(
  url: string,
  method: string,
  path: string,
  body: string,
  options: { chunked?: boolean; token?: string } = {},
): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => {
      const [head = '', rest = ''] = answer.split('\r\n\r\n');
      // A chunked answer: "<hex length>\r\n<data>\r\n" pieces.
      const body = /transfer-encoding: chunked/i.test(head)
        ? rest
            .split('\r\n')
            .filter((_, i) => i % 2 === 1)
            .join('')
        : rest;
      resolve({ status: Number(head.split(' ')[1]), body });
    });
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
    );
    const headers = [
      `${method} /api${path} HTTP/1.1`,
      `Host: ${hostname}:${port}`,
      'Content-Type: application/json',
      'Connection: close',
      options.chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${Buffer.byteLength(body)}`,
      ...(options.token ? [`Authorization: Bearer ${options.token}`] : []),
    ];
    socket.write(`${headers.join('\r\n')}\r\n\r\n`);
    // Never end our side first: the server answers, then closes (Connection: close).
    if (!options.chunked) return void socket.write(body);
    for (let at = 0; at < body.length; at += 64 * 1024) {
      const chunk = body.slice(at, at + 64 * 1024);
      socket.write(`${Buffer.byteLength(chunk).toString(16)}\r\n${chunk}\r\n`);
    }
    socket.write('0\r\n\r\n');
  });
}

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
