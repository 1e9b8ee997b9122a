import { readFileSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES, COMPRESS_ON_LOOP_BELOW_BYTES } from '../../../src/platform/http/compress-json';
import { WEB_ROOT } from '../../../src/start/web-root';
import { registerUser, startTestServer, type TestServer } from '../../support/server';
import { publishEveryBlock } from '../delivery/fixture';

type Raw = { status: number; headers: Record<string, string | undefined>; body: Buffer };

/** A request whose answer is read as sent: fetch would undo the Content-Encoding under test. */
function raw(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, v?.toString()])),
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const decoded = (res: Raw) =>
  res.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(res.body)
    : res.headers['content-encoding'] === 'gzip'
      ? gunzipSync(res.body)
      : res.body;

type ManifestChunk = { file: string; imports?: string[] };

/**
 * The largest script an entry page of the build loads at once (Vite's manifest): its entry chunk
 * or a chunk that imports statically, since the author app's entry is a small file that imports
 * its first-load chunk, too small to be worth compressing.
 */
function entryScript(page: string): string {
  const manifest: Record<string, ManifestChunk> = JSON.parse(
    readFileSync(join(WEB_ROOT, '.vite', 'manifest.json'), 'utf8'),
  );
  const entry = manifest[page];
  if (!entry) throw new Error(`${page} is not an entry of the build`);
  const files = [entry.file, ...(entry.imports ?? []).map((key) => manifest[key]?.file ?? key)];
  const largest = files.reduce((a, b) => (statSync(join(WEB_ROOT, b)).size > statSync(join(WEB_ROOT, a)).size ? b : a));
  return `/${largest}`;
}

describe('compressed answers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  describe.each([
    ['the author app', 'index.html'],
    ['the learner player', 'player/index.html'],
  ])("%s's script", (_name, page) => {
    const path = () => entryScript(page);
    const file = () => readFileSync(join(WEB_ROOT, path()));

    it('brotli when accepted, gzip when only gzip is, the file itself otherwise; every answer varies by Accept-Encoding', async () => {
      for (const [accept, coding] of [
        ['br, gzip', 'br'],
        ['gzip, deflate, br, zstd', 'br'],
        ['gzip', 'gzip'],
        ['br;q=0.5, gzip', 'gzip'],
        ['br;q=0, gzip;q=0', undefined],
        ['identity', undefined],
        ['', undefined],
      ] as const) {
        const res = await raw(`${server.url}${path()}`, accept ? { 'accept-encoding': accept } : {});
        expect(res.status, accept).toBe(200);
        expect(res.headers['content-encoding'], accept).toBe(coding);
        expect(res.headers.vary, accept).toMatch(/accept-encoding/i);
        expect(res.headers['content-type'], accept).toMatch(/^text\/javascript/);
        expect(res.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
        expect(Number(res.headers['content-length']), accept).toBe(res.body.length);
        expect(decoded(res).equals(file()), accept).toBe(true);
      }
      const br = await raw(`${server.url}${path()}`, { 'accept-encoding': 'br' });
      expect(br.body.length).toBeLessThan(file().length / 2);
    });

    it('HEAD tells what GET would send; a byte range is of the file itself', async () => {
      const head = await raw(`${server.url}${path()}`, { 'accept-encoding': 'br' }, 'HEAD');
      expect(head.headers['content-encoding']).toBe('br');
      expect(Number(head.headers['content-length'])).toBe(statSync(join(WEB_ROOT, `${path()}.br`)).size);
      expect(head.body.length).toBe(0);

      const range = await raw(`${server.url}${path()}`, { 'accept-encoding': 'br, gzip', range: 'bytes=0-99' });
      expect(range.status).toBe(206);
      expect(range.headers['content-encoding']).toBeUndefined();
      expect(range.headers['content-range']).toBe(`bytes 0-99/${file().length}`);
      expect(range.body.equals(file().subarray(0, 100))).toBe(true);
    });
  });

  it.each([
    ['compressed on the thread pool (the API description)', async () => ({ path: '/api/openapi.json', auth: {} })],
    [
      'compressed on the event loop (a module)',
      async () => {
        const { api, token } = await registerUser(server.url, 'Compressed');
        const created = await api.post('/courses/', { course: { title: 'Compressed' } });
        return { path: `/api/courses/${created.body.course.id}`, auth: { authorization: `Bearer ${token}` } };
      },
    ],
  ])('a JSON answer of 1 KB or more is decoded to the same JSON, %s', async (name, answer) => {
    const { path, auth } = await answer();
    const plain = await raw(`${server.url}${path}`, auth);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThanOrEqual(COMPRESS_MIN_BYTES);
    expect(plain.body.length >= COMPRESS_ON_LOOP_BELOW_BYTES).toBe(name.includes('thread pool'));
    for (const coding of ['br', 'gzip']) {
      const res = await raw(`${server.url}${path}`, { ...auth, 'accept-encoding': coding });
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(res.body.length).toBeLessThan(plain.body.length / 2);
      expect(JSON.parse(decoded(res).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
    }
  });

  it('a JSON answer under 1 KB is sent as it is', async () => {
    const small = await raw(`${server.url}/api/health`, { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary ?? '').not.toMatch(/accept-encoding/i);
    expect(JSON.parse(small.body.toString('utf8'))).toEqual({ status: 'ok' });
  });

  it("a learner's module: compressed, with the ETag the identity answer has, which still answers 304", async () => {
    const { api } = await registerUser(server.url);
    const { courseId } = await publishEveryBlock(api);
    const url = `${server.url}/api/delivery/modules/${courseId}`;
    const res = await raw(url, { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const etag = res.headers.etag as string;
    expect((await raw(url)).headers.etag).toBe(etag);
    expect((await raw(url, { 'accept-encoding': 'br', 'if-none-match': etag })).status).toBe(304);
  });

  it('a SCORM package zip is sent as it is, never compressed again', async () => {
    const { api } = await registerUser(server.url);
    const { courseId } = await publishEveryBlock(api);
    const generated = await api.post('/scorm-package/generate', { courseId, dispatchType: 'scorm12' });
    const zip = await raw(`${server.url}${generated.body.data.downloadUrl}`, { 'accept-encoding': 'br, gzip' });
    expect(zip.status).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-encoding']).toBeUndefined();
    expect(zip.body.subarray(0, 2).toString('latin1')).toBe('PK');
  });
});
