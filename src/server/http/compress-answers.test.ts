import zlib from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressAnswers } from './compress-answers';
import { COMPRESS_MIN_BYTES } from './content-coding';

const big = { items: Array.from({ length: 80 }, (_, i) => ({ name: `Brand ${i}`, color: '#112233' })) };
const bigText = JSON.stringify(big);
/** The sizes of the declared answers' bodies read so far. */
const reads: number[] = [];
const csvRows = Array.from({ length: 400 }, (_, i) => `brand-${i},Brand ${i},#112233\n`);

function app() {
  const a = new Hono();
  a.use('*', compressAnswers());
  a.get('/big', (c) => c.json(big));
  a.get('/small', (c) => c.json({ status: 'ok' }));
  a.get('/page', (c) => c.html(`<!doctype html><main>${'<p>Brand Atlas</p>'.repeat(200)}</main>`));
  a.get('/cookies', (c) => {
    c.header('set-cookie', 'a=1; Path=/', { append: true });
    c.header('set-cookie', 'b=2; Path=/', { append: true });
    c.header('etag', '"v1"');
    return c.json(big);
  });
  // An answer that says its length, whose body is read only when someone reads it.
  a.get('/declared/:size', (c) => {
    const text = 'x'.repeat(Number(c.req.param('size')));
    reads.length = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          reads.push(text.length);
          controller.enqueue(new TextEncoder().encode(text));
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    return new Response(body, {
      headers: { 'content-type': 'application/json', 'content-length': String(text.length) },
    });
  });
  a.get('/no-transform', (c) => c.json(big, 200, { 'cache-control': 'no-transform' }));
  a.get(
    '/coded',
    () =>
      new Response(zlib.gzipSync(bigText), {
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      }),
  );
  a.get('/csv', () => {
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const row of csvRows) controller.enqueue(encoder.encode(row));
        controller.close();
      },
    });
    return new Response(stream, { headers: { 'content-type': 'text/csv; charset=utf-8' } });
  });
  return a;
}

const get = (path: string, acceptEncoding?: string, method = 'GET') =>
  app().request(path, { method, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('answers compressed whole', () => {
  it('sends JSON in brotli when accepted, with its length and a Vary', async () => {
    const res = await get('/big', 'gzip, deflate, br');
    const body = await bytes(res);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-length')).toBe(String(body.length));
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(body.length).toBeLessThan(bigText.length / 4);
    expect(zlib.brotliDecompressSync(body).toString()).toBe(bigText);
  });

  it('sends gzip to a client without brotli, and the bytes as they are to one asking for neither', async () => {
    const gzip = await get('/big', 'gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(await bytes(gzip)).toString()).toBe(bigText);
    const plain = await get('/big');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-length')).toBe(String(Buffer.byteLength(bigText)));
    expect(await plain.text()).toBe(bigText);
  });

  it('leaves an answer under 1 KB as it is, and says how long it is', async () => {
    const res = await get('/small', 'br');
    const body = await bytes(res);
    expect(body.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('content-length')).toBe(String(body.length));
    expect(JSON.parse(body.toString())).toEqual({ status: 'ok' });
  });

  it('sends an answer that says its length as it is when it goes uncoded, without reading it first', async () => {
    for (const [size, acceptEncoding] of [
      [200, 'br'],
      [4000, 'identity'],
      [4000, undefined],
    ] as const) {
      const res = await get(`/declared/${size}`, acceptEncoding);
      expect(reads).toEqual([]);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('content-length')).toBe(String(size));
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(await res.text()).toBe('x'.repeat(size));
      expect(reads).toEqual([size]);
    }
    const coded = await get('/declared/4000', 'br');
    expect(coded.headers.get('content-encoding')).toBe('br');
    expect(zlib.brotliDecompressSync(await bytes(coded)).toString()).toBe('x'.repeat(4000));
  });

  it('compresses pages too', async () => {
    const res = await get('/page', 'br');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(zlib.brotliDecompressSync(await bytes(res)).toString()).toContain('<p>Brand Atlas</p>');
  });

  it("keeps the answer's cookies, and weakens its strong tag", async () => {
    const res = await get('/cookies', 'br');
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(res.headers.get('etag')).toBe('W/"v1"');
  });

  it('leaves alone what is coded already, what must not be transformed, and HEAD', async () => {
    const coded = await get('/coded', 'br');
    expect(coded.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(await bytes(coded)).toString()).toBe(bigText);
    const kept = await get('/no-transform', 'br');
    expect(kept.headers.get('content-encoding')).toBeNull();
    expect(await kept.text()).toBe(bigText);
    const head = await get('/big', 'br', 'HEAD');
    expect(head.headers.get('content-encoding')).toBeNull();
  });

  it('streams other compressible answers (a CSV export) through gzip as they come', async () => {
    const res = await get('/csv', 'gzip, br');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-length')).toBeNull();
    expect(zlib.gunzipSync(await bytes(res)).toString()).toBe(csvRows.join(''));
  });
});
