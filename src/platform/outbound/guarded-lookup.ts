import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import type { AddressPolicy } from './address-policy';

/** Resolves a host name to every address it has (the system resolver by default; tests may use their own). */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );

export class AddressRefused extends Error {}

/**
 * A `lookup` for the socket itself: the addresses it connects to are the ones checked here, in the
 * same call, so a second answer from DNS (rebinding) never reaches a connection. A name with any
 * refused address is refused whole.
 */
export function guardedLookup(resolve: Resolver, policy: AddressPolicy, port: number): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const refusal =
          addresses.length === 0
            ? `${hostname} has no address`
            : addresses.map((a) => policy(a.address, port)).find((r) => r !== null);
        if (refusal)
          return callback(new AddressRefused(`${hostname} resolves to a refused address: ${refusal}`), '', 0);
        if (options.all) return callback(null, addresses);
        callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}
