import { isIP } from 'node:net';
import os from 'node:os';
import type { Context } from 'hono';
import { peerAddress } from './client-address';

/**
 * Where the site is opened, when APP_URL does not fix it (development): the browser's own origin,
 * `http://<Host>`, with X-Forwarded-Host and X-Forwarded-Proto believed only from our own proxies.
 * A host is accepted only when no other site can make a browser send it: loopback names, IP
 * literals (a page at 192.168.1.20 can only have been served by us) and this machine's own name.
 * Any other name could be an attacker's domain pointed at us (DNS rebinding), so it is refused.
 */
export interface RequestHost {
  host: string | undefined;
  forwardedHost: string | undefined;
  forwardedProto: string | undefined;
  /** The request came through one of TRUSTED_PROXIES. */
  viaTrustedProxy: boolean;
  /** The protocol of the URL the server saw. */
  protocol: 'http' | 'https';
}

const HOST_PATTERN = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i;

/** The request's own origin, or null when it names no acceptable host. */
export function ownOrigin(request: RequestHost): string | null {
  const forwarded = request.viaTrustedProxy ? firstValue(request.forwardedHost) : undefined;
  const host = (forwarded ?? request.host ?? '').trim().toLowerCase();
  const match = HOST_PATTERN.exec(host);
  if (!match?.[1] || !isDevelopmentHost(match[1])) return null;
  const forwardedProto = request.viaTrustedProxy
    ? firstValue(request.forwardedProto)?.toLowerCase()
    : undefined;
  const protocol =
    forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : request.protocol;
  return `${protocol}://${host}`;
}

function firstValue(header: string | undefined): string | undefined {
  const value = header?.split(',')[0]?.trim();
  return value ? value : undefined;
}

/** Hosts a browser can only reach this server under (see RequestHost). */
export function isDevelopmentHost(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (isIP(name) !== 0) return true;
  const machine = os.hostname().toLowerCase();
  return name === machine || name === `${machine}.local`;
}

/** The Host, forwarding headers and protocol of a request, for ownOrigin. */
export function requestHostOf(request: Request, viaTrustedProxy: boolean): RequestHost {
  const headers = request.headers;
  let protocol: 'http' | 'https' = 'http';
  try {
    protocol = new URL(request.url).protocol === 'https:' ? 'https' : 'http';
  } catch {
    protocol = 'http';
  }
  return {
    host: headers.get('host') ?? safeHost(request.url),
    forwardedHost: headers.get('x-forwarded-host') ?? undefined,
    forwardedProto: headers.get('x-forwarded-proto') ?? undefined,
    viaTrustedProxy,
    protocol,
  };
}

function safeHost(url: string): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}

/**
 * The site's origin for a request: APP_URL's when it is set; otherwise the request's own, when
 * it names an acceptable host (ownOrigin), else null.
 */
export function siteOriginFor(
  config: { appUrl: string; appUrlFixed: boolean },
  proxies: { has(address: string): boolean },
): (c: Context) => string | null {
  const fixed = config.appUrl.toLowerCase();
  if (config.appUrlFixed) return () => fixed;
  return (c) => {
    const peer = peerAddress(c);
    return ownOrigin(requestHostOf(c.req.raw, peer !== undefined && proxies.has(peer)));
  };
}

/** The same request addressed to `origin` (Host header included), its forwarding headers dropped. */
export function atOrigin(request: Request, origin: string): Request {
  const url = new URL(request.url);
  const target = new URL(origin);
  url.protocol = target.protocol;
  url.host = target.host;
  const headers = new Headers(request.headers);
  headers.set('host', target.host);
  headers.delete('x-forwarded-host');
  headers.delete('x-forwarded-proto');
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? request.body : null,
    signal: request.signal,
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}
