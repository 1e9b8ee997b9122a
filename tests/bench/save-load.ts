import { DECODED_ANSWER, inLoadThread } from './load-thread';

/** What the load thread needs of an author: who they are, their module, the block they edit. */
export type SavingAuthor = {
  token: string;
  courseId: string;
  block: { id: string; type: string; title: string; data: Record<string, unknown> };
  revision: number;
  saves: number;
};

export type SaveLoad =
  /** Each author saves `saves` times, one after the other: a module's earlier history. */
  | { mode: 'history'; saves: number }
  /** Each author saves once every `intervalMs` from a jittered start; a save's latency counts from when it was due. */
  | { mode: 'openLoop'; intervalMs: number; seconds: number }
  /** Each author saves again as soon as the previous save answers. */
  | { mode: 'flatOut'; seconds: number };

/**
 * Authors saving, as the editor does (PUT /api/drafts/ with the changed block only, compressed
 * answers as a browser takes them), from their own thread: like a browser, the client's requests
 * and decompression do not run on the server's event loop. Plain JavaScript in a string, so it
 * needs no loader. A kept-alive socket the server closed as it was reused is sent on again.
 */
const SAVE_WORKER = `
const { workerData, parentPort } = require('node:worker_threads');
const http = require('node:http');
const { origin, authors, load } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: authors.length });
const url = new URL('/api/drafts/', origin);
const samples = [];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
${DECODED_ANSWER}

function put(author, payload) {
  return new Promise((resolve, reject) => {
    const headers = {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(payload),
      'accept-encoding': 'br, gzip',
      authorization: 'Bearer ' + author.token,
    };
    const request = http.request(url, { method: 'PUT', agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, text: decoded(res.headers['content-encoding'], Buffer.concat(chunks)).toString() }));
      res.on('error', reject);
    });
    request.on('error', reject);
    request.end(payload);
  });
}

async function save(author) {
  const n = author.saves++;
  const block = { ...author.block, data: { html: '<p>Edit ' + n + ' of this paragraph, as an author types it.</p>' } };
  const payload = JSON.stringify({
    course: { id: author.courseId, revision: author.revision, blocks: [block], updatedBlocks: [block.id] },
  });
  for (let tries = 5; ; tries--) {
    try {
      const { status, text } = await put(author, payload);
      if (status !== 200) throw new Error('save failed: ' + status + ' ' + text);
      author.revision = JSON.parse(text).revision;
      return;
    } catch (error) {
      if (!error || !error.code || tries <= 1) throw error;
    }
  }
}

async function openLoop(author, start, end) {
  for (let due = start + Math.random() * load.intervalMs; due < end; due += load.intervalMs) {
    await sleep(Math.max(0, due - performance.now()));
    await save(author);
    samples.push(performance.now() - due);
  }
}

async function history(author) {
  for (let n = 0; n < load.saves; n++) await save(author);
}

async function flatOut(author, end) {
  while (performance.now() < end) {
    const started = performance.now();
    await save(author);
    samples.push(performance.now() - started);
  }
}

const start = performance.now();
const end = start + (load.seconds ?? 0) * 1000;
const phase = { history: (a) => history(a), openLoop: (a) => openLoop(a, start, end), flatOut: (a) => flatOut(a, end) }[load.mode];
Promise.all(authors.map(phase))
  .then(() => {
    agent.destroy();
    parentPort.postMessage({ samples, authors, elapsedMs: performance.now() - start });
  })
  .catch((error) => parentPort.postMessage({ error: String(error && error.stack || error) }));
`;

/** Runs one phase of saves from the load thread; the authors come back with their revisions moved on. */
export function runSaves(origin: string, authors: SavingAuthor[], load: SaveLoad) {
  return inLoadThread<{ samples: number[]; authors: SavingAuthor[]; elapsedMs: number }>(SAVE_WORKER, {
    origin,
    authors,
    load,
  });
}
