import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test.describe('the brand detail page', () => {
  test('a seeded brand renders every section it has data for', async ({ page }) => {
    await page.goto('/brands/starbucks');
    await expect(page.getByRole('heading', { name: 'Starbucks', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Starbucks Brand Information | Brand Atlas');
    for (const section of [
      'About Starbucks',
      'Brand Colors',
      'Logos',
      'Competitors',
      'Facts',
      'Keywords',
      'Company Insights',
    ]) {
      await expect(page.getByRole('heading', { name: section, level: 2 }), section).toBeVisible();
    }
    // Sections without data are left out rather than shown empty.
    await expect(page.getByRole('heading', { name: 'Recent News' })).toHaveCount(0);
    await expect(page.getByText(/of \d+ competitors (is|are) in our database/)).toBeVisible();
    await expect(page.getByRole('link', { name: "Dunkin'" }).first()).toHaveAttribute(
      'href',
      '/brands/dunkin',
    );
    await expect(page.getByRole('link', { name: 'Food & Beverage' })).toHaveAttribute(
      'href',
      '/?industry=Food%20%26%20Beverage',
    );
    await expect(page.getByText('$36.2B')).toBeVisible();
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.startsWith('Seattle-born coffeehouse')).toBe(true);
  });

  test('a shortcut path shows the same brand as its /brands/{slug} page', async ({ page }) => {
    // The colours' AA variants arrive with the page's second read, and the sections below them
    // with their own code when the browser draws the page: wait for both on both pages.
    await page.goto('/nike');
    await expect(page.getByRole('heading', { name: 'Nike', level: 1 })).toBeVisible();
    await expect(page.getByText('AA on white').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'History', level: 2 })).toBeVisible();
    const shortcut = await page.locator('main').textContent();
    await page.goto('/brands/nike');
    await expect(page.getByRole('heading', { name: 'Nike', level: 1 })).toBeVisible();
    await expect(page.getByText('AA on white').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'History', level: 2 })).toBeVisible();
    expect(await page.locator('main').textContent()).toBe(shortcut);
  });

  test('an unknown slug shows Brand not found with a way back', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/brands/no-such-brand-anywhere')) asked.push(pathname);
    });
    await page.goto('/brands/no-such-brand-anywhere');
    await expect(page.getByRole('heading', { name: 'Brand not found' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The brand once; no retry of its 404, and nothing that only an existing brand has.
    expect(asked).toEqual(['/api/brands/no-such-brand-anywhere']);
    await page.getByRole('link', { name: 'Back to Brands' }).click();
    await expect(page).toHaveURL(/\/brands$/);
  });

  test('clicking a hex copies it and shows a tick that resets', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/brands/coca-cola');
    await page.getByRole('button', { name: 'Copy Primary color #F40009' }).click();
    await expect(page.getByRole('button', { name: 'Primary color #F40009 copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('#F40009');
    await expect(page.getByRole('button', { name: 'Copy Primary color #F40009' })).toBeVisible({
      timeout: 4_000,
    });
  });

  test('a copy that fails says so', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
    });
    await page.goto('/brands/coca-cola');
    await page.getByRole('button', { name: 'Copy Primary color #F40009' }).click();
    await expect(page.getByText('Copy failed')).toBeVisible();
    await expect(page.getByText('Could not copy color to clipboard')).toBeVisible();
  });

  test('the palette exports as CSS variables, a Tailwind theme and design tokens', async ({ page }) => {
    await page.goto('/brands/coca-cola');
    await expect(page.locator('pre')).toContainText('--coca-cola-primary');
    // The server drew the section; a click that lands before the page's code has taken it over
    // does nothing, so the first one is tried again until the page answers it.
    await expect(async () => {
      await page.getByRole('button', { name: 'Tailwind theme' }).click();
      await expect(page.locator('pre')).toContainText('@theme {', { timeout: 1_000 });
    }).toPass();
    await page.getByRole('button', { name: 'Design tokens' }).click();
    await expect(page.locator('pre')).toContainText('"$type": "color"');
  });

  test('the server sends share previews in the HTML', async ({ request }) => {
    const html = await (await request.get('/brands/nike')).text();
    expect(html).toContain('<meta property="og:title" content="Nike Brand Information | Brand Atlas" />');
    expect(html).toMatch(
      /<meta property="og:image" content="http[^"]+\/api\/brands\/nike\/preview\.png\?v=\d+" \/>/,
    );
  });

  test('counts a visit on each page load', async ({ page, request }) => {
    const before = (await (await request.get('/api/brands/apple')).json()).visit_count as number;
    await page.goto('/brands/apple');
    await expect(page.getByRole('heading', { name: 'Apple', level: 1 })).toBeVisible();
    await expect
      .poll(async () => (await (await request.get('/api/brands/apple')).json()).visit_count)
      .toBe(before + 1);
  });

  test('the history shows each change as people read it, not as stored values', async ({ page }) => {
    await page.goto('/brands/nike');
    await page.getByRole('button', { name: 'Show the history of this brand' }).click();
    const changes = page.getByRole('list', { name: 'Changes, newest first' });
    await expect(changes).toBeVisible();
    const text = (await changes.textContent()) ?? '';
    expect(text).not.toContain('{"');
    expect(text).not.toContain('/files/');
    expect(text).not.toMatch(/\b\d{10,}\b/);
    expect(text).not.toMatch(/\bempty\b/);
    await expect(changes.getByRole('img', { name: 'Nike logo' }).first()).toBeVisible();
  });

  test('links among the colour cards look like links before they are hovered', async ({ page }) => {
    await page.goto('/brands/nike');
    for (const link of [
      page.getByRole('link', { name: /family$/ }).first(),
      page.getByText('Brands near this colour').first(),
    ]) {
      await expect(link).toHaveCSS('text-decoration-line', 'underline');
    }
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/brands/starbucks');
    await expect(page.getByRole('heading', { name: 'Starbucks', level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
  });
});
