import { describe, expect, it } from 'vitest';
import { invalidNetworks, normalizeAddress, parseNetwork } from './ip-address';

describe('normalizeAddress', () => {
  it('writes IPv4-mapped IPv6 as IPv4 and IPv6 in lower case', () => {
    expect(normalizeAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(normalizeAddress('::FFFF:203.0.113.9')).toBe('203.0.113.9');
    expect(normalizeAddress('2001:DB8::1')).toBe('2001:db8::1');
  });
});

describe('networks', () => {
  it('accepts addresses and networks of both families, and names the others', () => {
    expect(invalidNetworks(['10.0.0.0/8', '192.0.2.7', '::1', 'fd00::/8'])).toEqual([]);
    expect(invalidNetworks(['10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/1', 'fd00::/129', '1.2.3'])).toEqual(
      ['10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/1', 'fd00::/129', '1.2.3'],
    );
    expect(parseNetwork('10.0.0.0/8')).toEqual({ address: '10.0.0.0', prefix: 8, family: 'ipv4' });
    expect(parseNetwork('::1')).toEqual({ address: '::1', prefix: null, family: 'ipv6' });
  });
});
