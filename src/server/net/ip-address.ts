import { isIP } from 'node:net';

/**
 * An address as the server compares it: IPv4 written as IPv6 (`::ffff:203.0.113.9`, how a
 * dual-stack socket writes it, or `::ffff:cb00:7109` and `0:0:0:0:0:ffff:…`, how a URL parser or
 * a crafted URL does) as plain IPv4, IPv6 in lower case.
 */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(trimmed);
  if (mapped?.[1] && isIP(mapped[1]) === 4) return mapped[1];
  if (isIP(trimmed) !== 6) return trimmed;
  const groups = ipv6Groups(trimmed);
  if (groups?.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return trimmed;
}

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail included), or null. */
export function ipv6Groups(address: string): number[] | null {
  if (isIP(address) !== 6) return null;
  let text = address;
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? 0 : 8 - left.length - right.length;
  const groups = [...left, ...Array<string>(zeros).fill('0'), ...right].map((g) => Number.parseInt(g, 16));
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff)
    ? groups
    : null;
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

/** 127.0.0.0/8 and ::1, in any spelling a socket or a proxy writes them (normalizeAddress). */
export function isLoopbackAddress(address: string): boolean {
  const normalized = normalizeAddress(address);
  if (isIP(normalized) === 4) return normalized.startsWith('127.');
  const groups = ipv6Groups(normalized);
  if (groups === null) return false;
  return groups.slice(0, 7).every((group) => group === 0) && groups[7] === 1;
}
