import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, registerUser, startTestServer, type TestServer } from '../../support/server';
import { servicesShared, useTwoInstances } from '../../support/two-instances';
import { eventually } from '../../support/eventually';
import { republish } from './fixture';

type Api = Awaited<ReturnType<typeof registerUser>>['api'];
const CODINGS = ['br', 'gzip', 'identity'];

/** A module whose one text block says `words` (long enough to be compressed), published; its id, revision and block. */
async function publishSaying(api: Api, words: string) {
  const created = await api.post('/courses/', { course: { title: 'Cached for learners' } });
  const courseId = created.body.course.id as string;
  const text = created.body.course.blocks[0];
  const change = (said: string) => ({
    blocks: [{ ...text, data: { html: `<p>${said} ${'padding '.repeat(150)}</p>` } }],
    updatedBlocks: [text.id],
  });
  const published = await republish(api, courseId, created.body.revision, change(words));
  return { courseId, revision: published.revision, change };
}

/** The learner module as a browser with `coding` gets it: its status, ETag, coding and the words of its first block. */
async function learnerRead(baseUrl: string, courseId: string, coding: string, etag?: string) {
  const res = await fetch(`${baseUrl}/api/delivery/modules/${courseId}`, {
    headers: { 'accept-encoding': coding, ...(etag ? { 'if-none-match': etag } : {}) },
  });
  const body = res.status === 200 ? await res.json() : undefined;
  return {
    status: res.status,
    etag: res.headers.get('etag'),
    coding: res.headers.get('content-encoding') ?? 'identity',
    vary: res.headers.get('vary'),
    revision: body?.revision as number | undefined,
    words: (body?.blocks[0]?.data.html as string | undefined)?.split(' ')[0],
  };
}

describe('learner reads: the cached answer of a published module', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('a republish replaces the cached answer in every coding, and the old ETag no longer answers 304', async () => {
    const { api } = await registerUser(server.url);
    const { courseId, revision, change } = await publishSaying(api, 'first');
    const before = await Promise.all(CODINGS.map((coding) => learnerRead(server.url, courseId, coding)));
    expect(before.map((r) => [r.coding, r.revision, r.words])).toEqual(CODINGS.map((c) => [c, revision, '<p>first']));
    const etag = before[0]!.etag!;
    expect(before.map((r) => r.etag)).toEqual([etag, etag, etag]);
    // Compressed once by the handler, never again by compressJson (which would name Accept-Encoding twice).
    expect(before.map((r) => r.vary)).toEqual(CODINGS.map(() => 'Accept-Encoding'));
    expect((await learnerRead(server.url, courseId, 'br', etag)).status).toBe(304);

    const next = await republish(api, courseId, revision, change('second'));
    const after = await Promise.all(CODINGS.map((coding) => learnerRead(server.url, courseId, coding, etag)));
    expect(after.map((r) => [r.status, r.coding, r.revision, r.words])).toEqual(
      CODINGS.map((c) => [200, c, next.revision, '<p>second']),
    );
    expect(after[0]!.etag).not.toBe(etag);
  });

  it('a read answered again from memory is the answer the route made: same headers, body and request id handling', async () => {
    const { api } = await registerUser(server.url);
    const { courseId } = await publishSaying(api, 'same');
    const read = (headers: Record<string, string>) =>
      fetch(`${server.url}/api/delivery/modules/${courseId}`, { headers: { 'accept-encoding': 'br', ...headers } });
    const made = await read({ 'x-request-id': 'first-read' });
    const again = await read({ 'x-request-id': 'second-read' });
    const headersOf = (res: Response) =>
      Object.fromEntries([...res.headers].filter(([name]) => !['date', 'x-request-id'].includes(name)));
    expect(headersOf(again)).toEqual(headersOf(made));
    expect(headersOf(again)).toMatchObject({
      'content-security-policy': expect.stringContaining("default-src 'none'"),
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'access-control-allow-origin': '*',
      'content-encoding': 'br',
    });
    expect([made.headers.get('x-request-id'), again.headers.get('x-request-id')]).toEqual([
      'first-read',
      'second-read',
    ]);
    expect(await again.json()).toEqual(await made.json());
    const unasked = await read({});
    expect(unasked.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const revalidated = await read({ 'if-none-match': made.headers.get('etag')! });
    expect([revalidated.status, revalidated.headers.get('etag')]).toEqual([304, made.headers.get('etag')]);
    // Another query, or a language the module does not offer, is answered by the route as before.
    expect((await fetch(`${server.url}/api/delivery/modules/${courseId}?lang=es&x=1`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/delivery/modules/${courseId}?lang=%00`)).status).toBe(400);
  });

  it('an unpublished module is 404 though its answer was cached', async () => {
    const { api } = await registerUser(server.url);
    const { courseId } = await publishSaying(api, 'soon');
    expect((await learnerRead(server.url, courseId, 'br')).status).toBe(200);
    const unpublished = await api.post(`/courses/${courseId}/unpublish`);
    expect(unpublished.status).toBe(200);
    await api.get(`/drafts/${courseId}/latest?after=${unpublished.body.position}`);
    expect((await learnerRead(server.url, courseId, 'br')).status).toBe(404);
    expect((await apiClient(server.url).get(`/delivery/modules/${courseId}`)).status).toBe(404);
  });
});

describe.skipIf(!servicesShared)('learner reads on two instances sharing PostgreSQL and NATS', () => {
  const servers = useTwoInstances();

  it('a module cached on B is served anew by B once the relay announced the republish made through A, never a wrong answer meanwhile', async () => {
    const { api } = await registerUser(servers.a.url);
    const { courseId, revision, change } = await publishSaying(api, 'first');
    const cached = await learnerRead(servers.b.url, courseId, 'br');
    expect([cached.revision, cached.words]).toEqual([revision, '<p>first']);
    const next = await republish(api, courseId, revision, change('second'));
    const seen: Array<[number, number | undefined, string | undefined]> = [];
    const onB = await eventually(
      async () => {
        const read = await learnerRead(servers.b.url, courseId, 'br', cached.etag!);
        seen.push([read.status, read.revision, read.words]);
        return read;
      },
      (read) => read.status === 200,
    );
    expect([onB.status, onB.revision, onB.words]).toEqual([200, next.revision, '<p>second']);
    // Until B heard of it, B answered "not modified" for the version it had: never a 404, never a mix.
    expect(seen.slice(0, -1).every(([status]) => status === 304)).toBe(true);
  });
});
