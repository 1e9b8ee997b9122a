import { describe, expect, it } from 'vitest';
import { publicAddressesOnly, refusedHostName } from '../../../src/platform/outbound/address-policy';

const refused = (address: string) => publicAddressesOnly(address, 80);
/** What a URL's host becomes once WHATWG URL parsing has normalised it (as the guarded client sees it). */
const hostOf = (url: string) => new URL(url).hostname.replace(/^\[|\]$/g, '');

describe('outbound address policy', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['::1', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'CGNAT'],
    ['100.127.255.255', 'CGNAT'],
    ['169.254.10.10', 'link-local'],
    ['169.254.169.254', 'metadata'],
    ['168.63.129.16', 'metadata'],
    ['fd00:ec2::254', 'metadata'],
    ['fe80::1', 'link-local'],
    ['fc00::1', 'unique-local'],
    ['fdff:ffff::1', 'unique-local'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['::127.0.0.1', 'IPv4'],
    ['64:ff9b::7f00:1', 'IPv4'],
    ['2002:7f00:1::', 'IPv4'],
  ])('refuses %s (%s)', (address, kind) => {
    expect(refused(address)).toContain(kind);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '192.169.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'allows the public address %s',
    (address) => {
      expect(refused(address)).toBeNull();
    },
  );

  it.each([
    ['http://2130706433/', 'loopback'],
    ['http://0x7f.1/', 'loopback'],
    ['http://0177.0.0.1/', 'loopback'],
    ['http://127.1/', 'loopback'],
    ['http://[::ffff:127.0.0.1]/', 'loopback'],
    ['http://[0:0:0:0:0:ffff:7f00:1]/', 'loopback'],
    ['http://0/', 'unspecified'],
    ['http://0xa9fea9fe/', 'metadata'],
    ['http://[::]/', 'unspecified'],
  ])('sees through the spelling of %s', (url, kind) => {
    expect(refused(hostOf(url))).toContain(kind);
  });

  it('refuses metadata service names before any lookup', () => {
    expect(refusedHostName('metadata.google.internal')).toContain('metadata');
    expect(refusedHostName('Metadata.Google.Internal.')).toContain('metadata');
    expect(refusedHostName('media.example.com')).toBeNull();
  });
});
