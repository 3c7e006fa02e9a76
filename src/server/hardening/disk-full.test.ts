import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { brands } from '../db/schema';
import { createLogger } from '../logger';
import { createLocalStorage } from '../storage/local-storage';
import { type Actor, signInActors } from '../test/actors';
import { insertBrand } from '../test/brand-factory';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { woff2 } from './fixtures/hostile-files';
import { record } from './report/record';

/**
 * Uploads onto a file store that is full: a small tmpfs mounted for the test (mounting needs
 * root; elsewhere the test is skipped). Each upload is refused with a clear 507, leaves no
 * partial or temporary file, and leaves the brand as it was; with space again, it works.
 */
const isRoot = process.getuid?.() === 0;
const STORE_BYTES = 8 * 1024 * 1024;
const NOT_ROOT = 'skipped: mounting the small tmpfs that plays the full disk needs root';

let t: TestApp;
let app: ReturnType<typeof createApp>;
let as: Record<Actor, string>;
let mount = '';
let filesDir = '';
let brandId = '';

beforeAll(async () => {
  if (!isRoot) return;
  mount = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-atlas-full-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${STORE_BYTES}`, 'tmpfs', mount]);
  filesDir = path.join(mount, 'files');
  t = await createTestApp();
  app = createApp({
    webDistDir: t.webDistDir,
    config: t.config,
    database: t.database,
    storage: createLocalStorage(filesDir),
    logger: createLogger('silent'),
    mailer: t.mailbox,
    devMailbox: t.mailbox.entries,
  });
  as = await signInActors({ ...t, app });
  brandId = (await insertBrand(t.database.db, { name: 'Full Disk', slug: 'full-disk' })).id;
});
afterAll(async () => {
  if (!isRoot) return;
  await t?.close();
  execFileSync('umount', ['-l', mount]);
  fs.rmSync(mount, { recursive: true, force: true });
});

/** Fills the store until at most `leave` bytes are free. */
function fill(leave: number) {
  const { bavail, bsize } = fs.statfsSync(mount);
  const size = Math.max(0, bavail * bsize - leave);
  fs.writeFileSync(path.join(mount, 'filler'), Buffer.alloc(size));
}
const unfill = () => fs.rmSync(path.join(mount, 'filler'), { force: true });

const storedFiles = () =>
  fs.existsSync(filesDir)
    ? fs
        .readdirSync(filesDir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.relative(filesDir, path.join(e.parentPath, e.name)))
        .sort()
    : [];

const admin = (p: string, init: RequestInit) =>
  app.request(p, { ...init, headers: { cookie: as.admin, origin: TEST_ORIGIN, ...init.headers } });

async function uploadLogo(bytes: Uint8Array) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'noise.png');
  return admin(`/api/admin/brands/${brandId}/logo`, { method: 'POST', body: form });
}

async function uploadZip(bytes: Uint8Array) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'fonts.zip');
  return admin('/api/admin/fonts/upload', { method: 'POST', body: form });
}

describe('6. Faults: the disk full during an upload', () => {
  it('refuses with 507, leaves no partial file, and works again once there is space', async ({
    task,
    skip,
  }) => {
    if (!isRoot) return skip(NOT_ROOT);
    // Random pixels do not compress: the stored PNG is about as large as the raw image.
    const noise = await sharp(
      Buffer.from(Array.from({ length: 400 * 400 * 3 }, () => Math.floor(Math.random() * 256))),
      {
        raw: { width: 400, height: 400, channels: 3 },
      },
    )
      .png()
      .toBuffer();
    const before = storedFiles();

    fill(64 * 1024);
    const logo = await uploadLogo(noise);
    const logoProblem = (await logo.json()) as { detail?: string };
    const afterLogo = storedFiles();
    const [row] = await t.database.db.select().from(brands).where(eq(brands.id, brandId));
    record(task, {
      thrown: `a ${Math.round(noise.length / 1024)} KB logo onto a store with 64 KB free`,
      expected: '507, no file, brand unchanged',
      got: `${logo.status} ${logoProblem.detail}; ${afterLogo.length - before.length} new files; logo_url ${row?.logoUrl ?? 'null'}`,
    });
    expect(logo.status).toBe(507);
    expect(logoProblem.detail).toBe('The file store is full: the file was not saved');
    expect(afterLogo).toEqual(before);
    expect(row?.logoUrl).toBeNull();

    const zip = zipSync(
      { 'SodoSans-Regular.woff2': new Uint8Array(noise), 'SodoSans-Bold.woff2': woff2() },
      { level: 0 },
    );
    const font = await uploadZip(zip);
    const afterZip = storedFiles();
    record(task, {
      thrown: `a ${Math.round(zip.length / 1024)} KB font ZIP onto the same store`,
      expected: '507, no file',
      got: `${font.status} ${((await font.json()) as { detail?: string }).detail}; ${afterZip.length - before.length} new files`,
    });
    expect(font.status).toBe(507);
    expect(afterZip).toEqual(before);

    const temporary = afterZip.filter((f) => path.basename(f).startsWith('.tmp-'));
    expect(temporary).toEqual([]);

    unfill();
    const again = await uploadLogo(noise);
    const [saved] = await t.database.db.select().from(brands).where(eq(brands.id, brandId));
    const served = await app.request(saved?.logoUrl ?? '/none');
    record(task, {
      thrown: 'the same logo once the store has space',
      expected: '200, stored and served whole',
      got: `${again.status}; served ${served.status}, ${(await served.arrayBuffer()).byteLength} bytes`,
    });
    expect(again.status).toBe(200);
    expect(served.status).toBe(200);
  });

  it('leaves no font of a half-done extraction behind', async ({ task, skip }) => {
    if (!isRoot) return skip(NOT_ROOT);
    unfill();
    const fonts = Object.fromEntries(
      ['Regular', 'Medium', 'SemiBold', 'Bold'].map((weight) => [
        `SodoSans-${weight}.woff2`,
        woff2(600 * 1024),
      ]),
    );
    const form = new FormData();
    form.append('file', new Blob([zipSync(fonts, { level: 0 })]), 'fonts.zip');
    form.append('family', 'Sodo Full');
    expect((await admin('/api/admin/fonts/upload', { method: 'POST', body: form })).status).toBe(200);
    const before = storedFiles();
    // Room for two of the four fonts.
    fill(1_400 * 1024);
    const res = await admin('/api/admin/fonts/extract', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ family: 'Sodo Full', brand_id: brandId }),
    });
    const after = storedFiles();
    const [row] = await t.database.db.select().from(brands).where(eq(brands.id, brandId));
    record(task, {
      thrown: 'extracting 4 fonts of 600 KB with room for 2',
      expected: '507, no font installed, brand unchanged',
      got: `${res.status} ${((await res.json()) as { detail?: string }).detail}; ${after.length - before.length} new files; brand fonts ${JSON.stringify(row?.fonts ?? null)}`,
    });
    unfill();
    expect(res.status).toBe(507);
    expect(after).toEqual(before);
    expect(row?.fonts ?? []).toEqual([]);
  });
});
