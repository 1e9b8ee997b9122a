import { serve } from '@hono/node-server';
import { WebSocketServer } from 'ws';
import type { Config } from '../platform/config';
import { MAX_CLIENT_MESSAGE_BYTES } from '../platform/realtime/protocol';

/** How long responses still streaming at shutdown may go on. */
const SHUTDOWN_GRACE_MS = 5_000;

/**
 * HTTP and the live socket on one port (PORT=0 picks a free one). While `draining`, every answer
 * carries `Connection: close`, so clients open their next connection to another instance.
 */
export async function listen(
  config: Config,
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>,
  draining: () => boolean,
) {
  // A frame bigger than any client message closes the socket (1009) before it is buffered.
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_MESSAGE_BYTES });
  const server = serve({ fetch, port: config.port, hostname: config.host, websocket: { server: wss } });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  server.on('request', (_req, res) => {
    if (draining()) res.setHeader('Connection', 'close');
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : config.port,
    /** Idle keep-alive sockets close now; a download still streaming (a video) gets a few seconds, then is cut. */
    async close() {
      const closed = new Promise((r) => server.close(() => r(undefined)));
      if ('closeIdleConnections' in server) server.closeIdleConnections();
      const cutOff = setTimeout(
        () => 'closeAllConnections' in server && server.closeAllConnections(),
        SHUTDOWN_GRACE_MS,
      );
      await closed;
      clearTimeout(cutOff);
      wss.close();
    },
  };
}
