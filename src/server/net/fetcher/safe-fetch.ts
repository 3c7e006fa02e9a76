import { lookup } from 'node:dns/promises';
import { rootCertificates } from 'node:tls';
import { Agent, request } from 'undici';
import { type Deadline, startDeadline } from '../../deadline';
import { isPublicAddress, literalAddress } from './address-policy';
import { ANALYZER_CONNECTIONS, type ConnectionGate } from './connection-gate';
import { FetchError } from './fetch-error';

export interface FetchPolicy {
  /** Hosts allowed even on private addresses and any port (tests use 127.0.0.1). */
  allowHosts: string[];
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  userAgent: string;
  /** Bounds the requests open at once; the process's own gate when absent. */
  connections?: ConnectionGate;
  /** The user whose analysis the requests serve, counted against their share of connections. */
  onBehalfOf?: string | null;
  /**
   * Replay only (the corpus runner and its tests build it in code; no configuration sets it): host
   * name → a server on 127.0.0.1 that answers for it. When present, every other host is refused.
   */
  hostRoutes?: HostRoutes;
  /**
   * Certificates trusted besides the system's, PEM (tests: a loopback https server's own; no
   * configuration sets it).
   */
  trustedCertificates?: readonly string[];
  /** Tests only (no configuration sets it): finds a host's addresses; the system's resolver when absent. */
  resolveHost?: HostResolver;
}

export type ResolvedAddress = { address: string; family: number };
export type HostResolver = (host: string) => Promise<ResolvedAddress[]>;

const systemResolver: HostResolver = (host) => lookup(host, { all: true, verbatim: true });

/** Host names (lower case) and the loopback origin ('http://127.0.0.1:PORT') that answers for each. */
export type HostRoutes = ReadonlyMap<string, string>;

export const DEFAULT_FETCH_POLICY: FetchPolicy = {
  allowHosts: [],
  timeoutMs: 8_000,
  maxBytes: 5 * 1024 * 1024,
  maxRedirects: 5,
  userAgent: 'BrandAtlasBot/1.0 (+https://brandatlas.app/bot; brand analysis on request of a user)',
};

export interface FetchedResource {
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
}

const WEB_PORTS = new Set(['', '80', '443', '8080', '8443']);

export interface Target {
  /** The address as the page names it: what redirects resolve against and what callers see. */
  url: URL;
  /** Where the request really goes: `url` itself, or its replay server. */
  connectUrl: URL;
  addresses: ResolvedAddress[];
}

/** Parses an address the analyzer may read: http or https, without credentials. */
export function parseWebUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchError('invalid-url', `Not a valid URL: ${raw.slice(0, 200)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchError('invalid-url', `Only http and https addresses can be analyzed, not ${url.protocol}`);
  }
  if (url.username || url.password)
    throw new FetchError('invalid-url', 'Addresses with credentials are refused');
  return url;
}

/**
 * Checks one hop: scheme, port, and every address the host stands for. Finding the addresses is
 * bounded by the policy's time limit and by `signal`: a name server that never answers fails the
 * hop instead of holding the analysis past its own limit.
 */
export async function resolveTarget(raw: string, policy: FetchPolicy, signal?: AbortSignal): Promise<Target> {
  const url = parseWebUrl(raw);
  const host = url.hostname.toLowerCase();
  if (policy.hostRoutes) return routedTarget(url, host, policy.hostRoutes);
  const allowed = policy.allowHosts.includes(host) || policy.allowHosts.includes(url.host.toLowerCase());
  if (!allowed && !WEB_PORTS.has(url.port)) {
    throw new FetchError('blocked-port', `Port ${url.port} is not a web port`);
  }
  const literal = literalAddress(host);
  const addresses = literal
    ? [{ address: literal, family: literal.includes(':') ? 6 : 4 }]
    : await findAddresses(host, policy, signal);
  if (addresses.length === 0) throw new FetchError('unresolvable', `The host ${host} could not be found`);
  if (!allowed && addresses.some((a) => !isPublicAddress(a.address))) {
    throw new FetchError('blocked-address', `The host ${host} points to a private or reserved address`);
  }
  return { url, connectUrl: url, addresses };
}

/**
 * The host's addresses, or a timeout once the policy's limit passes or `signal` aborts. The
 * system's lookup cannot be cancelled: a late answer is dropped.
 */
async function findAddresses(
  host: string,
  policy: FetchPolicy,
  signal?: AbortSignal,
): Promise<ResolvedAddress[]> {
  const deadline = startDeadline(policy.timeoutMs, signal);
  const outOfTime = new Promise<never>((_, reject) => {
    const fail = () =>
      reject(
        new FetchError(
          'timeout',
          signal?.aborted
            ? `The analysis ran out of time finding the host ${host}`
            : `The host ${host} could not be found within ${policy.timeoutMs / 1000} s`,
        ),
      );
    if (deadline.signal.aborted) fail();
    else deadline.signal.addEventListener('abort', fail, { once: true });
  });
  const found = (policy.resolveHost ?? systemResolver)(host).catch(() => {
    throw new FetchError('unresolvable', `The host ${host} could not be found`);
  });
  try {
    return await Promise.race([found, outOfTime]);
  } finally {
    deadline.end();
  }
}

/**
 * A replayed host: the request goes over plain HTTP to its server on 127.0.0.1, whatever the
 * page's scheme and port; any host without a route is refused before a name is even resolved.
 */
function routedTarget(url: URL, host: string, routes: HostRoutes): Target {
  const route = routes.get(host);
  if (!route) throw new FetchError('blocked-address', `The host ${host} is not part of this replay`);
  const server = new URL(route);
  if (server.protocol !== 'http:' || server.hostname !== '127.0.0.1') {
    throw new FetchError('blocked-address', `A replay route must point to http://127.0.0.1, not ${route}`);
  }
  const connectUrl = new URL(`${url.pathname}${url.search}`, server);
  return { url, connectUrl, addresses: [{ address: '127.0.0.1', family: 4 }] };
}

/**
 * An HTTP agent whose connections go to the very addresses that were checked: the host name is
 * never resolved again, so no second DNS answer can slip in.
 */
export function pinnedAgent(
  target: Pick<Target, 'addresses'>,
  timeoutMs: number,
  trustedCertificates: readonly string[] = [],
): Agent {
  const pinned = target.addresses;
  return new Agent({
    connect: {
      timeout: timeoutMs,
      ...(trustedCertificates.length > 0 ? { ca: [...rootCertificates, ...trustedCertificates] } : {}),
      lookup: (_hostname, opts, callback) => {
        const all = (opts as { all?: boolean }).all;
        if (all) callback(null, pinned);
        else callback(null, pinned[0]?.address ?? '', pinned[0]?.family ?? 4);
      },
    },
  });
}

export async function readLimited(body: AsyncIterable<Buffer>, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > maxBytes) throw new FetchError('too-large', `The response is larger than ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * GET a URL from the public web without reaching anything private: every hop (redirects
 * included) is checked, the connection goes to the very addresses that were checked (no second
 * DNS answer can slip in), and time and size are bounded.
 */
export async function safeFetch(
  raw: string,
  policy: FetchPolicy,
  options: { accept?: string; signal?: AbortSignal } = {},
): Promise<FetchedResource> {
  let current = raw;
  const gate = policy.connections ?? ANALYZER_CONNECTIONS;
  // The time limit runs from the first connection, not while waiting for a turn to connect.
  let deadline: Deadline | null = null;
  try {
    for (let hop = 0; hop <= policy.maxRedirects; hop++) {
      const target = await resolveTarget(current, policy, options.signal);
      const leave = await gate
        .enter({ site: target.url.hostname, user: policy.onBehalfOf ?? null }, options.signal)
        .catch(() => {
          throw new FetchError(
            'timeout',
            `The analysis ran out of time waiting to connect to ${target.url.host}`,
          );
        });
      deadline ??= startDeadline(policy.timeoutMs, options.signal);
      const signal = deadline.signal;
      const agent = pinnedAgent(target, policy.timeoutMs, policy.trustedCertificates);
      try {
        const res = await request(target.connectUrl, {
          method: 'GET',
          dispatcher: agent,
          signal,
          headersTimeout: policy.timeoutMs,
          bodyTimeout: policy.timeoutMs,
          headers: {
            'user-agent': policy.userAgent,
            accept: options.accept ?? 'text/html,application/xhtml+xml,*/*;q=0.8',
            'accept-encoding': 'identity',
          },
        });
        if (res.statusCode >= 300 && res.statusCode < 400 && res.headers.location) {
          await res.body.dump();
          const location = Array.isArray(res.headers.location)
            ? res.headers.location[0]
            : res.headers.location;
          current = new URL(location ?? '', target.url).toString();
          continue;
        }
        const declared = Number(res.headers['content-length'] ?? 0);
        if (declared > policy.maxBytes) {
          await res.body.dump();
          throw new FetchError('too-large', `The response is larger than ${policy.maxBytes} bytes`);
        }
        const body = await readLimited(res.body, policy.maxBytes);
        const type = res.headers['content-type'];
        return {
          url: target.url.toString(),
          status: res.statusCode,
          contentType: (Array.isArray(type) ? type[0] : type) ?? '',
          body,
        };
      } catch (error) {
        if (error instanceof FetchError) throw error;
        if (
          signal.aborted ||
          (error as Error).name === 'AbortError' ||
          /timeout/i.test((error as Error).name)
        ) {
          throw new FetchError('timeout', `The site did not answer within ${policy.timeoutMs / 1000} s`);
        }
        throw new FetchError('network', `Could not reach ${target.url.host}: ${(error as Error).message}`);
      } finally {
        leave();
        await agent.close().catch(() => {});
      }
    }
    throw new FetchError('too-many-redirects', `More than ${policy.maxRedirects} redirects`);
  } finally {
    deadline?.end();
  }
}
