import { createServer, connect, type Socket } from 'node:net';

/**
 * A TCP proxy to a server that a test can cut (every connection dropped, new ones refused) and
 * restore: a flaky network between one browser and its server, websockets included.
 */
export async function startCuttableProxy(target: { host: string; port: number }) {
  const open = new Set<Socket>();
  let cut = false;
  const server = createServer((client) => {
    if (cut) return client.destroy();
    const upstream = connect(target.port, target.host);
    open.add(client);
    open.add(upstream);
    const close = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', close).on('close', close).pipe(upstream);
    upstream.on('error', close).on('close', close).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    cut() {
      cut = true;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    restore() {
      cut = false;
    },
    close() {
      for (const socket of open) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
