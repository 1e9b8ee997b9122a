import { createServer } from 'node:http';
import type { Registry } from 'prom-client';

/**
 * The metrics on a port of their own (METRICS_PORT), apart from the app: `/metrics` there is for
 * Prometheus, while the app's /metrics is the admin's screen (SPEC §2). Any path answers.
 */
export async function startPrometheusServer(registry: Registry, port: number, host: string) {
  const server = createServer((_req, res) => {
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
