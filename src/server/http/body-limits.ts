import type { Context, MiddlewareHandler } from 'hono';
import { problemJson } from './problem';
import type { AppEnv } from './types';

export interface BodyLimit {
  maxBytes: number;
  /** The 413 problem's detail. */
  message: string;
  /** The whole body must have arrived by then, or the request is answered 408. */
  deadlineMs?: number;
}

/** Uploads are large: they may take two minutes to arrive (they hold no place while they do). */
export const UPLOAD_DEADLINE_MS = 120_000;

/** How long a body may take to arrive, unless a rule says otherwise. */
export const BODY_DEADLINE_MS = 10_000;
export const BODY_TIMEOUT_MESSAGE = 'The request body did not arrive in time';

/**
 * Every request body bounded and read whole before anything else works on the request: refused
 * by its declared length at once, or as soon as more than the limit has arrived, and answered 408
 * when it has not arrived by its deadline. Reading happens here, before load shedding admits the
 * request, so a client trickling its bodies holds a socket, never a place meant for work. The
 * limit is the one the request's route declared (`limitOf`, http/route-rules.ts), or `fallback`.
 * GET and HEAD pass untouched.
 */
export function bodyLimits(
  limitOf: (c: Context<AppEnv>) => BodyLimit | undefined,
  fallback: BodyLimit,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || !c.req.raw.body) return next();
    const limit = limitOf(c) ?? fallback;
    const declared = c.req.header('content-length');
    if (declared !== undefined && !c.req.header('transfer-encoding') && Number(declared) > limit.maxBytes) {
      return tooLarge(c, limit);
    }
    const body = await readWithin(c.req.raw.body, limit.maxBytes, limit.deadlineMs ?? BODY_DEADLINE_MS);
    if (body === 'too-large') return tooLarge(c, limit);
    if (body === 'late') {
      c.header('connection', 'close');
      return problemJson(c, 408, BODY_TIMEOUT_MESSAGE);
    }
    if (body === 'broken') {
      c.header('connection', 'close');
      return problemJson(c, 400, 'The request body could not be read');
    }
    c.req.raw = new Request(c.req.raw, { body });
    return next();
  };
}

function tooLarge(c: Context<AppEnv>, limit: BodyLimit) {
  c.header('connection', 'close');
  return problemJson(c, 413, limit.message);
}

/** The body's bytes, or why there are none: over the limit, not there by the deadline, or broken off. */
async function readWithin(
  stream: ReadableStream<Uint8Array>,
  maxBytes: number,
  deadlineMs: number,
): Promise<Uint8Array<ArrayBuffer> | 'too-large' | 'late' | 'broken'> {
  const reader = stream.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), deadlineMs);
  });
  const read = (async (): Promise<Uint8Array<ArrayBuffer> | 'too-large'> => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) return 'too-large';
      chunks.push(value);
    }
    return concat(chunks, size);
  })();
  try {
    const outcome = await Promise.race([read, late]);
    if (!(outcome instanceof Uint8Array)) reader.cancel().catch(() => {});
    return outcome;
  } catch {
    return 'broken';
  } finally {
    clearTimeout(timer);
    read.catch(() => {});
  }
}

function concat(chunks: Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const whole = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return whole;
}
