import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS_PAGE_SIZE, brandListPath, PAGE_DATA_ELEMENT_ID } from '../../domain/arrival-requests';
import { insertBrand } from '../test/brand-factory';
import { signInAs } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';

const INDEX = `<!doctype html><html><head><title>Brand Atlas</title></head>
<body><div id="root"></div><script type="module" src="/assets/index-1.js"></script></body></html>`;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    configOverrides: {
      responseCache: { enabled: true, sharedMaxAgeSeconds: 10, staleWhileRevalidateSeconds: 60 },
    },
  });
  fs.writeFileSync(`${t.webDistDir}/index.html`, INDEX);
  await insertBrand(t.database.db, { name: 'Plain Brand', slug: 'plain-brand' });
  await insertBrand(t.database.db, { name: 'Sneaky </script><script>alert(1)</script>', slug: 'sneaky' });
});
afterAll(async () => {
  await t?.close();
});

/** The JSON data block of a page, parsed as the web app parses it. */
function pageData(html: string): Record<string, unknown> | null {
  const match = new RegExp(
    `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`,
    's',
  ).exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as Record<string, unknown>) : null;
}

describe('pages carry their first data', () => {
  it('/brands carries its first page, the count, the featured brand and the filters, fetched by nobody', async () => {
    const html = await (await t.app.request('/brands')).text();
    const data = pageData(html);
    const listPath = brandListPath({ sort: 'newest', limit: BRANDS_PAGE_SIZE });
    expect(Object.keys(data ?? {})).toEqual(
      expect.arrayContaining([listPath, '/api/brands?limit=1', '/api/featured-brand', '/api/brands/facets']),
    );
    expect(data?.[listPath]).toEqual(await (await t.app.request(listPath)).json());
    // What the page carries is not also announced for fetching; the session still is.
    expect(html).not.toContain(`href="${listPath}"`);
    expect(html).toContain('href="/api/auth/get-session"');
  });

  it('a brand page carries its brand, and no answer can close the element early', async () => {
    const html = await (await t.app.request('/brands/sneaky')).text();
    expect(html).not.toContain('<script>alert(1)');
    const data = pageData(html);
    expect((data?.['/api/brands/sneaky'] as { name: string } | undefined)?.name).toBe(
      'Sneaky </script><script>alert(1)</script>',
    );
    expect(pageData(await (await t.app.request('/brands/no-such-brand')).text())).toBeNull();
  });

  it('a signed-in visitor’s page carries nothing: their reads may differ from the public ones', async () => {
    const cookie = await signInAs(t, 'reader@example.com');
    expect(cookie).toMatch(/session_token=/);
    const html = await (await t.app.request('/brands/plain-brand', { headers: { cookie } })).text();
    expect(pageData(html)).toBeNull();
  });
});
