import { inLoadThread } from './load-thread';
import { latencySummary, round } from './stats';

/**
 * The load generator: plain JavaScript in its own thread (the server's event loop is not shared
 * with the client's), keep-alive node:http with one socket per client, each client sending its
 * next request when the last answer's body has arrived. Written as a string so it needs no loader.
 */
const LOAD_WORKER = `
const { workerData, parentPort } = require('node:worker_threads');
const http = require('node:http');
const { url, headers, clients, seconds } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
const samples = [];
const statuses = {};
let bytes = 0;
const until = performance.now() + seconds * 1000;
const once = () => new Promise((resolve, reject) => {
  const started = performance.now();
  http.get(url, { agent, headers }, (res) => {
    res.on('data', (chunk) => { bytes += chunk.length; });
    res.on('end', () => {
      samples.push(performance.now() - started);
      statuses[res.statusCode] = (statuses[res.statusCode] || 0) + 1;
      resolve();
    });
    res.on('error', reject);
  }).on('error', reject);
});
const client = async () => { while (performance.now() < until) await once(); };
Promise.all(Array.from({ length: clients }, client)).then(() => {
  agent.destroy();
  parentPort.postMessage({ samples, statuses, bytes });
});
`;

export type LoadOptions = { url: string; headers: Record<string, string>; clients: number; seconds: number };

/** `clients` keep-alive connections asking `url` back to back for `seconds`: throughput, latency, statuses. */
export async function load(options: LoadOptions): Promise<Record<string, unknown>> {
  const { samples, statuses, bytes } = await inLoadThread<{ samples: number[]; statuses: object; bytes: number }>(
    LOAD_WORKER,
    options,
  );
  return {
    requests: samples.length,
    requestsPerSecond: round(samples.length / options.seconds, 1),
    ...latencySummary(samples),
    statuses,
    bodyBytesPerAnswer: samples.length ? round(bytes / samples.length, 1) : 0,
  };
}
