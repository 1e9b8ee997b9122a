/**
 * Learners reading a published module: GET /api/delivery/modules/{id} (20 blocks, about 5 KB of
 * JSON) as a browser asks it (Accept-Encoding: gzip, br), full answers and If-None-Match
 * revalidations, next to a bare Hono server answering the same bytes with the same headers from
 * memory, in the same run with the same client and concurrency. `ratio` is ours over the bare one
 * (the mean of its runs just before and just after ours).
 */
import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { republish } from '../integration/delivery/fixture';
import { registerUser, startTestServer } from '../support/server';
import { yesNoQuestion } from './blocks';
import { load } from './http-load';
import { baselineDrift, progress, round } from './stats';

const BLOCKS = 20;
const BROWSER = { 'accept-encoding': 'gzip, br' };
/** Hop-by-hop or per-answer headers the bare server's own stack writes. */
const NOT_COPIED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** A text block or a question, in turn: about 5 KB of learner JSON for 20 blocks. */
const blockOf = (i: number) =>
  i % 2
    ? yesNoQuestion(`Question ${i}: is this the right way out?`)
    : { type: 'TextBlockComponent', data: { html: `<p>${`Paragraph ${i} of the learning text. `.repeat(2)}</p>` } };

async function publishedModule(url: string) {
  const { api } = await registerUser(url, 'Bencher');
  const created = await api.post('/courses/', { course: { title: 'Learner reads' } });
  const courseId = created.body.course.id as string;
  let revision = created.body.revision as number;
  const starters = (created.body.course.blocks as unknown[]).length;
  for (let i = 0; i < BLOCKS - starters; i++)
    revision = (await api.post('/blocks/', { courseId, block: blockOf(i) })).body.revision;
  await republish(api, courseId, revision, {});
  return courseId;
}

/** An answer as sent (fetch would decode it): its bytes and headers. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ body: Uint8Array<ArrayBuffer>; headers: IncomingHttpHeaders }>((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ body: new Uint8Array(Buffer.concat(chunks)), headers: res.headers }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** The same bytes and headers from memory: the most a Hono server on this machine can answer. */
function bareServer(body: Uint8Array<ArrayBuffer>, headers: IncomingHttpHeaders) {
  const copied: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    if (typeof value === 'string' && !NOT_COPIED.has(name)) copied[name] = value;
  const app = new Hono().get('/module', (c) => c.body(body, 200, copied));
  return new Promise<{ url: string; close(): Promise<void> }>((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({
        url: `http://127.0.0.1:${info.port}/module`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}

export async function benchLearnerReads(options: { smoke?: boolean; clients?: number; seconds?: number } = {}) {
  const clients = options.clients ?? 20;
  const seconds = options.seconds ?? (options.smoke ? 1 : 5);
  const server = await startTestServer();
  try {
    progress(`learner reads: a published module of ${BLOCKS} blocks`);
    const url = `${server.url}/api/delivery/modules/${await publishedModule(server.url)}`;
    const first = await fetch(url, { headers: BROWSER });
    const json = new Uint8Array(await first.arrayBuffer());
    const raw = await rawGet(url, BROWSER);
    const sent = raw.body;
    const etag = first.headers.get('etag')!;
    const bare = await bareServer(sent, raw.headers);
    try {
      const run = (target: string, headers: Record<string, string>) => load({ url: target, headers, clients, seconds });
      progress(`learner reads: ${clients} clients, ${seconds}s each (bare Hono, ours, ours 304, bare Hono)`);
      await run(url, BROWSER); // warm-up: first answers compile and fill caches
      // The bare server before and after ours: on a shared machine the load moves during a run.
      const bareBefore = await run(bare.url, BROWSER);
      const full = await run(url, BROWSER);
      const revalidated304 = await run(url, { ...BROWSER, 'if-none-match': etag });
      const bareAfter = await run(bare.url, BROWSER);
      const bareRate = ((bareBefore.requestsPerSecond as number) + (bareAfter.requestsPerSecond as number)) / 2;
      return {
        engine: process.env.DATABASE_URL ? 'postgres' : 'pglite',
        clients,
        seconds,
        moduleJsonBytes: json.byteLength,
        sentBytes: sent.byteLength,
        contentEncoding: raw.headers['content-encoding'] ?? 'identity',
        full,
        revalidated304,
        bareHonoFromMemory: { before: bareBefore, after: bareAfter },
        bareDrift: baselineDrift(bareBefore.requestsPerSecond as number, bareAfter.requestsPerSecond as number),
        ratio: round((full.requestsPerSecond as number) / bareRate, 3),
        ratio304: round((revalidated304.requestsPerSecond as number) / bareRate, 3),
      };
    } finally {
      await bare.close();
    }
  } finally {
    await server.close();
  }
}
