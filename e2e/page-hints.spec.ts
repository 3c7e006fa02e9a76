import { expect, type Page, test } from '@playwright/test';

/**
 * The server announces a page's code and first API reads in its HTML (src/server/http/page-hints.ts).
 * Each announced read must be the very request the page makes: fetched once, used, never twice.
 */
async function visit(page: Page, path: string) {
  const apiRequests: string[] = [];
  const preloadWarnings: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiRequests.push(url.pathname + url.search);
  });
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) preloadWarnings.push(message.text());
  });
  await page.goto(path);
  const announced = await page
    .locator('link[rel="preload"][as="fetch"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  // The reads whose answers the server wrote into the page (the app removes the block once read).
  const html = await (await page.request.get(path)).text();
  const block = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1];
  const carried = Object.keys(block ? (JSON.parse(block) as Record<string, unknown>) : {});
  return { apiRequests, preloadWarnings, announced, carried };
}

const countOf = (list: string[], item: string) => list.filter((x) => x === item).length;

for (const path of ['/brands', '/brands?industry=Footwear&sort=popular', '/']) {
  test(`${path} announces its first API reads, and each is fetched once and used`, async ({ page }) => {
    const { apiRequests, preloadWarnings, announced, carried } = await visit(page, path);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('main [role="status"]')).toHaveCount(0);
    // Chromium warns of an unused preload a few seconds after the load event (3.4-4.1 s measured here):
    // wait until 5 s past it.
    await page.waitForFunction(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return (
        navigation !== undefined &&
        navigation.loadEventEnd > 0 &&
        performance.now() - navigation.loadEventEnd > 5_000
      );
    });

    expect(announced).toContain('/api/auth/get-session');
    for (const url of announced) expect(countOf(apiRequests, url), url).toBe(1);
    expect(preloadWarnings).toEqual([]);
    // The page's own reads came with its HTML: none was fetched, none announced.
    expect(carried.length).toBeGreaterThan(1);
    for (const url of carried) {
      expect(countOf(apiRequests, url), url).toBe(0);
      expect(announced, url).not.toContain(url);
    }
  });
}

test("/brands announces the page's own code, asked for once after its first paint", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/brands');
  await expect(page.getByRole('heading', { name: 'Brand Discovery', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The server-rendered page names its chunks to the start-up script, which preloads them.
  const html = await (await page.request.get('/brands')).text();
  const announced = (/data-chunks="([^"]*)"/.exec(html)?.[1] ?? '').split(' ').filter(Boolean);
  expect(announced.some((href) => /\/assets\/brands-[\w-]+\.js$/.test(href))).toBe(true);
  const preloaded = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(preloaded).toEqual(expect.arrayContaining(announced));
  // Every script the page needed was announced, each fetched once.
  for (const script of scripts.filter(
    (s) => !/\/index-[\w-]+\.js$/.test(s) && s !== '/after-first-paint.js',
  )) {
    expect(announced, script).toContain(script);
  }
  expect(new Set(scripts).size).toBe(scripts.length);
});
