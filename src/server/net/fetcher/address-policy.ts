import { BlockList, isIP } from 'node:net';
import { normalizeAddress } from '../ip-address';

/**
 * Addresses the analyzer never connects to: loopback, private, link-local (cloud metadata),
 * carrier-grade NAT, documentation, multicast and reserved ranges, in IPv4 and IPv6, and the IPv6
 * forms that carry an IPv4 address (mapped, translated, NAT64, 6to4). IPv4-mapped IPv6 addresses
 * are checked against the IPv4 ranges.
 */
// One list per family: Node's BlockList also matches IPv4 addresses against IPv6 rules (as
// ::ffff:a.b.c.d), so the IPv6 rule for ::/8 would otherwise block every IPv4 address.
const blockedV4 = new BlockList();
const blockedV6 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blockedV4.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  // Reserved by the IETF: unspecified, loopback, the deprecated IPv4-compatible form (::127.0.0.1
  // is ::7f00:1) and the IPv4-translated form (::ffff:0:7f00:1). IPv4-mapped addresses
  // (::ffff:7f00:1) are turned into IPv4 by normalizeAddress and judged by the IPv4 ranges.
  ['::', 8],
  // NAT64, well-known and local-use: the IPv4 address inside may be anyone's, private included.
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  // Site-local (deprecated, still routed inside some networks).
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blockedV6.addSubnet(net, prefix, 'ipv6');
}

/** The address without IPv6 brackets, or null when the host is a name. */
export function literalAddress(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return isIP(bare) ? bare : null;
}

export function isPublicAddress(address: string): boolean {
  const normalized = normalizeAddress(address);
  const family = isIP(normalized);
  if (family === 4) return !blockedV4.check(normalized, 'ipv4');
  if (family === 6) return !blockedV6.check(normalized, 'ipv6');
  return false;
}
