import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type Received = { authorization?: string; version?: string; statements: Record<string, unknown>[] };

/**
 * A stand-in LRS over real HTTP: the xAPI statements resource (POST /xapi/statements, with the
 * request's Basic auth and X-Experience-API-Version kept), answering 503 to its first `failFirst`
 * requests as an LRS that is down, and 400 to a batch holding a statement it `refuse`s. GET /received answers every statement taken so far (for a
 * browser test, which runs it as a process of its own).
 */
export async function startLrs({
  port = 0,
  failFirst = 0,
  refuse = () => null,
}: {
  port?: number;
  failFirst?: number;
  /** Why the LRS refuses this statement for good (400, and the whole batch with it), or null to take it. */
  refuse?: (statement: Record<string, unknown>) => string | null;
} = {}) {
  const received: Received[] = [];
  let refused = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'GET' && req.url === '/received')
        return res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify(received.flatMap((r) => r.statements)));
      if (req.method !== 'POST' || req.url !== '/xapi/statements') return res.writeHead(404).end();
      if (refused < failFirst) {
        refused++;
        return res.writeHead(503).end();
      }
      const statements = JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>[];
      const refusal = statements.map(refuse).find((reason) => reason !== null);
      if (refusal)
        return res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ message: refusal }));
      received.push({
        authorization: req.headers.authorization,
        version: req.headers['x-experience-api-version'] as string | undefined,
        statements,
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(statements.map((s) => s.id)));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    refused: () => refused,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
