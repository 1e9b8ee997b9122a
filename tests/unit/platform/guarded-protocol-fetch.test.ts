import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  publicAddressesOnly,
  publicOrAllowed,
  type AddressPolicy,
} from '../../../src/platform/outbound/address-policy';
import { addressRefusal } from '../../../src/platform/outbound/address-refusal';
import { guardedProtocolFetch } from '../../../src/platform/outbound/guarded-protocol-fetch';
import { OutboundError } from '../../../src/platform/outbound/outbound-error';

/** A server on 127.0.0.1 recording what reached it: nothing here leaves this host. */
async function localServer(handle: (req: IncomingMessage, body: string, res: ServerResponse) => void) {
  const reached: Array<{ method: string; url: string; body: string }> = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      reached.push({ method: req.method!, url: req.url!, body });
      handle(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    reached,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'reached',
    (error: unknown) => (error instanceof OutboundError ? error.reason : String(error)),
  );

describe('the guarded client for protocol calls (LTI keys, tokens, scores)', () => {
  let platform: Awaited<ReturnType<typeof localServer>>;
  let internal: Awaited<ReturnType<typeof localServer>>;
  /** Plays the public internet: only the platform's port counts as public; every other loopback port stays refused. */
  let onlyPlatform: AddressPolicy;
  beforeAll(async () => {
    internal = await localServer((_req, _body, res) => res.end('INTERNAL SECRET'));
    platform = await localServer((req, body, res) => {
      if (req.url === '/token') return void res.end(JSON.stringify({ access_token: `for ${body}` }));
      if (req.url === '/to-internal') return void res.writeHead(302, { location: `${internal.url}/x` }).end();
      if (req.url === '/post-redirect') return void res.writeHead(307, { location: `${internal.url}/x` }).end();
      if (req.url === '/huge') return void res.end('x'.repeat(64 * 1024));
      res.end(JSON.stringify({ keys: [] }));
    });
    onlyPlatform = (address, port) => (port === platform.port ? null : publicAddressesOnly(address, port));
  });
  afterAll(async () => {
    await platform.close();
    await internal.close();
  });

  it('posts a form and reads the answer as fetch does', async () => {
    const send = guardedProtocolFetch({ policy: onlyPlatform });
    const res = await send(`${platform.url}/token`, { method: 'POST', body: new URLSearchParams({ a: '1' }) });
    expect([res.status, await res.json()]).toEqual([200, { access_token: 'for a=1' }]);
  });

  it('refuses loopback, private networks and cloud metadata by default, before anything is sent', async () => {
    const send = guardedProtocolFetch();
    for (const url of [
      `${internal.url}/jwks`,
      `http://[::1]:${internal.port}/jwks`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.7/token',
      'http://metadata.google.internal/computeMetadata/v1/',
      `http://localhost:${internal.port}/jwks`,
    ])
      expect(await refusal(send(url, { method: 'POST', body: 'score' })), url).not.toBe('reached');
    expect(internal.reached).toEqual([]);
  });

  it('checks every redirect of a GET, and follows none of a POST', async () => {
    const send = guardedProtocolFetch({ policy: onlyPlatform });
    expect(await refusal(send(`${platform.url}/to-internal`))).toMatch(/127\.0\.0\.1 is loopback/);
    const posted = await send(`${platform.url}/post-redirect`, { method: 'POST', body: 'score' });
    expect(posted.status).toBe(307);
    expect(internal.reached).toEqual([]);
  });

  it('caps what it reads', async () => {
    const send = guardedProtocolFetch({ policy: onlyPlatform, maxBytes: 1024 });
    expect(await refusal(send(`${platform.url}/huge`))).toMatch(/answered more than 1024 bytes/);
  });

  it('reaches a network an operator allowed, but never a metadata service', async () => {
    const allowed = publicOrAllowed(['127.0.0.1']);
    const send = guardedProtocolFetch({ policy: allowed });
    expect((await send(`${internal.url}/x`)).status).toBe(200);
    expect(await refusal(send('http://169.254.169.254/'))).toMatch(/cloud metadata/);
    expect(publicOrAllowed(['169.254.0.0/16'])('169.254.169.254', 80)).toMatch(/cloud metadata/);
    expect(() => publicOrAllowed(['not a network'])).toThrow(/not an address or a CIDR block/);
  });

  it('says why an address may not be saved: its literal address, or what its name resolves to', async () => {
    expect(await addressRefusal('http://127.0.0.1/jwks', publicAddressesOnly)).toMatch(/loopback/);
    expect(await addressRefusal('ftp://lms.example.com/', publicAddressesOnly)).toMatch(/http and https only/);
    const resolver = async () => [{ address: '192.168.1.4', family: 4 }];
    expect(await addressRefusal('https://lms.internal/jwks', publicAddressesOnly, resolver)).toMatch(/private network/);
    const publicName = async () => [{ address: '93.184.215.14', family: 4 }];
    expect(await addressRefusal('https://lms.example.com/jwks', publicAddressesOnly, publicName)).toBeNull();
    // Not known to DNS yet: saved, since every request to it is checked as it connects.
    const unknown = async () => Promise.reject(new Error('ENOTFOUND'));
    expect(await addressRefusal('https://new-lms.example.com/jwks', publicAddressesOnly, unknown)).toBeNull();
  });
});
