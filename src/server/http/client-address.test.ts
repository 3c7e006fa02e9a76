import { describe, expect, it } from 'vitest';
import { resolveClientAddress, trustedProxies } from './client-address';

const none = trustedProxies([]);
const ours = trustedProxies(['10.0.0.0/8', '192.0.2.7', 'fd00::/8']);

describe('resolveClientAddress', () => {
  it('is the connection peer when no proxy is trusted, whatever the request claims', () => {
    expect(resolveClientAddress('203.0.113.9', undefined, none)).toBe('203.0.113.9');
    expect(resolveClientAddress('203.0.113.9', '198.51.100.1', none)).toBe('203.0.113.9');
    expect(resolveClientAddress('203.0.113.9', '198.51.100.1', ours)).toBe('203.0.113.9');
  });

  it('reads X-Forwarded-For from the right through trusted proxies only', () => {
    expect(resolveClientAddress('10.0.0.5', '203.0.113.9', ours)).toBe('203.0.113.9');
    // The client wrote the leftmost entry itself: it is not believed.
    expect(resolveClientAddress('10.0.0.5', '1.2.3.4, 203.0.113.9', ours)).toBe('203.0.113.9');
    expect(resolveClientAddress('10.0.0.5', '1.2.3.4, 203.0.113.9, 192.0.2.7', ours)).toBe('203.0.113.9');
    expect(resolveClientAddress('10.0.0.5', '10.0.0.9, 10.0.0.8', ours)).toBe('10.0.0.9');
  });

  it('stops at a hop that is not an address', () => {
    expect(resolveClientAddress('10.0.0.5', 'unknown', ours)).toBe('10.0.0.5');
    expect(resolveClientAddress('10.0.0.5', '203.0.113.9, , 10.0.0.6', ours)).toBe('10.0.0.6');
  });

  it('writes IPv4 seen through a dual-stack socket as IPv4, and IPv6 in lower case', () => {
    expect(resolveClientAddress('::ffff:10.0.0.5', '::FFFF:203.0.113.9', ours)).toBe('203.0.113.9');
    expect(resolveClientAddress('FD00::1', '2001:DB8::1', ours)).toBe('2001:db8::1');
  });

  it('is unknown without a peer address', () => {
    expect(resolveClientAddress(undefined, '203.0.113.9', ours)).toBeNull();
    expect(resolveClientAddress('not-an-address', undefined, ours)).toBeNull();
  });
});

describe('trusted proxies', () => {
  it('refuses an entry that is not an address or network', () => {
    expect(() => trustedProxies(['proxy.internal'])).toThrow(/proxy\.internal/);
  });
});
