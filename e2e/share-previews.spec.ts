import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { SITE_META_DESCRIPTION } from '../src/domain/text';

test('a brand page shares a 1200×630 PNG preview drawn from the brand', async ({ request }) => {
  const html = await (await request.get('/brands/starbucks')).text();
  const image = /<meta property="og:image" content="([^"]+)" \/>/.exec(html)?.[1] ?? '';
  expect(image).toMatch(/\/api\/brands\/starbucks\/preview\.png\?v=\d+$/);
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  const res = await request.get(new URL(image).pathname + new URL(image).search);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/png');
  const meta = await sharp(await res.body()).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
});

test('an unknown brand answers 404 with the page that says so', async ({ page }) => {
  const response = await page.goto('/brands/no-such-brand-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Brand not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Brands' }).click();
  await expect(page).toHaveURL(/\/brands$/);
});

test("leaving a brand page that was the landing page restores the site's description", async ({ page }) => {
  await page.goto('/brands/starbucks');
  await expect(page.getByRole('heading', { name: 'Starbucks', level: 1 })).toBeVisible();
  const description = page.locator('meta[name="description"]');
  await expect(description).toHaveAttribute('content', /^Seattle-born coffeehouse/);
  await page.getByRole('link', { name: 'Brand Atlas', exact: true }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(description).toHaveAttribute('content', SITE_META_DESCRIPTION);
  await expect(page).toHaveTitle('Brand Atlas');
  // Back on a brand page and on to the list: the same again.
  await page.goto('/brands/nike');
  await expect(page.getByRole('heading', { name: 'Nike', level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Browse Brands' }).click();
  await expect(page.getByRole('heading', { name: 'Brand Discovery' })).toBeVisible();
  await expect(description).toHaveAttribute('content', SITE_META_DESCRIPTION);
  await expect(page).toHaveTitle('Brand Discovery | Brand Atlas');
});
