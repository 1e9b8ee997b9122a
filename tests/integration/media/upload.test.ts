import { connect } from 'node:net';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../support/eventually';
import { registerUser, startTestServer, type TestServer } from '../../support/server';
import { EXIF_MARKER, photoWithExif, pngBomb } from './images';
import { newCourse, uploadMedia } from './media-client';
import { imageSources } from '../../../src/modules/media/shared';

const JWT_SECRET = 'media-test-secret-'.padEnd(40, 'x');
const IMAGE_LIMIT = 2 * 1024 * 1024;

/** A PUT whose body is `sent` bytes of a declared `length`, left open: the answer must come before the rest. */
function putWithoutFinishing(url: string, length: number, sent: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'PUT', headers: { 'content-type': 'image/png', 'content-length': length } },
      (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, body });
        });
      },
    );
    req.on('error', reject);
    req.write(Buffer.alloc(sent));
  });
}

describe('media uploads (SPEC §7): pre-signed URL, PUT, stored clean, served inert', () => {
  let server: TestServer;
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-media-'));
  beforeAll(async () => {
    server = await startTestServer({
      jwtSecret: JWT_SECRET,
      env: { MEDIA_LIMIT_IMAGE: String(IMAGE_LIMIT), DATA_DIR: dataDir },
    });
  });
  afterAll(async () => server.close());

  it('stores a photo without its EXIF, upright-sized, serves it inert, and makes its sizes in the background', async () => {
    const { api } = await registerUser(server.url);
    const courseId = await newCourse(api);
    const photo = await photoWithExif(1300, 900);
    expect(photo.includes(Buffer.from(EXIF_MARKER))).toBe(true);

    const uploaded = await uploadMedia(server.url, api, courseId, {
      name: 'harbour.jpg',
      type: 'image/jpeg',
      bytes: photo,
    });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toMatchObject({
      kind: 'image',
      name: 'harbour.jpg',
      contentType: 'image/jpeg',
      width: 1300,
      height: 900,
    });
    const { mediaId, url } = uploaded.body;
    expect(url).toBe(`/api/media/files/${mediaId}/original.jpg`);

    const served = await fetch(`${server.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toMatch(/^sandbox;/);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.includes(Buffer.from(EXIF_MARKER))).toBe(false);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();

    const ranged = await fetch(`${server.url}${url}`, { headers: { range: 'bytes=0-9' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 0-9/${bytes.length}`);
    expect(Buffer.from(await ranged.arrayBuffer())).toEqual(bytes.subarray(0, 10));

    // Its sizes appear once processed: 400, 800, 1200 and its own 1300, in AVIF and WebP.
    const item = await eventually(
      () => api.get(`/media/${mediaId}`),
      (r) => r.body?.status === 'ready',
      20_000,
    );
    expect(item.body).toMatchObject({ status: 'ready', kind: 'image', width: 1300 });
    for (const file of ['w400.avif', 'w800.webp', 'w1300.webp']) {
      const variant = await fetch(`${server.url}/api/media/files/${mediaId}/${file}`, { redirect: 'manual' });
      expect(variant.status).toBe(200);
      expect(variant.headers.get('content-type')).toBe(`image/${file.split('.')[1]}`);
      const meta = await sharp(Buffer.from(await variant.arrayBuffer())).metadata();
      expect(meta.width).toBe(Number(file.slice(1).split('.')[0]));
    }

    const library = await api.get('/media?type=image&searchTerm=harb');
    expect(library.body.total).toBe(1);
    expect(library.body.items[0]).toMatchObject({ mediaId, name: 'harbour.jpg', url });
  }, 30_000);

  it('serves every size a page asks for of an image under 10 px wide or high', async () => {
    const { api } = await registerUser(server.url);
    const courseId = await newCourse(api);
    for (const [width, height] of [
      [5, 5],
      [600, 5],
      [5, 600],
    ] as const) {
      const bytes = await sharp({ create: { width, height, channels: 3, background: '#4f46e5' } })
        .png()
        .toBuffer();
      const uploaded = await uploadMedia(server.url, api, courseId, { name: 'dot.png', type: 'image/png', bytes });
      expect(uploaded.status).toBe(200);
      const { mediaId, contentType } = uploaded.body;
      await eventually(
        () => api.get(`/media/${mediaId}`),
        (r) => r.body?.status === 'ready',
        20_000,
      );
      const sources = imageSources({ id: mediaId, contentType, width, height });
      const urls = sources.flatMap((s) => s.srcSet.split(', ').map((entry) => entry.split(' ')[0]!));
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) {
        const variant = await fetch(`${server.url}${url}`, { redirect: 'manual' });
        expect([url, variant.status]).toEqual([url, 200]);
        expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBeLessThanOrEqual(width);
      }
    }
  }, 30_000);

  it('refuses an HTML page named .png (400) and keeps nothing', async () => {
    const { api } = await registerUser(server.url);
    const courseId = await newCourse(api);
    const page = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
    const uploaded = await uploadMedia(server.url, api, courseId, { name: 'cat.png', type: 'image/png', bytes: page });
    expect(uploaded.status).toBe(400);
    expect(uploaded.body.message).toMatch(/do not match its type \(image\/png\)/);
    expect((await api.get('/media')).body.total).toBe(0);
    // The same link cannot be used to try again with a different lie either: nothing was recorded, but it is still one file's link.
    const declaredAsHtml = await api.post('/courses/pre-signed-url', {
      filename: 'x.html',
      contentType: 'text/html',
      courseId,
    });
    const put = await fetch(`${server.url}${declaredAsHtml.body.preSignedUrl}`, { method: 'PUT', body: page });
    expect(put.status).toBe(400);
  });

  it('serves an SVG only as an inert image: its own type, sandboxed, no sniffing', async () => {
    const { api } = await registerUser(server.url);
    const courseId = await newCourse(api);
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><script>alert(1)</script><rect width="40" height="20"/></svg>',
    );
    const uploaded = await uploadMedia(server.url, api, courseId, {
      name: 'logo.svg',
      type: 'image/svg+xml',
      bytes: svg,
    });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toMatchObject({ contentType: 'image/svg+xml', width: 40, height: 20 });
    const served = await fetch(`${server.url}${uploaded.body.url}`);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(served.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses a decompression bomb from its header, without decoding it', async () => {
    const { api } = await registerUser(server.url);
    const courseId = await newCourse(api);
    const bomb = await pngBomb(50_000);
    const rssBefore = process.memoryUsage().rss;
    const uploaded = await uploadMedia(server.url, api, courseId, { name: 'bomb.png', type: 'image/png', bytes: bomb });
    expect(uploaded.status).toBe(400);
    expect(uploaded.body.message).toBe(
      'This image is too large to process: 50000 × 50000 px is 2500 megapixels (at most 100 megapixels)',
    );
    // Decoding it would take 2.5 GB (greyscale) at the least; the server (in this process) stayed far below.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(500 * 1024 * 1024);
    expect((await api.get('/media')).body.total).toBe(0);
  });

  it('answers 413 from Content-Length before the body is read, and 413 for a chunked body past the limit', async () => {
    const { api } = await registerUser(server.url);
    const courseId = await newCourse(api);
    const presigned = await api.post('/courses/pre-signed-url', {
      filename: 'big.png',
      contentType: 'image/png',
      courseId,
    });
    const early = await putWithoutFinishing(`${server.url}${presigned.body.preSignedUrl}`, IMAGE_LIMIT + 1, 1024);
    expect(early.status).toBe(413);
    expect(JSON.parse(early.body).message).toBe('This file is larger than the 2 MB allowed');

    const again = await api.post('/courses/pre-signed-url', {
      filename: 'big.png',
      contentType: 'image/png',
      courseId,
    });
    const chunks = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 5; i++) controller.enqueue(new Uint8Array(1024 * 1024));
        controller.close();
      },
    });
    const chunked = await fetch(`${server.url}${again.body.preSignedUrl}`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect((await api.get('/media')).body.total).toBe(0);
  });

  it('closes the connection as soon as a chunked body passes the limit, rather than read what follows', async () => {
    const { api } = await registerUser(server.url);
    const courseId = await newCourse(api);
    const presigned = await api.post('/courses/pre-signed-url', {
      filename: 'huge.png',
      contentType: 'image/png',
      courseId,
    });
    const { hostname, port } = new URL(server.url);
    // A client that would send 200 MB, chunked, as fast as the server takes it.
    const { sent, answer } = await new Promise<{ sent: number; answer: string }>((resolve) => {
      const socket = connect(Number(port), hostname);
      let sent = 0;
      let answer = '';
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        resolve({ sent, answer });
        socket.destroy();
      };
      socket.on('data', (chunk) => (answer += chunk));
      socket.on('close', finish);
      socket.on('error', finish);
      socket.write(
        `PUT ${presigned.body.preSignedUrl} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: image/png\r\nTransfer-Encoding: chunked\r\n\r\n`,
      );
      const chunk = Buffer.alloc(64 * 1024, 7);
      const frame = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);
      const pump = () => {
        while (!done && sent < 200 * 1024 * 1024) {
          sent += chunk.length;
          if (!socket.write(frame)) return void socket.once('drain', pump);
        }
      };
      pump();
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    // Cut off near the 2 MB limit (what was in flight on the way), not after 200 MB.
    expect(sent).toBeLessThan(40 * 1024 * 1024);
    expect((await api.get('/media')).body.total).toBe(0);
  });

  it('keeps nothing of an upload the browser cancelled half way', async () => {
    const { api } = await registerUser(server.url);
    const courseId = await newCourse(api);
    const presigned = await api.post('/courses/pre-signed-url', {
      filename: 'half.png',
      contentType: 'image/png',
      courseId,
    });
    await new Promise<void>((resolve) => {
      const req = request(`${server.url}${presigned.body.preSignedUrl}`, {
        method: 'PUT',
        headers: { 'content-type': 'image/png', 'content-length': 1024 * 1024 },
      });
      req.on('error', () => resolve());
      req.write(Buffer.alloc(200 * 1024), () => setTimeout(() => req.destroy(), 100));
      req.on('close', () => resolve());
    });
    const tempDir = join(dataDir, 'tmp', 'media');
    await eventually(
      async () => (existsSync(tempDir) ? readdirSync(tempDir) : []),
      (files) => files.length === 0,
    );
    expect(existsSync(tempDir) ? readdirSync(tempDir) : []).toEqual([]);
    expect(existsSync(join(dataDir, 'media', presigned.body.mediaId))).toBe(false);
    expect((await api.get('/media')).body.total).toBe(0);
  });

  it('refuses a tampered or expired upload link (403) and another organisation’s course or media (404)', async () => {
    const { api } = await registerUser(server.url);
    const other = await registerUser(server.url, 'Eve');
    const courseId = await newCourse(api);
    const presigned = await api.post('/courses/pre-signed-url', {
      filename: 'a.png',
      contentType: 'image/png',
      courseId,
    });
    const token: string = presigned.body.preSignedUrl.split('/').pop();
    const [head, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const widened = Buffer.from(JSON.stringify({ ...claims, limit: 10 ** 10 })).toString('base64url');
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const tampered = await fetch(`${server.url}/api/media/upload/${head}.${widened}.${signature}`, {
      method: 'PUT',
      body: png,
    });
    expect(tampered.status).toBe(403);
    expect((await tampered.json()).message).toBe('This upload link is not valid or has expired; ask for a new one');

    const expired = await new SignJWT({ ...claims, exp: undefined, iat: undefined })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('tessera-media-upload')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(JWT_SECRET));
    expect((await fetch(`${server.url}/api/media/upload/${expired}`, { method: 'PUT', body: png })).status).toBe(403);

    // Eve cannot ask to upload into Ada's course, nor see Ada's media in any API call.
    const intruding = await other.api.post('/courses/pre-signed-url', {
      filename: 'a.png',
      contentType: 'image/png',
      courseId,
    });
    expect(intruding.status).toBe(404);
    const own = await uploadMedia(server.url, api, courseId, { name: 'a.png', type: 'image/png', bytes: png });
    expect(own.status).toBe(200);
    expect((await other.api.get(`/media/${own.body.mediaId}`)).status).toBe(404);
    expect((await other.api.get(`/courses/signed-url?sourceUrl=${encodeURIComponent(own.body.url)}`)).status).toBe(404);
    expect((await other.api.get('/media')).body.total).toBe(0);
    expect((await other.api.get(`/courses/signed-url/?sourceUrl=${encodeURIComponent(own.body.url)}`)).status).toBe(
      404,
    );
    // SPEC §7 writes the call with a trailing slash; both spellings answer.
    for (const path of ['/courses/signed-url/', '/courses/signed-url']) {
      const signed = await api.get(`${path}?sourceUrl=${encodeURIComponent(own.body.url)}`);
      expect(signed.status).toBe(200);
      expect(signed.body.signedUrl).toBe(own.body.url);
    }
    // A link is for one file: a second PUT to it is refused, the first file untouched.
    const reused = await fetch(`${server.url}${own.preSignedUrl}`, { method: 'PUT', body: png });
    expect(reused.status).toBe(400);
  });

  it('two organisations racing for one chosen media id: one upload is kept, the other refused having stored nothing', async () => {
    const ada = await registerUser(server.url, 'Ada');
    const eve = await registerUser(server.url, 'Eve');
    const chosen = 'raceraceraceracerace';
    const links = await Promise.all(
      [ada, eve].map(async ({ api }) =>
        api.post('/courses/pre-signed-url', {
          filename: 'mine.png',
          contentType: 'image/png',
          courseId: await newCourse(api),
          mediaId: chosen,
        }),
      ),
    );
    for (const link of links) expect(link.status).toBe(200);
    const ownBytes = await Promise.all(
      ['#ff0000', '#0000ff'].map((colour) =>
        sharp({ create: { width: 40, height: 40, channels: 3, background: colour } })
          .png()
          .toBuffer(),
      ),
    );
    const answers = await Promise.all(
      links.map((link, i) =>
        fetch(`${server.url}${link.body.preSignedUrl}`, { method: 'PUT', body: new Uint8Array(ownBytes[i]!) }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 400]);
    const winner = answers.findIndex((a) => a.status === 200);
    const winnerApi = [ada, eve][winner]!.api;
    const loserApi = [ada, eve][1 - winner]!.api;
    // The file kept is the winner's own: its colour, not the other's.
    // The media library is a read model: it may be a moment behind the upload on PostgreSQL.
    const kept = (
      await eventually(
        () => winnerApi.get(`/media/${chosen}`),
        (r) => r.status === 200 && typeof r.body.url === 'string',
      )
    ).body;
    const stored = await fetch(`${server.url}${kept.url}`);
    const { data } = await sharp(Buffer.from(await stored.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([data[0], data[2]]).toEqual(winner === 0 ? [255, 0] : [0, 255]);
    expect((await loserApi.get(`/media/${chosen}`)).status).toBe(404);
    expect((await loserApi.get('/media')).body.total).toBe(0);
  });

  it('registers its fixed /courses/… paths before /courses/:id, and asks who is calling', async () => {
    const anonymous = await fetch(`${server.url}/api/courses/pre-signed-url`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ filename: 'a.png', contentType: 'image/png', courseId: 'x' }),
    });
    expect(anonymous.status).toBe(401);
    const { api } = await registerUser(server.url);
    const courseId = await newCourse(api);
    const upload = await api.post('/courses/pre-signed-url-upload', {
      filename: 'clip.mp4',
      contentType: 'video/mp4',
      courseId,
      mediaId: undefined,
      embedType: 'video',
      metadata: { title: 'Intro clip' },
    });
    expect(upload.status).toBe(200);
    expect(upload.body.preSignedUrl).toMatch(/^\/api\/media\/upload\/[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(upload.body.maxBytes).toBe(500 * 1024 * 1024);
    const badType = await api.post('/courses/pre-signed-url', {
      filename: 'a',
      contentType: 'x/y',
      courseId,
      mediaType: 'spreadsheets',
    });
    expect(badType.status).toBe(400);
    expect(badType.body.message).toMatch(/mediaType/);
  });
});
