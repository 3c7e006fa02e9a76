import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { normalizeAddress, parseNetwork } from '../net/ip-address';

/**
 * The address a request came from, for per-client limits and the session's record. The peer of
 * the TCP connection is the client, unless it is one of our own proxies (TRUSTED_PROXIES): then
 * X-Forwarded-For is read from the right, each trusted hop vouching for the one before it, and the
 * first address no trusted proxy stands for is the client. A client's own X-Forwarded-For is
 * never believed, so it cannot buy itself a fresh budget by naming another address.
 */
export interface TrustedProxies {
  has(address: string): boolean;
}

export function trustedProxies(entries: string[]): TrustedProxies {
  const list = new BlockList();
  for (const entry of entries) {
    const parsed = parseNetwork(entry);
    if (!parsed) throw new Error(`not an IP address or network: ${entry}`);
    if (parsed.prefix === null) list.addAddress(parsed.address, parsed.family);
    else list.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  const empty = entries.length === 0;
  return {
    has(address) {
      if (empty) return false;
      const normalized = normalizeAddress(address);
      const version = isIP(normalized);
      return version !== 0 && list.check(normalized, version === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

/**
 * The client's address, or null when the connection's peer is unknown (a request made in process,
 * not over a socket).
 */
export function resolveClientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  proxies: TrustedProxies,
): string | null {
  if (!peer || isIP(normalizeAddress(peer)) === 0) return null;
  let client = normalizeAddress(peer);
  if (!forwardedFor) return client;
  const hops = forwardedFor.split(',');
  for (let i = hops.length - 1; i >= 0 && proxies.has(client); i--) {
    const hop = normalizeAddress(hops[i] ?? '');
    // A hop that is not an address ends the chain: the proxy that wrote it is the client we know.
    if (isIP(hop) === 0) break;
    client = hop;
  }
  return client;
}

/** The connection's peer; none for a request made in process (app.request in tests). */
export function peerAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}
