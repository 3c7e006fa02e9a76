import { expect, test } from '@playwright/test';

test('a brand page shows revenue in its own currency and a valuation with its ranking', async ({ page }) => {
  await page.goto('/brands/ikea');
  await expect(page.getByRole('heading', { name: 'IKEA', level: 1 })).toBeVisible();
  const revenue = page
    .locator('div')
    .filter({ has: page.getByText('Annual revenue', { exact: true }) })
    .last();
  await expect(revenue.getByText('€47.6B', { exact: true })).toBeVisible();
  await expect(revenue.getByText('Reported in EUR, fiscal 2023', { exact: true })).toBeVisible();
  await expect(page.getByText('$47.6B')).toHaveCount(0);

  await page.goto('/brands/apple');
  const equity = page
    .locator('div')
    .filter({ has: page.getByText('Brand equity value', { exact: true }) })
    .last();
  await expect(equity.getByText('$488.9B', { exact: true })).toBeVisible();
  await expect(equity.getByText('Interbrand Best Global Brands 2024', { exact: true })).toBeVisible();
});

test('headquarters are where the company is run today', async ({ page }) => {
  await page.goto('/brands/absolut');
  const about = page.getByRole('region', { name: 'Company Insights' });
  await expect(about.getByText('Stockholm, Sweden')).toBeVisible();
  await expect(about.getByText('Åhus, Sweden')).toHaveCount(0);
});
