import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes[0]?.target}`);
}

test('the colour filter shows each family with a swatch and its hue range, and leads to an exact colour', async ({
  page,
}) => {
  await page.goto('/brands');
  const select = page.getByLabel('Color family');
  await expect(select.locator('option', { hasText: 'Red · hue 0–15°' })).toHaveCount(1);
  await expect(select.locator('option', { hasText: 'Pink · hue 330–360°' })).toHaveCount(1);
  await expect(select.locator('option', { hasText: 'Black · no hue, lightness under 20%' })).toHaveCount(1);

  await page.getByText('How color families work').click();
  await expect(page.getByText('a deep red at 345–360° counts as Pink')).toBeVisible();
  const red = page.getByRole('button', { name: 'Red hue 0–15°' });
  await expect(red).toBeVisible();
  await expect(red.locator('span[aria-hidden="true"]')).toHaveCSS('background-color', 'rgb(229, 64, 43)');
  await expect(page.getByRole('button', { name: 'Gray no hue, lightness 20–80%' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Blue hue 210–270°' }).click();
  await expect(page).toHaveURL(/color=Blue/);
  await expect(select).toHaveValue('Blue');
  await expect(page.getByRole('button', { name: 'Blue hue 210–270°' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('link', { name: 'Find brands near a colour' }).click();
  await expect(page).toHaveURL(/\/colors$/);
});

test("a brand page's swatches name their family, which opens the filtered list", async ({ page }) => {
  await page.goto('/coca-cola');
  await expect(page.getByRole('heading', { name: 'Coca-Cola', level: 1 })).toBeVisible();
  // Coca-Cola red (#F40009, hue 358°) is Pink by the spec's bands, and the page says so.
  const pink = page.getByRole('link', { name: 'Pink family' });
  await expect(pink).toBeVisible();
  await expect(page.getByText('(hue 330–360°)')).toBeVisible();
  await expect(page.getByRole('link', { name: 'White family' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Black family' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await pink.click();
  await expect(page).toHaveURL(/\/brands\?color=Pink$/);
  await expect(page.getByRole('combobox', { name: 'Color family' })).toHaveValue('Pink');
  // The filtered list holds Coca-Cola, wherever the newest-first order puts it.
  await page.goto('/brands?color=Pink&search=coca');
  await expect(page.locator('main a[href="/brands/coca-cola"]').first()).toBeVisible();
});
