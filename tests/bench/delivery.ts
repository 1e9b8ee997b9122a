/**
 * npm run bench:delivery — learners' side, on the database the environment names (PGlite by
 * default; DATABASE_URL and NATS_URL for PostgreSQL and NATS). Prints one JSON document:
 * - the learner player's bundle: its files and their gzip size;
 * - GET /api/delivery/modules/{id} (a published module, no sign-in): p50/p99 and requests per
 *   second with concurrent clients, full answers and 304 revalidations.
 * The web app must be built first (npm run build). Package builds: npm run bench:packages.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { WEB_ROOT } from '../../src/start/web-root';
import type { LearnerModule } from '../../src/modules/delivery/learner-module';
import { PLAYER_ENTRY } from '../../src/modules/delivery/scorm/web-entry';
import { republish } from '../integration/delivery/fixture';
import { registerUser, startTestServer } from '../support/server';
import { yesNoQuestion } from './blocks';
import { latencySummary, now, progress, round } from './stats';

const BLOCKS = 50;
const CLIENTS = 20;
const LOAD_SECONDS = 5;

/** Every fifth block each of image, video, audio (distinct files), text and a question. */
function blockOf(i: number) {
  const file = (ext: string) => `/thumbnails/placeholder-${(i % 4) + 1}.${ext}?copy=${i}`;
  switch (i % 5) {
    case 0:
      return { type: 'ImageBlockComponent', data: { url: file('svg'), alt: `Picture ${i}` } };
    case 1:
      return { type: 'VideoBlockComponent', data: { url: file('webm'), videoType: 'upload' } };
    case 2:
      return { type: 'AudioBlockComponent', data: { url: file('webm'), transcript: `Transcript ${i}` } };
    case 3:
      return { type: 'TextBlockComponent', data: { html: `<p>${'Some learning text. '.repeat(20)}</p>` } };
    default:
      return yesNoQuestion(`Question ${i}`);
  }
}

async function load(url: string, headers: Record<string, string>) {
  const samples: number[] = [];
  const until = now() + LOAD_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (now() < until) {
        const started = now();
        const res = await fetch(url, { headers });
        await res.arrayBuffer();
        samples.push(now() - started);
      }
    }),
  );
  return {
    requests: samples.length,
    requestsPerSecond: round(samples.length / LOAD_SECONDS, 1),
    ...latencySummary(samples),
  };
}

function playerBundle() {
  const manifest = JSON.parse(readFileSync(join(WEB_ROOT, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[]; css?: string[] }
  >;
  const files = new Set<string>([PLAYER_ENTRY]);
  const visit = (key: string) => {
    const chunk = manifest[key]!;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const i of chunk.imports ?? []) visit(i);
  };
  visit(PLAYER_ENTRY);
  const sizes = [...files].map((f) => {
    const bytes = readFileSync(join(WEB_ROOT, f));
    return { file: f, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
  });
  return {
    files: sizes,
    totalBytes: sizes.reduce((n, s) => n + s.bytes, 0),
    totalGzipBytes: sizes.reduce((n, s) => n + s.gzipBytes, 0),
  };
}

async function main() {
  if (!existsSync(join(WEB_ROOT, '.vite', 'manifest.json'))) throw new Error('Build the web app first: npm run build');
  const server = await startTestServer();
  try {
    progress(`a module of ${BLOCKS} blocks with media`);
    const { api } = await registerUser(server.url, 'Bencher');
    const created = await api.post('/courses/', { course: { title: 'Benchmark module' } });
    const courseId = created.body.course.id as string;
    let revision = created.body.revision as number;
    for (let i = 0; i < BLOCKS - 3; i++)
      revision = (await api.post('/blocks/', { courseId, block: blockOf(i) })).body.revision;
    await republish(api, courseId, revision, {});

    const module = (await (await fetch(`${server.url}/api/delivery/modules/${courseId}`)).json()) as LearnerModule;

    progress(`GET of the published module, ${CLIENTS} clients for ${LOAD_SECONDS}s`);
    const url = `${server.url}/api/delivery/modules/${courseId}`;
    const etag = (await fetch(url)).headers.get('etag')!;
    const full = await load(url, {});
    const revalidated = await load(url, { 'if-none-match': etag });

    console.log(
      JSON.stringify(
        {
          engine: {
            database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
            bus: process.env.NATS_URL ? 'nats' : 'in-process',
          },
          learnerBundle: playerBundle(),
          getPublishedModule: {
            clients: CLIENTS,
            seconds: LOAD_SECONDS,
            moduleBytes: JSON.stringify(module).length,
            full,
            revalidated304: revalidated,
          },
        },
        null,
        2,
      ),
    );
  } finally {
    await server.close();
  }
}

await main();
