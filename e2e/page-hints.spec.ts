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
    // Chromium warns of an unused preload a few seconds after the load event.
    await page.waitForTimeout(4_000);

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

test("/brands announces the page's own code as module preloads", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/brands');
  await expect(page.getByRole('heading', { name: 'Brand Discovery', level: 1 })).toBeVisible();
  const announced = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(announced.some((href) => /\/assets\/brands-[\w-]+\.js$/.test(href))).toBe(true);
  // Every script the page needed was announced in the HTML, each fetched once.
  for (const script of scripts.filter((s) => !/\/index-[\w-]+\.js$/.test(s))) {
    expect(announced, script).toContain(script);
  }
  expect(new Set(scripts).size).toBe(scripts.length);
});
