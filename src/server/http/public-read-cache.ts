import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { recentlyUsed } from '../../domain/recently-used';
import type { EventBus } from '../events/event-bus';
import { COMPRESS_MIN_BYTES, chooseEncoding, type Encoding } from './content-coding';
import { bodyBytes } from './json-text';
import type { AppEnv } from './types';

/**
 * The public catalogue reads answered from memory: the anonymous answer of a GET, kept as the
 * bytes sent (and their br and gzip forms: quick on a miss, smaller once reused), keyed by the path
 * and the normalised query.
 * It sits after the API-key and session middleware, so a revoked key is still refused and every
 * keyed read still counts; it serves and stores only answers to requests without a signed-in
 * user, whose answer is the same for everyone. Any live event (a brand created, changed or
 * analysed, on any instance) and any write request handled here empties it; `ttlMs` bounds what
 * a write seen by neither could leave stale.
 */
export interface PublicReadCacheOptions {
  /** Whether a request is a public read whose anonymous answer depends on the path and query alone. */
  isPublicRead: (c: Context<AppEnv>) => boolean;
  ttlMs: number;
  /** Seconds a shared cache (a CDN) may keep a public answer, and serve it stale while it asks again. */
  sharedMaxAgeSeconds: number;
  staleWhileRevalidateSeconds: number;
  /** Answers kept at most; the least recently read is dropped first. */
  maxEntries?: number;
  /** Whether a write changes no catalogue answer (a counted visit, a sign-in): it keeps the cache. */
  keepsCache?: (c: Context<AppEnv>) => boolean;
}

interface Entry {
  body: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
  /** Codings still in their quick form (made on a miss), to be made smaller once the answer is reused. */
  quick: Set<Encoding>;
  contentType: string;
  etag: string;
  expires: number;
}

export interface PublicReadCache {
  middleware: MiddlewareHandler<AppEnv>;
  clear(): void;
  /** Empties the cache on every live event; returns the unsubscribe. */
  clearOnEvents(events: Pick<EventBus, 'subscribe'>): () => void;
  /** Answers kept; requests answered from them, by joining one being computed, and by computing. */
  stats(): { entries: number; hits: number; joined: number; misses: number };
}

const MAX_ENTRIES = 2_000;
/** Answers larger than this are not kept (a catalogue page is tens of KB). */
const MAX_BODY_BYTES = 1024 * 1024;
const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * The query in one spelling: parameters ordered by name (values of one name keep their order),
 * each encoded the same way, empty ones dropped as zod reads them absent.
 */
export function normalisedQuery(search: URLSearchParams): string {
  const pairs = [...search].filter(([, value]) => value !== '');
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(pairs).toString();
}

export function cacheKey(url: URL): string {
  const query = normalisedQuery(url.searchParams);
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/**
 * Two settings per coding: quick ones for the request that computed the answer (brotli quality 2
 * and gzip level 1 take a fifth to a third of the time of the settings below, for answers some 10%
 * larger), and smaller ones made off the event loop once a kept answer is asked for again.
 */
const QUICK = {
  br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2 } },
  gzip: { level: 1 },
} as const;
const SMALL = {
  br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  gzip: { level: 6 },
} as const;

/** The quick coding a computed answer leaves in (the bench's bare floor codes with it too). */
export function encodeQuick(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br')
    return zlib.brotliCompressSync(body, {
      params: { ...QUICK.br.params, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  if (encoding === 'gzip') return zlib.gzipSync(body, QUICK.gzip);
  return body;
}

/** The smaller form, compressed on libuv's thread pool. */
function encodeSmall(body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (encoding === 'br')
      zlib.brotliCompress(
        body,
        { params: { ...SMALL.br.params, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } },
        done,
      );
    else zlib.gzip(body, SMALL.gzip, done);
  });
}

/** Replaces a reused answer's quick coding with the smaller one, once, in the background. */
function improve(entry: Entry, encoding: Encoding) {
  if (encoding === 'identity' || !entry.quick.delete(encoding)) return;
  encodeSmall(entry.body, encoding).then(
    (bytes) => {
      entry.encoded[encoding] = bytes;
    },
    () => {
      // The quick form stays: it is as correct, only larger.
    },
  );
}

/** An If-None-Match naming the entry's tag (weak comparison, RFC 9110 §13.1.2). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

export function createPublicReadCache(options: PublicReadCacheOptions): PublicReadCache {
  const maxEntries = options.maxEntries ?? MAX_ENTRIES;
  const entries = recentlyUsed<string, Entry>(maxEntries);
  // Bumped by every clear: an answer computed across a clear is sent but not kept.
  let generation = 0;
  /** Answers being computed, by key: later requests for one join it. */
  const computing = new Map<string, Promise<Entry | null>>();
  let hits = 0;
  let joined = 0;
  let misses = 0;
  const publicControl = `public, max-age=0, must-revalidate, s-maxage=${options.sharedMaxAgeSeconds}, stale-while-revalidate=${options.staleWhileRevalidateSeconds}`;
  // An API key's answer carries its quota; a signed-in user's may carry their own fields.
  const privateControl = 'private, no-cache';

  const clear = () => {
    generation++;
    entries.clear();
    // A request after a write never joins an answer computed before it.
    computing.clear();
  };

  const respond = (c: Context<AppEnv>, entry: Entry, reused: boolean): Response => {
    const headers = new Headers({
      etag: entry.etag,
      'cache-control': c.get('apiKey') ? privateControl : publicControl,
      vary: 'Accept-Encoding, Authorization, Cookie',
    });
    if (matches(c.req.header('if-none-match'), entry.etag))
      return new Response(null, { status: 304, headers });
    // A small answer goes as it is: coding it costs more than the bytes it saves (a brotli encoder
    // sets up megabytes of state for a hundred bytes of text).
    const encoding =
      entry.body.length < COMPRESS_MIN_BYTES ? 'identity' : chooseEncoding(c.req.header('accept-encoding'));
    let bytes = entry.encoded[encoding];
    if (!bytes) {
      bytes = encodeQuick(entry.body, encoding);
      entry.encoded[encoding] = bytes;
      entry.quick.add(encoding);
    } else if (reused) improve(entry, encoding);
    headers.set('content-type', entry.contentType);
    headers.set('content-length', String(bytes.length));
    if (encoding !== 'identity') headers.set('content-encoding', encoding);
    const body =
      c.req.method === 'HEAD'
        ? null
        : new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.length);
    return new Response(body, { status: 200, headers });
  };

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      await next();
      if (c.res.status < 400 && !options.keepsCache?.(c)) clear();
      return;
    }
    if (!options.isPublicRead(c)) return next();
    if (c.get('user')) {
      await next();
      if (c.res.status === 200) c.res.headers.set('cache-control', privateControl);
      return;
    }
    const key = cacheKey(new URL(c.req.url));
    const now = Date.now();
    // Read, an answer becomes the most recent: the least recently read leaves first, so a crawl
    // through thousands of brands does not push out the pages everyone reads.
    const hit = entries.get(key);
    if (hit && hit.expires > now) {
      hits++;
      c.res = respond(c, hit, true);
      return;
    }
    // Visitors asking for the same answer while it is computed (the first page, just after a
    // write emptied the cache) wait for that one computation instead of each asking the database.
    const running = computing.get(key);
    if (running) {
      const shared = await running;
      if (shared) {
        joined++;
        c.res = respond(c, shared, false);
        return;
      }
    }
    misses++;
    let share: (entry: Entry | null) => void = () => {};
    const answer = new Promise<Entry | null>((resolve) => {
      share = resolve;
    });
    if (!running) computing.set(key, answer);
    let entry: Entry | null = null;
    try {
      entry = await compute(c, next, key, now);
    } finally {
      if (computing.get(key) === answer) computing.delete(key);
      share(entry);
    }
  };

  /** Computes the answer and keeps it, unless a clear came meanwhile; null for one not to keep. */
  const compute = async (
    c: Context<AppEnv>,
    next: () => Promise<void>,
    key: string,
    now: number,
  ): Promise<Entry | null> => {
    const startedAt = generation;
    await next();
    const res = c.res;
    const contentType = res.headers.get('content-type') ?? '';
    if (
      res.status !== 200 ||
      !contentType.startsWith('application/json') ||
      res.headers.has('set-cookie') ||
      res.headers.has('content-encoding')
    ) {
      return null;
    }
    const body = await bodyBytes(res);
    const entry: Entry = {
      body,
      encoded: { identity: body },
      quick: new Set(),
      contentType,
      etag: `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
      expires: now + options.ttlMs,
    };
    if (startedAt === generation && body.length <= MAX_BODY_BYTES) {
      entries.set(key, entry);
    }
    c.res = undefined;
    c.res = respond(c, entry, false);
    return entry;
  };

  return {
    middleware,
    clear,
    clearOnEvents: (events) => events.subscribe(() => clear()),
    stats: () => ({ entries: entries.size, hits, joined, misses }),
  };
}
