import { BlockList, isIP } from 'node:net';

/** Why an address may not be reached, or null when it may. `port` lets a test treat one local port as public. */
export type AddressPolicy = (address: string, port: number) => string | null;

/**
 * Addresses that are not the public internet: this host, private networks, link-local (with the
 * cloud metadata service 169.254.169.254), shared and reserved space, and IPv6 forms that carry an
 * IPv4 address (NAT64, 6to4, Teredo, IPv4-compatible). IPv4-mapped IPv6 (::ffff:a.b.c.d) is matched
 * by the IPv4 rules themselves (net.BlockList compares the embedded address).
 */
const NOT_PUBLIC: [what: string, cidrs: string[]][] = [
  // First, so the reason names it: AWS/GCP/Azure/OCI, AWS over IPv6, Alibaba, Azure's wire server (a public-looking address).
  ['a cloud metadata service', ['169.254.169.254/32', 'fd00:ec2::254/128', '100.100.100.200/32', '168.63.129.16/32']],
  ['unspecified', ['0.0.0.0/8', '::/128']],
  ['loopback', ['127.0.0.0/8', '::1/128']],
  ['in a private network', ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16']],
  ['in shared address space (CGNAT)', ['100.64.0.0/10']],
  ['link-local', ['169.254.0.0/16', 'fe80::/10', 'fec0::/10']],
  ['unique-local', ['fc00::/7']],
  ['multicast', ['224.0.0.0/4', 'ff00::/8']],
  [
    'reserved or broadcast',
    [
      '240.0.0.0/4',
      '192.0.0.0/24',
      '192.0.2.0/24',
      '192.88.99.0/24',
      '198.18.0.0/15',
      '198.51.100.0/24',
      '203.0.113.0/24',
      '100::/64',
      '2001:db8::/32',
    ],
  ],
  [
    'an IPv6 form of an IPv4 address (NAT64, 6to4, Teredo)',
    ['::/96', '64:ff9b::/96', '64:ff9b:1::/48', '2002::/16', '2001::/32'],
  ],
];

const RULES = NOT_PUBLIC.map(([what, cidrs]) => {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [network, prefix] = cidr.split('/') as [string, string];
    list.addSubnet(network, Number(prefix), isIP(network) === 6 ? 'ipv6' : 'ipv4');
  }
  return { what, list };
});

/** The default policy: only public unicast addresses, whatever the port. */
export const publicAddressesOnly: AddressPolicy = (address) => {
  const family = isIP(address);
  if (family === 0) return `${address} is not an IP address`;
  const rule = RULES.find(({ list }) => list.check(address, family === 6 ? 'ipv6' : 'ipv4'));
  return rule ? `${address} is ${rule.what}` : null;
};

/** A network an operator named: an address (`10.0.0.7`) or a CIDR block (`10.0.0.0/8`, `fd12::/16`); null when it is neither. */
function parseNetwork(text: string): { network: string; prefix: number; family: 'ipv4' | 'ipv6' } | null {
  const [network = '', prefixText] = text.trim().split('/');
  const family = isIP(network);
  if (family === 0) return null;
  const bits = family === 6 ? 128 : 32;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > bits) return null;
  return { network, prefix, family: family === 6 ? 'ipv6' : 'ipv4' };
}

/**
 * The default policy, except that addresses in `networks` (an operator's own, such as an LMS on
 * their private network) may be reached. A cloud metadata service never may.
 */
export function publicOrAllowed(networks: readonly string[]): AddressPolicy {
  if (networks.length === 0) return publicAddressesOnly;
  const allowed = new BlockList();
  for (const text of networks) {
    const parsed = parseNetwork(text);
    if (!parsed) throw new Error(`${text} is not an address or a CIDR block`);
    allowed.addSubnet(parsed.network, parsed.prefix, parsed.family);
  }
  const metadata = RULES[0]!;
  return (address, port) => {
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (metadata.list.check(address, family)) return `${address} is ${metadata.what}`;
    return allowed.check(address, family) ? null : publicAddressesOnly(address, port);
  };
}

/** Names of cloud metadata services, refused before any lookup. */
const METADATA_HOSTS = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'instance-data',
  'instance-data.ec2.internal',
]);

/** Why a host name may not be looked up at all, or null. */
export function refusedHostName(hostname: string): string | null {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return METADATA_HOSTS.has(name) ? `${hostname} is a cloud metadata service` : null;
}
