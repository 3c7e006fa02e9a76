import { expect, test } from '@playwright/test';

// As a visitor with no motion preference sees it: fades, menus and spinners run.
test.use({ reducedMotion: 'no-preference' });

test('the home page loads with the live brand count', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText(/Discover \d+ brands for free/).first()).toBeVisible();
  const text = await page
    .getByText(/Discover \d+ brands for free/)
    .first()
    .textContent();
  expect(Number(text?.match(/Discover (\d+)/)?.[1])).toBeGreaterThanOrEqual(150);
});

test('the navigation leads to the brand list, which shows seeded brands', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'Browse Brands' }).click();
  await expect(page).toHaveURL(/\/brands$/);
  await expect(page.getByRole('heading', { name: 'Brand Discovery' })).toBeVisible();
  // The featured brand's link can show before the list has loaded: wait for the twelfth link.
  const cards = page.locator('main a[href^="/brands/"]');
  await expect(cards.nth(11)).toBeVisible();
});

test('a search narrows the list to matching brands', async ({ page }) => {
  await page.goto('/brands?search=starbucks');
  await expect(page.locator('main a[href="/brands/starbucks"]')).toBeVisible();
});

test('a reload on a brand page and on a shortcut path shows the brand', async ({ page }) => {
  await page.goto('/brands/nike');
  await expect(page.getByRole('heading', { name: 'Nike', level: 1 })).toBeVisible();
  await page.goto('/coca-cola');
  await expect(page.getByRole('heading', { name: 'Coca-Cola', level: 1 })).toBeVisible();
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(/\/$/);
});
