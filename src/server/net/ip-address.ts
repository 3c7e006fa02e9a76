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
