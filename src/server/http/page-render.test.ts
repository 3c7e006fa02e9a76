import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBrand } from '../test/brand-factory';
import { signInAs } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';
import { cachedPageRenderer, RENDERER_DIR, type RenderPage, renderBudget } from './page-render';

const INDEX = `<!doctype html><html><head><title>Brand Atlas</title></head>
<body><div id="root"></div><noscript>Brand Atlas needs JavaScript.</noscript>
<script type="module" src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/framework-1.js"></body></html>`;

let t: TestApp;

/** The markup the server put into #root, as the browser receives it before any script runs. */
async function rootOf(url: string, headers: Record<string, string> = {}): Promise<string> {
  const html = await (await t.app.request(url, { headers })).text();
  return /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(html)?.[1] ?? '';
}

beforeAll(async () => {
  t = await createTestApp();
  fs.writeFileSync(path.join(t.webDistDir, 'index.html'), INDEX);
  // The page renderer built as `npm run build` builds it, into this app's web directory.
  await build({
    configFile: path.resolve('vite.config.ts'),
    logLevel: 'silent',
    build: { ssr: 'entry-server.tsx', outDir: path.join(t.webDistDir, RENDERER_DIR) },
  });
  await insertBrand(t.database.db, { name: 'Plain Brand', slug: 'plain-brand', primaryColor: '#12AB34' });
  await insertBrand(t.database.db, { name: 'Sneaky </div><script>alert(1)</script>', slug: 'sneaky' });
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('the first screen in the HTML', () => {
  it("/brands holds the first cards' names inside #root", async () => {
    const root = await rootOf('/brands');
    expect(root).toContain('<h1');
    expect(root).toContain('Brand Discovery');
    expect(root).toContain('Plain Brand');
    // Names are text, escaped: none can end the root or open a script.
    expect(root).toContain('Sneaky &lt;/div&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(root).not.toContain('<script>alert(1)');
  });

  it("a brand page holds the brand's name and primary colour inside #root", async () => {
    const root = await rootOf('/brands/plain-brand');
    expect(root).toMatch(/<h1[^>]*>Plain Brand/);
    expect(root.toUpperCase()).toContain('#12AB34');
  });

  it('renders a page once for the same data: the next visit gets the same markup', async () => {
    const first = await rootOf('/brands/plain-brand');
    expect(await rootOf('/brands/plain-brand')).toBe(first);
  });

  it('leaves a missing brand, a signed-in visitor and other pages to the browser', async () => {
    expect(await rootOf('/brands/no-such-brand')).toBe('');
    expect(await rootOf('/pricing')).toBe('');
    const cookie = await signInAs(t, 'ssr-reader@example.com');
    expect(await rootOf('/brands', { cookie })).toBe('');
    expect(await rootOf('/brands/plain-brand', { cookie })).toBe('');
  });

  it("loads a rendered page's scripts after its first paint, and a shell's as before", async () => {
    const rendered = await (await t.app.request('/brands')).text();
    expect(rendered).not.toContain('type="module"');
    expect(rendered).not.toContain('rel="modulepreload"');
    const boot = /<script defer src="\/after-first-paint\.js"([^>]*)><\/script>/.exec(rendered)?.[1] ?? '';
    expect(boot).toContain('data-entry="/assets/index-1.js"');
    expect(boot).toContain('data-chunks="/assets/framework-1.js"');
    const shell = await (await t.app.request('/pricing')).text();
    expect(shell).toContain('<script type="module" src="/assets/index-1.js">');
  });

  it('does not serve the page renderer itself', async () => {
    expect((await t.app.request(`/${RENDERER_DIR}/entry-server.js`)).status).toBe(404);
  });
});

describe('the rendered screens kept', () => {
  it('renders again when the data or the build changes, not otherwise', async () => {
    const rendered: string[] = [];
    const render: RenderPage = async (href, carried) => {
      rendered.push(href);
      return `<p>${JSON.stringify(carried)}</p>`;
    };
    let version = 'build-1';
    const screens = cachedPageRenderer(
      async () => render,
      () => version,
    );
    const page = 'http://localhost/brands/a';
    expect(await screens(page, [['/api/brands/a', '{"name":"A"}']])).toBe(
      '<p>{"/api/brands/a":{"name":"A"}}</p>',
    );
    await screens(page, [['/api/brands/a', '{"name":"A"}']]);
    expect(rendered).toHaveLength(1);
    await screens(page, [['/api/brands/a', '{"name":"A2"}']]);
    expect(rendered).toHaveLength(2);
    version = 'build-2';
    await screens(page, [['/api/brands/a', '{"name":"A2"}']]);
    expect(rendered).toHaveLength(3);
  });
});

describe('the rate of new screens', () => {
  it('renders new screens within the budget and serves kept ones past it', async () => {
    let clock = 0;
    const rendered: string[] = [];
    const screens = cachedPageRenderer(
      async () => async (href) => {
        rendered.push(href);
        return `<p>${href}</p>`;
      },
      () => 'build-1',
      renderBudget(2, () => clock),
    );
    const data: [string, string][] = [['/api/brands', '{}']];
    expect(await screens('http://localhost/brands?search=a', data)).toBe(
      '<p>http://localhost/brands?search=a</p>',
    );
    expect(await screens('http://localhost/brands?search=b', data)).not.toBeNull();
    // The budget is spent: a new address gets the shell, a kept one its screen.
    expect(await screens('http://localhost/brands?search=c', data)).toBeNull();
    expect(await screens('http://localhost/brands?search=a', data)).toBe(
      '<p>http://localhost/brands?search=a</p>',
    );
    expect(rendered).toHaveLength(2);
    // Half a second later there is room for one more.
    clock = 500;
    expect(await screens('http://localhost/brands?search=c', data)).not.toBeNull();
    expect(await screens('http://localhost/brands?search=d', data)).toBeNull();
    expect(rendered).toHaveLength(3);
  });
});
