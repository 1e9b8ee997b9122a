import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicAddressesOnly, type AddressPolicy } from '../../../src/platform/outbound/address-policy';
import { guardedFetcher } from '../../../src/platform/outbound/guarded-fetch';
import type { Resolver } from '../../../src/platform/outbound/guarded-lookup';

/** A local server that records what reached it. Everything here is on 127.0.0.1: no test leaves this host. */
async function localServer(handle: (req: IncomingMessage, res: ServerResponse) => void) {
  const requests: IncomingMessage[] = [];
  const server: Server = createServer((req, res) => {
    requests.push(req);
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'fetched',
    (error: { reason?: string; message: string }) => error.reason ?? error.message,
  );

describe('guarded outbound fetch', () => {
  let media: Awaited<ReturnType<typeof localServer>>;
  let internal: Awaited<ReturnType<typeof localServer>>;
  /** Plays the public internet: only the `media` server's port counts as public; every other loopback port stays refused. */
  let policy: AddressPolicy;
  let written = 0;
  let streamClosed: Promise<void>;
  beforeAll(async () => {
    internal = await localServer((_req, res) => res.end('INTERNAL SECRET'));
    let closed!: () => void;
    streamClosed = new Promise((r) => (closed = r));
    media = await localServer((req, res) => {
      const path = new URL(req.url!, 'http://x').pathname;
      if (path === '/image.png') return void res.end('PNG BYTES');
      if (path === '/to-internal') return void res.writeHead(302, { location: `${internal.url}/secret` }).end();
      if (path === '/to-localhost')
        return void res.writeHead(301, { location: `http://localhost:${internal.port}/secret` }).end();
      if (path === '/to-file') return void res.writeHead(302, { location: 'file:///etc/passwd' }).end();
      if (path === '/loop') return void res.writeHead(302, { location: '/loop' }).end();
      if (path === '/hop') return void res.writeHead(307, { location: '/image.png' }).end();
      if (path === '/declared-huge')
        return void res.writeHead(200, { 'content-length': String(10 * 1024 * 1024) }).end();
      if (path === '/endless') {
        // Streams 64 MB in 64 KB chunks, as fast as the reader takes them.
        res.on('close', closed);
        const chunk = Buffer.alloc(64 * 1024, 1);
        const pump = () => {
          while (written < 64 * 1024 * 1024) {
            written += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end();
        };
        return pump();
      }
      if (path === '/silent') return; // never answers
      res.writeHead(404).end();
    });
    policy = (address, port) =>
      port === media.port && (address === '127.0.0.1' || address === '::1') ? null : publicAddressesOnly(address, port);
  });
  afterAll(async () => {
    await media.close();
    await internal.close();
  });

  const fetcher = (options: Partial<Parameters<typeof guardedFetcher>[0]> = {}) =>
    guardedFetcher({ maxBytes: 1024 * 1024, timeoutMs: 5_000, policy, ...options });

  it('fetches from an allowed address, sending no credentials', async () => {
    const before = media.requests.length;
    expect((await fetcher()(`${media.url}/image.png`)).toString()).toBe('PNG BYTES');
    const headers = media.requests[before]!.headers;
    expect(Object.keys(headers).sort()).toEqual(['accept', 'connection', 'host', 'user-agent']);
  });

  it('refuses a loopback address with the default policy, before connecting', async () => {
    const before = internal.requests.length;
    const reason = await reasonOf(guardedFetcher({ maxBytes: 1024, timeoutMs: 5_000 })(`${internal.url}/secret`));
    expect(reason).toBe('127.0.0.1 is loopback');
    expect(internal.requests.length).toBe(before);
  });

  it('checks the addresses a host name resolves to, as the socket connects', async () => {
    const before = internal.requests.length;
    expect(
      await reasonOf(guardedFetcher({ maxBytes: 1024, timeoutMs: 5_000 })(`http://localhost:${internal.port}/secret`)),
    ).toMatch(/^localhost resolves to a refused address: (127\.0\.0\.1|::1) is loopback$/);
    expect(internal.requests.length).toBe(before);
  });

  it('connects to the address it checked: one resolution per hop, the Host header kept', async () => {
    let lookups = 0;
    // The first answer is the allowed server; any later answer (a rebinding DNS) would be the internal one.
    const rebinding: Resolver = async () =>
      lookups++ === 0 ? [{ address: '127.0.0.1', family: 4 }] : [{ address: '10.0.0.1', family: 4 }];
    const before = media.requests.length;
    expect((await fetcher({ resolver: rebinding })(`http://media.test:${media.port}/image.png`)).toString()).toBe(
      'PNG BYTES',
    );
    expect(lookups).toBe(1);
    expect(media.requests[before]!.headers.host).toBe(`media.test:${media.port}`);
  });

  it('refuses a name when any of its addresses is refused', async () => {
    const mixed: Resolver = async () => [
      { address: '127.0.0.1', family: 4 },
      { address: '10.1.2.3', family: 4 },
    ];
    expect(await reasonOf(fetcher({ resolver: mixed })(`http://media.test:${media.port}/image.png`))).toBe(
      'media.test resolves to a refused address: 10.1.2.3 is in a private network',
    );
  });

  it('checks every redirect hop: an allowed first hop cannot lead to an internal address', async () => {
    const before = internal.requests.length;
    expect(await reasonOf(fetcher()(`${media.url}/to-internal`))).toBe(
      `redirects to ${internal.url}/secret, and 127.0.0.1 is loopback`,
    );
    expect(await reasonOf(fetcher()(`${media.url}/to-localhost`))).toMatch(
      new RegExp(`^redirects to http://localhost:${internal.port}/secret, and localhost resolves to a refused address`),
    );
    expect(await reasonOf(fetcher()(`${media.url}/to-file`))).toBe(
      'redirects to file:///etc/passwd, and file: addresses are not fetched (http and https only)',
    );
    expect(internal.requests.length).toBe(before);
    expect((await fetcher()(`${media.url}/hop`)).toString()).toBe('PNG BYTES');
  });

  it('follows at most the configured number of redirects', async () => {
    expect(await reasonOf(fetcher({ maxRedirects: 3 })(`${media.url}/loop`))).toBe('redirects more than 3 times');
  });

  it('refuses URLs with a user name or password, and other schemes, without connecting', async () => {
    const before = media.requests.length;
    expect(await reasonOf(fetcher()(`http://user:pass@127.0.0.1:${media.port}/image.png`))).toBe(
      'carries a user name or password',
    );
    expect(await reasonOf(fetcher()('ftp://example.com/a.png'))).toBe(
      'ftp: addresses are not fetched (http and https only)',
    );
    expect(await reasonOf(fetcher()('http://metadata.google.internal/computeMetadata/v1/'))).toBe(
      'metadata.google.internal is a cloud metadata service',
    );
    expect(media.requests.length).toBe(before);
  });

  it('refuses a declared size over the cap, and cuts a stream off as soon as it passes the cap', async () => {
    expect(await reasonOf(fetcher()(`${media.url}/declared-huge`))).toBe(`is larger than ${1024 * 1024} bytes`);
    expect(await reasonOf(fetcher({ maxBytes: 256 * 1024 })(`${media.url}/endless`))).toBe(
      `is larger than ${256 * 1024} bytes`,
    );
    await streamClosed;
    expect(written).toBeLessThan(64 * 1024 * 1024);
  });

  it('gives up after the time-out', async () => {
    expect(await reasonOf(fetcher({ timeoutMs: 300 })(`${media.url}/silent`))).toBe('did not answer within 0.3 s');
  });

  it('reports an error status', async () => {
    expect(await reasonOf(fetcher()(`${media.url}/missing.png`))).toBe('answered 404');
  });
});
