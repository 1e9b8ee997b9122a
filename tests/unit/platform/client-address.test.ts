import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddressResolver, isAddressOrBlock } from '../../../src/platform/http/client-address';

/** The address `trusted` resolves for a request from socket peer `peer` carrying `forwardedFor`. */
async function resolve(trusted: string[], peer: string, forwardedFor?: string) {
  const addressOf = clientAddressResolver(trusted);
  const app = new Hono().get('/', (c) => c.text(addressOf(c)));
  const env = { incoming: { socket: { remoteAddress: peer } } };
  const res = await app.request('/', { headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} }, env);
  return res.text();
}

describe('client address', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', async () => {
    expect(await resolve([], '203.0.113.5', '1.2.3.4')).toBe('203.0.113.5');
    expect(await resolve([], '::ffff:203.0.113.5')).toBe('203.0.113.5');
  });

  it('behind trusted proxies, is the rightmost X-Forwarded-For entry that is not one of them', async () => {
    const proxies = ['10.0.0.0/8', '2001:db8::/32'];
    expect(await resolve(proxies, '10.0.0.2', '1.2.3.4, 198.51.100.7, 10.9.9.9')).toBe('198.51.100.7');
    expect(await resolve(proxies, '::ffff:10.0.0.2', '198.51.100.7')).toBe('198.51.100.7');
    expect(await resolve(proxies, '2001:db8::1', '2001:db8::2, 2a00:1450::1')).toBe('2a00:1450::1');
    // Only trusted hops: the leftmost is as far as we can see.
    expect(await resolve(proxies, '10.0.0.2', '10.1.1.1, 10.2.2.2')).toBe('10.1.1.1');
    // An untrusted peer's X-Forwarded-For is its own claim.
    expect(await resolve(proxies, '198.51.100.9', '10.0.0.1')).toBe('198.51.100.9');
    // A trusted proxy that sent none: the proxy itself.
    expect(await resolve(proxies, '10.0.0.2')).toBe('10.0.0.2');
  });

  it('accepts IPs and CIDR blocks as trusted proxies, nothing else', () => {
    for (const ok of ['10.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', '0.0.0.0/0'])
      expect(isAddressOrBlock(ok), ok).toBe(true);
    for (const bad of ['localhost', '10.0.0.0/33', '::/129', '10.0.0.0/8/1', '10.0.0/8', ''])
      expect(isAddressOrBlock(bad), bad).toBe(false);
  });
});
