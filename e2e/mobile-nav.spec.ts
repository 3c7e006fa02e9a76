import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

// As a visitor with no motion preference sees it: fades, menus and spinners run.
test.use({ reducedMotion: 'no-preference' });

const SHEET_LINKS = [
  'Browse Brands',
  'Verified',
  'Brand Archetypes',
  'Brand Quadrants',
  'Sign In',
  'Settings',
  'Pricing',
  'Luxury Brands',
  'Mall Brands',
  'Coffee Brands',
  'Footwear Brands',
  'Vodka Brands',
];

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });
const sheet = (page: Page) => page.getByRole('dialog', { name: 'Site menu' });

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes[0]?.target}`);
}

test.describe('navigation on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('a menu button opens a sheet with every link, keyboard and screen-reader friendly', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The bar's own links are out of sight at this width.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    const button = menuButton(page);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAttribute('aria-controls', 'mobile-navigation');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(sheet(page)).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(sheet(page)).toHaveAttribute('id', 'mobile-navigation');
    for (const name of SHEET_LINKS) {
      await expect(sheet(page).getByRole('link', { name, exact: true })).toBeVisible();
    }
    expect(await seriousViolations(page)).toEqual([]);

    // Focus goes round inside the sheet: more presses than it has controls never leave it.
    for (let i = 0; i < SHEET_LINKS.length + 4; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('dialog')?.id ?? null)).toBe(
        'mobile-navigation',
      );
    }
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('dialog')?.id ?? null)).toBe(
      'mobile-navigation',
    );

    // Escape closes it and gives focus back to the button.
    await page.keyboard.press('Escape');
    await expect(sheet(page)).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // A link reached from the sheet goes there and closes it.
    await button.click();
    await sheet(page).getByRole('link', { name: 'Brand Archetypes' }).click();
    await expect(page).toHaveURL(/\/archetypes$/);
    await expect(sheet(page)).toBeHidden();
    await button.click();
    await sheet(page).getByRole('link', { name: 'Brand Quadrants' }).click();
    await expect(page).toHaveURL(/\/quadrants$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(sheet(page)).toBeHidden();
  });

  test('the close button closes the sheet', async ({ page }) => {
    await page.goto('/brands');
    await menuButton(page).click();
    await sheet(page).getByRole('button', { name: 'Close menu' }).click();
    await expect(sheet(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });
});

test.describe('the quadrants are linked', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('from the wide navigation bar, which needs no menu button', async ({ page }) => {
    await page.goto('/brands');
    await expect(menuButton(page)).toBeHidden();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Brand Quadrants' })
      .click();
    await expect(page).toHaveURL(/\/quadrants$/);
  });

  test('from the home page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'See the quadrants' }).click();
    await expect(page).toHaveURL(/\/quadrants$/);
  });
});
