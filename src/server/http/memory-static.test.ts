import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { fileUnder, memoryStaticFiles } from './memory-static';
import type { AppEnv } from './types';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-atlas-static-'));
const script = `export const atlas = ${JSON.stringify('brand '.repeat(4000))};\n`;
fs.mkdirSync(path.join(root, 'assets'));
fs.writeFileSync(path.join(root, 'assets', 'app.js'), script);
// The build's own brotli sibling, marked so the test sees it is the one served.
fs.writeFileSync(path.join(root, 'assets', 'app.js.br'), zlib.brotliCompressSync(`${script}// built\n`));
fs.writeFileSync(path.join(root, 'secret.txt'), 'outside');
let version = 'v1';

const app = new Hono<AppEnv>();
app.use(
  '/assets/*',
  memoryStaticFiles(path.join(root, 'assets', '..'), { cacheControl: 'immutable', version: () => version }),
);
app.get('*', (c) => c.text('fallthrough', 404));

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('files from memory', () => {
  it('answers the build’s .br, a gzip made once, or the bytes, as the browser accepts', async () => {
    const br = await app.request('/assets/app.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(
      `${script}// built\n`,
    );
    const gzip = await app.request('/assets/app.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);
    const plain = await app.request('/assets/app.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
    expect(plain.headers.get('content-type')).toMatch(/javascript/);
    expect(plain.headers.get('cache-control')).toBe('immutable');
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    const again = await app.request('/assets/app.js', {
      headers: { 'if-none-match': plain.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('reads a file again once a new build is announced', async () => {
    fs.writeFileSync(path.join(root, 'assets', 'app.js'), 'export const v = 2;\n');
    expect(await (await app.request('/assets/app.js')).text()).toBe(script);
    version = 'v2';
    expect(await (await app.request('/assets/app.js')).text()).toBe('export const v = 2;\n');
  });

  it('never serves a path outside its folder, nor a coding as a file', async () => {
    expect(fileUnder(root, '/assets/../../etc/passwd')).toBeNull();
    expect(fileUnder(root, '/assets/%2e%2e/%2e%2e/etc/passwd')).toBeNull();
    expect(fileUnder(root, '/assets/app.js.br')).toBeNull();
    expect((await app.request('/assets/missing.js')).status).toBe(404);
    expect(await (await app.request('/assets/app.js.br')).text()).toBe('fallthrough');
  });
});
