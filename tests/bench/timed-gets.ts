import { DECODED_ANSWER, inLoadThread } from './load-thread';

/**
 * GETs one after the other from their own thread, each timed from its request to its last byte,
 * compressed answers decoded as a browser would: like a browser, the client's work does not run on
 * the server's event loop. Plain JavaScript in a string, so it needs no loader. The first
 * `warmUp` calls (at least one per path) are untimed: plans, cold pages, and the server's code not
 * yet optimised by V8, which a server that has been up a while no longer pays. Each answer must be
 * 200 with a JSON body.
 */
const GETS_WORKER = `
const { workerData, parentPort } = require('node:worker_threads');
const http = require('node:http');
${DECODED_ANSWER}
const { origin, token, paths, requests, warmUp } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function get(path) {
  return new Promise((resolve, reject) => {
    const headers = { authorization: 'Bearer ' + token, 'accept-encoding': 'br, gzip' };
    http
      .get(new URL(path, origin), { agent, headers }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const body = JSON.parse(decoded(res.headers['content-encoding'], Buffer.concat(chunks)).toString('utf8'));
          if (res.statusCode !== 200) reject(new Error(path + ' answered ' + res.statusCode + ': ' + JSON.stringify(body)));
          else resolve(body);
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

(async () => {
  const samples = [];
  let last;
  const untimed = Math.max(warmUp, paths.length);
  for (let i = -untimed; i < requests; i++) {
    const started = performance.now();
    last = await get(paths[(i + untimed) % paths.length]);
    if (i >= 0) samples.push(performance.now() - started);
  }
  agent.destroy();
  parentPort.postMessage({ samples, last });
})().catch((error) => parentPort.postMessage({ error: String((error && error.stack) || error) }));
`;

/** `requests` timed GETs cycling through `paths`, from the load thread; the last answer's body comes back too. */
export function timedGets(options: {
  origin: string;
  token: string;
  paths: string[];
  requests: number;
  warmUp: number;
}) {
  return inLoadThread<{ samples: number[]; last: unknown }>(GETS_WORKER, options);
}
