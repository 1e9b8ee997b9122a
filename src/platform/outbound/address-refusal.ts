import { isIP } from 'node:net';
import type { AddressPolicy } from './address-policy';
import { checkUrl } from './guarded-fetch';
import { type Resolver, systemResolver } from './guarded-lookup';

/**
 * Why `raw` may not be reached under `policy`, or null when it may (as far as can be told now): its
 * scheme, a literal address, or any address its host name resolves to now. Checked when an address is saved; every request
 * to it is checked again as it connects.
 */
export async function addressRefusal(
  raw: string,
  policy: AddressPolicy,
  resolve: Resolver = systemResolver,
): Promise<string | null> {
  let url: URL;
  try {
    url = checkUrl(raw, policy);
  } catch (error) {
    return (error as { reason?: string }).reason ?? String(error);
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return null;
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
  // A name that does not resolve now is let through: nothing can reach it, and every request to it
  // is checked again as it connects (DNS may not know a new host yet).
  const addresses = await resolve(host).catch(() => []);
  return addresses.map((a) => policy(a.address, port)).find((reason) => reason !== null) ?? null;
}
