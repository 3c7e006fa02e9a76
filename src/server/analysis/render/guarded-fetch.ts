import zlib from 'node:zlib';
import { request } from 'undici';
import { startDeadline } from '../../deadline';
import { ANALYZER_CONNECTIONS } from '../../net/fetcher/connection-gate';
import { FetchError } from '../../net/fetcher/fetch-error';
import { type FetchPolicy, pinnedAgent, readLimited, resolveTarget } from '../../net/fetcher/safe-fetch';

/** A request the browser wants made. */
export interface BrowserRequest {
  method: string;
  headers: Record<string, string>;
  body: Buffer | null;
}

/** What came back, after every redirect was followed and checked. */
export interface BrowserResponse {
  /** The final address. */
  url: string;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Headers of the browser's request that describe the connection, not the request: we set our own. */
const DROPPED_REQUEST_HEADERS = new Set([
  'host',
  'connection',
  'content-length',
  'accept-encoding',
  'keep-alive',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);
/** Headers of the answer that belong to the connection or that our decoding made untrue. */
const DROPPED_RESPONSE_HEADERS = new Set([
  'connection',
  'content-length',
  'content-encoding',
  'keep-alive',
  'transfer-encoding',
  'trailer',
  'upgrade',
  'alt-svc',
]);

/** A body the server compressed although we asked for none, decoded within the size limit. */
function decode(body: Buffer, encoding: string | undefined, maxBytes: number): Buffer {
  const coding = (encoding ?? '').trim().toLowerCase();
  if (!coding || coding === 'identity') return body;
  const options = { maxOutputLength: maxBytes };
  try {
    if (coding === 'gzip' || coding === 'x-gzip') return zlib.gunzipSync(body, options);
    if (coding === 'deflate') return zlib.inflateSync(body, options);
    if (coding === 'br') return zlib.brotliDecompressSync(body, options);
  } catch {
    throw new FetchError('too-large', `The response could not be decoded within ${maxBytes} bytes`);
  }
  throw new FetchError('network', `The response is encoded as ${coding}`);
}

function flatten(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || DROPPED_RESPONSE_HEADERS.has(name.toLowerCase())) continue;
    // Several Set-Cookie headers travel as lines of one value (Playwright splits them again).
    out[name.toLowerCase()] = Array.isArray(value) ? value.join('\n') : value;
  }
  return out;
}

/**
 * Makes a request of the rendered page as the fetcher makes its own: every hop's address is
 * checked after resolution and the connection goes to exactly the checked addresses (DNS
 * rebinding cannot slip a private address in between), redirects are followed here and checked
 * again, time and size are bounded. The browser only ever sees the final answer.
 */
export async function guardedFetch(
  raw: string,
  policy: FetchPolicy,
  init: BrowserRequest,
  signal: AbortSignal,
): Promise<BrowserResponse> {
  let current = raw;
  let method = init.method.toUpperCase();
  let body = init.body;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(init.headers)) {
    if (!DROPPED_REQUEST_HEADERS.has(name.toLowerCase()) && !name.startsWith(':'))
      headers[name.toLowerCase()] = value;
  }
  headers['user-agent'] = policy.userAgent;
  headers['accept-encoding'] = 'identity';
  const gate = policy.connections ?? ANALYZER_CONNECTIONS;
  for (let hop = 0; hop <= policy.maxRedirects; hop++) {
    const target = await resolveTarget(current, policy, signal);
    const leave = await gate
      .enter({ site: target.url.hostname, user: policy.onBehalfOf ?? null }, signal)
      .catch(() => {
        throw new FetchError('timeout', `Ran out of time waiting to connect to ${target.url.host}`);
      });
    const agent = pinnedAgent(target, policy.timeoutMs);
    const deadline = startDeadline(policy.timeoutMs, signal);
    try {
      const res = await request(target.connectUrl, {
        method: method as 'GET',
        dispatcher: agent,
        signal: deadline.signal,
        headersTimeout: policy.timeoutMs,
        bodyTimeout: policy.timeoutMs,
        headers,
        ...(body && method !== 'GET' && method !== 'HEAD' ? { body } : {}),
      });
      const location = res.headers.location;
      if (res.statusCode >= 300 && res.statusCode < 400 && location) {
        await res.body.dump();
        current = new URL(Array.isArray(location) ? (location[0] ?? '') : location, target.url).toString();
        if (
          res.statusCode === 303 ||
          ((res.statusCode === 301 || res.statusCode === 302) && method === 'POST')
        ) {
          method = 'GET';
          body = null;
          delete headers['content-type'];
        }
        continue;
      }
      const declared = Number(res.headers['content-length'] ?? 0);
      if (declared > policy.maxBytes) {
        await res.body.dump();
        throw new FetchError('too-large', `The response is larger than ${policy.maxBytes} bytes`);
      }
      const raw = await readLimited(res.body, policy.maxBytes);
      const encoding = res.headers['content-encoding'];
      return {
        url: target.url.toString(),
        status: res.statusCode,
        headers: flatten(res.headers),
        body: decode(raw, Array.isArray(encoding) ? encoding[0] : encoding, policy.maxBytes),
      };
    } catch (error) {
      if (error instanceof FetchError) throw error;
      if (deadline.signal.aborted)
        throw new FetchError('timeout', `${target.url.host} did not answer in time`);
      throw new FetchError('network', `Could not reach ${target.url.host}: ${(error as Error).message}`);
    } finally {
      deadline.end();
      leave();
      await agent.close().catch(() => {});
    }
  }
  throw new FetchError('too-many-redirects', `More than ${policy.maxRedirects} redirects`);
}
