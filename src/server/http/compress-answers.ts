import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { COMPRESS_MIN_BYTES, chooseEncoding, type Encoding } from './content-coding';
import { bodyBytes } from './json-text';

/**
 * Answers compressed for the browser. JSON, problem documents and pages are whole texts here
 * (never streams): they are compressed in one piece, brotli when accepted, and sent with their
 * length, which the Node adapter writes in one go. Below 1 KB an answer goes as it is: compressing
 * it saves less than the coding costs. Other compressible answers (a CSV export, a stored SVG) may
 * be streams and keep Hono's streaming gzip. Answers already coded (the read cache's, the built
 * files') pass untouched.
 */
const WHOLE_TEXT = /^(application\/(problem\+)?json|text\/html)\b/i;
/** Larger answers are compressed on libuv's thread pool instead of the event loop. */
const OFF_LOOP_BYTES = 64 * 1024;
/** Brotli 4 and gzip 6: within a few percent of their best for JSON, at a fraction of the time. */
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP = { level: 6 };
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

function encode(body: Uint8Array, encoding: 'br' | 'gzip'): Buffer | Promise<Buffer> {
  const brotli = { params: { ...BROTLI.params, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } };
  if (body.length < OFF_LOOP_BYTES) {
    return encoding === 'br' ? zlib.brotliCompressSync(body, brotli) : zlib.gzipSync(body, GZIP);
  }
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (encoding === 'br') zlib.brotliCompress(body, brotli, done);
    else zlib.gzip(body, GZIP, done);
  });
}

export function compressAnswers(): MiddlewareHandler {
  const streaming = compress();
  const nothingMore = async () => {};
  return async (c, next) => {
    await next();
    const res = c.res;
    if (
      c.req.method === 'HEAD' ||
      res.status === 204 ||
      res.status === 206 ||
      res.status === 304 ||
      res.headers.has('content-encoding') ||
      res.headers.has('transfer-encoding') ||
      NO_TRANSFORM.test(res.headers.get('cache-control') ?? '')
    ) {
      return;
    }
    if (!WHOLE_TEXT.test(res.headers.get('content-type') ?? '')) {
      await streaming(c, nothingMore);
      return;
    }
    // The answer's own headers move to the new one: nothing of them is copied or lost.
    const headers = res.headers;
    const vary = headers.get('vary');
    if (vary !== '*' && !VARY_ACCEPT_ENCODING.test(vary ?? '')) {
      headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    // An answer that says its length and will go as it is (small, or to a client that takes no
    // coding: the read cache's) is sent untouched, without reading its body into a new one.
    const declared = headers.get('content-length');
    const accepted = chooseEncoding(c.req.header('accept-encoding'));
    if (declared !== null && (accepted === 'identity' || Number(declared) < COMPRESS_MIN_BYTES)) return;
    const body = await bodyBytes(res);
    const encoding: Encoding = body.length < COMPRESS_MIN_BYTES ? 'identity' : accepted;
    const bytes = encoding === 'identity' ? body : await encode(body, encoding);
    headers.set('content-length', String(bytes.length));
    if (encoding !== 'identity') {
      headers.set('content-encoding', encoding);
      const etag = headers.get('etag');
      if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
    }
    c.res = undefined;
    c.res = new Response(new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.length), {
      status: res.status,
      headers,
    });
  };
}
