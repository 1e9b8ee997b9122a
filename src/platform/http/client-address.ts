import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) is 10.0.0.1. */
const plain = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** True for an IP address or a CIDR block (`10.0.0.0/8`, `fd00::/8`): what TRUSTED_PROXIES may hold. */
export function isAddressOrBlock(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

function trustList(trusted: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of trusted) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/**
 * The client's address as this server can know it: the socket's peer, unless that peer is one of
 * our trusted proxies; then X-Forwarded-For is read from the right (each proxy appends the
 * address it received from), skipping trusted proxies, and the first address not ours is the
 * client. Entries left of it were written by the client and prove nothing. With no trusted
 * proxies (the default) X-Forwarded-For is never read.
 */
export function clientAddressResolver(trusted: readonly string[]) {
  const list = trustList(trusted);
  const isTrusted = (address: string) => {
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };

  return (c: Context): string => {
    let address: string;
    try {
      address = plain(getConnInfo(c).remote.address ?? 'unknown');
    } catch {
      return 'unknown';
    }
    if (!isTrusted(address)) return address;
    const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map(plain).filter(Boolean);
    for (let i = hops.length - 1; i >= 0; i--) {
      address = hops[i]!;
      if (!isTrusted(address)) return address;
    }
    return address;
  };
}
export type ClientAddress = ReturnType<typeof clientAddressResolver>;
