import { Worker } from 'node:worker_threads';

/**
 * Worker source that decodes an answer's body as a browser would (`decoded(coding, body)`), for
 * the load threads that ask for compressed answers.
 */
export const DECODED_ANSWER = `
const zlib = require('node:zlib');
const decoded = (coding, body) =>
  coding === 'br' ? zlib.brotliDecompressSync(body) : coding === 'gzip' ? zlib.gunzipSync(body) : body;
`;

/**
 * Runs a load generator's plain-JavaScript `source` in a thread of its own (the server's event
 * loop is not shared with the client's; a string needs no loader) and resolves with the one
 * message it posts, or rejects with the `{ error }` it posts instead.
 */
export function inLoadThread<T>(source: string, workerData: unknown): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const worker = new Worker(source, { eval: true, workerData });
    worker.once('error', reject);
    worker.once('message', (outcome: T | { error: string }) => {
      void worker.terminate();
      if (outcome && typeof outcome === 'object' && 'error' in outcome) reject(new Error(outcome.error));
      else resolve(outcome as T);
    });
  });
}
