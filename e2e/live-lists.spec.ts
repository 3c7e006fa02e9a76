import { expect, test } from '@playwright/test';
import { svgInlineLogoSite } from '../src/server/analysis/test/fixture-sites/svg-inline-logo';
import { type FixtureServer, serveFixtureSite } from '../src/server/test/fixture-server';
import { signInAs as signIn } from './sign-in';

// A real analysis runs on a machine under load.
test.setTimeout(90_000);

let site: FixtureServer;
test.beforeAll(async () => {
  site = await serveFixtureSite(await svgInlineLogoSite.pages());
});
test.afterAll(async () => site.close());

test('an open brand list shows a brand added elsewhere once it is analysed, without a reload', async ({
  page,
  browser,
  baseURL,
}) => {
  // A visitor watches the list, on one live stream.
  const streams: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/events') streams.push(request.url());
  });
  await page.goto('/brands');
  await expect(page.getByRole('heading', { name: 'Brand Discovery' })).toBeVisible();
  await expect(page.locator('main a[href^="/brands/"]').first()).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  const brandLink = page.locator('main a[href="/brands/lanternfly-coffee"]');
  await expect(brandLink).toHaveCount(0);

  // Someone else adds a brand, whose analysis then completes.
  const context = await browser.newContext({ baseURL: baseURL ?? '' });
  const other = await context.newPage();
  await signIn(other, `live-list-${Date.now()}@example.com`);
  const created = await other.request.post('/api/brands', {
    headers: { origin: baseURL ?? '' },
    data: { name: 'Lanternfly Coffee', industry: 'Food & Beverage', url: `${site.origin}/` },
  });
  expect(created.status()).toBe(201);
  await expect
    .poll(
      async () =>
        (
          (await (await other.request.get('/api/brands/lanternfly-coffee')).json()) as {
            analysis_status: string;
          }
        ).analysis_status,
      { timeout: 45_000 },
    )
    .toBe('completed');
  await context.close();

  // The visitor's list now holds it, in the same document.
  await expect(brandLink.first()).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  expect(streams).toHaveLength(1);
});

test('a page with several live listeners opens one stream', async ({ page }) => {
  const streams: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/events') streams.push(request.url());
  });
  // The brand page listens for its brand; going on to the list keeps the same stream.
  await page.goto('/brands/nike');
  await expect(page.getByRole('heading', { name: 'Nike', level: 1 })).toBeVisible();
  await expect.poll(() => streams.length).toBe(1);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Browse Brands' }).click();
  await expect(page.getByRole('heading', { name: 'Brand Discovery' })).toBeVisible();
  await page.waitForTimeout(500);
  expect(streams).toHaveLength(1);
});
