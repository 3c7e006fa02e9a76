import { expect, type Page, test } from '@playwright/test';

async function navSearch(page: Page, text: string) {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Search brands' }).click();
  await header.getByPlaceholder('Search brands...').fill(text);
  await header.getByPlaceholder('Search brands...').press('Enter');
}

test('the nav search finds Hermès, Nestlé and Moët typed without accents', async ({ page }) => {
  for (const [typed, slug, name] of [
    ['Hermes', 'hermes', 'Hermès'],
    ['Nestle', 'nestle', 'Nestlé'],
    ['Moet', 'moet-chandon', 'Moët & Chandon'],
  ] as const) {
    await page.goto('/');
    await navSearch(page, typed);
    await expect(page).toHaveURL(new RegExp(`/brands/${slug}$`));
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  }
});

test('the list search ignores accents and finds archetypes as badges print them', async ({ page }) => {
  await page.goto('/brands?search=hermes');
  await expect(page.locator('main a[href="/brands/hermes"]').first()).toBeVisible();

  // 'The Hero' is what the badge says; no brand is named so, so the nav search lands on the list.
  await page.goto('/brands');
  await navSearch(page, 'The Hero');
  await expect(page).toHaveURL(/\/brands\?search=The\+Hero$/);
  const cards = page.locator('main a[href^="/brands/"]');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByText('No brands found.')).toHaveCount(0);
  // Every brand found carries the badge.
  const count = await cards.count();
  for (let i = 0; i < Math.min(count, 6); i++) await expect(cards.nth(i).getByText('The Hero')).toBeVisible();
});
