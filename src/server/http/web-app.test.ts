import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BuildManifest } from './page-hints';
import { webAppRoutes } from './web-app';

const INDEX = `<!doctype html><html><head><title>Brand Atlas</title>
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/framework-1.js">
</head><body><div id="root"></div></body></html>`;

const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_framework-1.js'] },
  '_framework-1.js': { file: 'assets/framework-1.js' },
  '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_framework-1.js'] },
  'features/brands/routes/brands.tsx': {
    file: 'assets/brands-1.js',
    imports: ['index.html', '_shared-1.js', '_framework-1.js'],
  },
};

let dist: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  fs.writeFileSync(path.join(dist, file), text);
};
const page = async (url: string) => (await webAppRoutes(dist).request(url)).text();

beforeEach(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-atlas-web-'));
  write('index.html', INDEX);
  write('.vite/manifest.json', JSON.stringify(MANIFEST));
});
afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('the index of a page', () => {
  it("announces the page's own chunks once, and not those index.html already links", async () => {
    const html = await page('/brands');
    expect(html.match(/rel="modulepreload"[^>]*href="\/assets\/brands-1\.js"/g)).toHaveLength(1);
    expect(html.match(/rel="modulepreload"[^>]*href="\/assets\/shared-1\.js"/g)).toHaveLength(1);
    expect(html.match(/href="\/assets\/framework-1\.js"/g)).toHaveLength(1);
    expect(html.match(/href="\/assets\/index-1\.js"/g)).toBeNull();
    expect(html.indexOf('brands-1.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it('announces its first API reads as fetches with credentials, escaped', async () => {
    const html = await page('/brands?industry=Coffee&search=%22%3E%3Cscript%3E');
    expect(html).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/auth/get-session">',
    );
    expect(html).toContain(
      'href="/api/brands?search=%22%3E%3Cscript%3E&amp;industry=Coffee&amp;sort=alpha&amp;limit=24"',
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('/api/featured-brand');
  });

  it('names the tab of a page with a fixed title, and leaves other pages to name their own', async () => {
    expect(await page('/brands')).toContain('<title>Brand Discovery | Brand Atlas</title>');
    expect(await page('/brands/?industry=Coffee')).toContain('<title>Brand Discovery | Brand Atlas</title>');
    expect(await page('/pricing')).toContain('<title>Pricing | Brand Atlas</title>');
    expect(await page('/luxury-colors')).toContain('<title>Luxury Brand Colors | Brand Atlas</title>');
    for (const own of ['/', '/compare?brands=nike,adidas', '/no/such/page']) {
      expect(await page(own)).toContain('<title>Brand Atlas</title>');
    }
  });

  it('announces only the session for a page it has no module for', async () => {
    const html = await page('/no/such/page');
    expect(html).not.toContain('brands-1.js');
    expect(html.match(/rel="preload"/g)).toHaveLength(1);
  });

  it('still serves the page without a manifest, and reads a new build when one replaces it', async () => {
    const app = webAppRoutes(dist);
    fs.rmSync(path.join(dist, '.vite'), { recursive: true });
    let html = await (await app.request('/brands')).text();
    expect(html).not.toContain('modulepreload" crossorigin href="/assets/brands');
    expect(html).toContain('/api/brands/facets');

    write('.vite/manifest.json', JSON.stringify(MANIFEST));
    write('index.html', INDEX.replace('<html>', '<html data-build="rebuilt">'));
    html = await (await app.request('/brands')).text();
    expect(html).toContain('<html data-build="rebuilt">');
    expect(html).toContain('href="/assets/brands-1.js"');
  });

  it('answers 503 until the web app is built', async () => {
    fs.rmSync(path.join(dist, 'index.html'));
    expect((await webAppRoutes(dist).request('/brands')).status).toBe(503);
  });
});

describe("the build's manifest", () => {
  it('is read by the server but not served to visitors', async () => {
    const res = await webAppRoutes(dist).request('/.vite/manifest.json');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('features/brands/routes/brands.tsx');
  });
});
