import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBrand } from '../../test/brand-factory';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPreviewCache } from './preview-cache';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** The colour of one pixel of a PNG, as '#RRGGBB'. */
async function pixel(png: Buffer, x: number, y: number): Promise<string> {
  const { data } = await sharp(png)
    .extract({ left: x, top: y, width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return `#${[...data].map((v) => v.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

const WHITE_LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#FFFFFF"/></svg>';

describe('GET /api/brands/{slug}/preview.png', () => {
  it('draws a 1200×630 PNG from the brand colours, logo and name', async () => {
    await t.storage.put('brand-logos', 'preview/logo.svg', new TextEncoder().encode(WHITE_LOGO_SVG), {
      contentType: 'image/svg+xml',
    });
    await insertBrand(t.database.db, {
      name: 'Harbourlight',
      slug: 'harbourlight',
      primaryColor: '#0B3D91',
      secondaryColor: '#F2A900',
      accentColor: '#E4002B',
      logoUrl: t.storage.publicUrl('brand-logos', 'preview/logo.svg'),
    });
    const res = await t.app.request('/api/brands/harbourlight/preview.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    const png = Buffer.from(await res.arrayBuffer());
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    // The primary colour behind, the palette along the foot, the white logo on a dark tile.
    expect(await pixel(png, 1000, 200)).toBe('#0B3D91');
    expect(await pixel(png, 20, 620)).toBe('#0B3D91');
    expect(await pixel(png, 600, 620)).toBe('#F2A900');
    expect(await pixel(png, 1180, 620)).toBe('#E4002B');
    expect(await pixel(png, 230, 300)).toBe('#FFFFFF');
    expect(await pixel(png, 95, 300)).toBe('#18181B');
    // The name is drawn: the band where it sits is not all background.
    const { data } = await sharp(png)
      .extract({ left: 440, top: 240, width: 600, height: 100 })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    let light = 0;
    for (let i = 0; i < data.length; i += 3) if ((data[i] ?? 0) > 200 && (data[i + 2] ?? 0) > 200) light++;
    expect(light).toBeGreaterThan(500);
  });

  it('shows the initial on a white tile for a brand without a logo', async () => {
    await insertBrand(t.database.db, {
      name: 'Quayside',
      slug: 'quayside',
      primaryColor: '#222222',
      logoUrl: null,
    });
    const png = Buffer.from(await (await t.app.request('/api/brands/quayside/preview.png')).arrayBuffer());
    expect(await pixel(png, 95, 300)).toBe('#FFFFFF');
    expect(await pixel(png, 1000, 200)).toBe('#222222');
  });

  it('answers 304 to a client holding the current preview, and a new one after the brand changes', async () => {
    const first = await t.app.request('/api/brands/quayside/preview.png');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.request('/api/brands/quayside/preview.png', {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    const { sql } = await import('drizzle-orm');
    await t.database.db.execute(
      sql`update brands set primary_color = '#7A1FA2', updated_at = now() + interval '1 second' where slug = 'quayside'`,
    );
    const changed = await t.app.request('/api/brands/quayside/preview.png', {
      headers: { 'if-none-match': etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(await pixel(Buffer.from(await changed.arrayBuffer()), 1000, 200)).toBe('#7A1FA2');
  });

  it('answers an unknown slug with a 404 problem', async () => {
    const res = await t.app.request('/api/brands/no-such-brand/preview.png');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
  });
});

describe('createPreviewCache', () => {
  it('draws once per key and keeps the most recently used', async () => {
    const cache = createPreviewCache(2);
    let renders = 0;
    const render = async () => {
      renders++;
      return Buffer.from([renders]);
    };
    await cache.get('a', render);
    await cache.get('a', render);
    expect(renders).toBe(1);
    await cache.get('b', render);
    await cache.get('a', render);
    await cache.get('c', render);
    expect(cache.size).toBe(2);
    await cache.get('a', render);
    expect(renders).toBe(3);
    await cache.get('b', render);
    expect(renders).toBe(4);
  });
});
