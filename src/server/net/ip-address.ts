import { isIP } from 'node:net';

/**
 * An address as the server compares it: IPv4 written as IPv6 (`::ffff:203.0.113.9`, how a
 * dual-stack socket or a crafted URL writes it) as plain IPv4, IPv6 in lower case.
 */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed);
  return mapped?.[1] && isIP(mapped[1]) === 4 ? mapped[1] : trimmed.toLowerCase();
}

export interface Network {
  address: string;
  /** null for a single address */
  prefix: number | null;
  family: 'ipv4' | 'ipv6';
}

/** `IP` or `IP/prefix`; null when the text is neither. */
export function parseNetwork(text: string): Network | null {
  const [address = '', prefixText, ...rest] = text.trim().split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return null;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  if (prefixText === undefined) return { address, prefix: null, family };
  const prefix = /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : Number.NaN;
  if (!(prefix >= 0 && prefix <= (version === 4 ? 32 : 128))) return null;
  return { address, prefix, family };
}

/** The entries that are not an address or a network (empty: all are fine). */
export function invalidNetworks(entries: string[]): string[] {
  return entries.filter((entry) => parseNetwork(entry) === null);
}
