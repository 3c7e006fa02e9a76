import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './accessibility';

const GALLERIES = [
  { path: '/luxury-colors', title: 'Luxury Brand Colors', badge: 'Luxury' },
  { path: '/mall-brands', title: 'Mall Brand Colors', badge: 'Retail' },
  { path: '/coffee-brands', title: 'Coffee Brand Colors', badge: 'Food & Beverage' },
  { path: '/footwear-brands', title: 'Footwear Brand Colors', badge: 'Athletic Wear' },
  { path: '/vodka-brands', title: 'Vodka Brand Colors', badge: 'Spirits & Vodka' },
] as const;

test.describe('archetypes', () => {
  test('shows twelve cards, each with its content, and links to the filtered list', async ({ page }) => {
    const heroes = (await (await page.request.get('/api/brands?archetype=Hero&limit=100')).json()) as {
      items: { slug: string }[];
    };
    const heroSlugs = new Set(heroes.items.map((b) => `/brands/${b.slug}`));
    await page.goto('/archetypes');
    await expect(page).toHaveTitle('Brand Archetypes | Brand Atlas');
    const cards = page.locator('main article');
    await expect(cards).toHaveCount(12);
    const hero = page.getByRole('article', { name: 'The Hero' });
    for (const text of [
      'Key traits',
      'Personality',
      'Colors',
      'Example brands',
      'Courageous',
      '#D7263D',
      'Victory Red',
    ]) {
      await expect(hero.getByText(text, { exact: true })).toBeVisible();
    }
    // Example brands are Hero brands of the catalogue and open their pages.
    const examples = hero.locator('a[href^="/brands/"]');
    await expect(examples.first()).toBeVisible();
    const hrefs = await examples.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.length).toBeLessThanOrEqual(4);
    for (const href of hrefs) expect(heroSlugs.has(href ?? '')).toBe(true);
    await expect(hero.getByText(`See ${heroes.items.length} Hero brands`)).toBeVisible();
    await hero.getByRole('link', { name: 'The Hero' }).click();
    await expect(page).toHaveURL(/\/brands\?archetype=Hero$/);
    await expect(page.getByLabel('Archetype', { exact: true })).toHaveValue('Hero');
    await expect(page.locator('main a[href="/brands/nike"]')).toBeVisible();
  });
});

test.describe('themed galleries', () => {
  for (const gallery of GALLERIES) {
    test(`${gallery.path} shows the wheel and palette cards`, async ({ page }) => {
      await page.goto(gallery.path);
      await expect(page).toHaveTitle(`${gallery.title} | Brand Atlas`);
      await expect(page.getByRole('heading', { name: gallery.title, level: 1 })).toBeVisible();
      const wheel = page.getByRole('group', { name: /^Colour wheel of \d+ brands/ });
      await expect(wheel).toBeVisible();
      const cards = page.getByRole('region', { name: 'Palettes' }).getByRole('link');
      expect(await cards.count()).toBeGreaterThan(0);
      const first = cards.first();
      await expect(first).toHaveAttribute('href', /^\/brands\//);
      // Hex values read in a monospace face.
      const hex = first.getByText(/^(Primary )?#[0-9A-F]{6}$/).first();
      await expect(hex).toBeVisible();
      await expect(hex).toHaveCSS('font-family', /mono/i);
    });
  }

  test('hover and click highlight a brand; clicking the selected one deselects it', async ({ page }) => {
    await page.goto('/coffee-brands');
    const wheel = page.getByRole('group', { name: /^Colour wheel/ });
    const starbucks = wheel.getByRole('button', { name: /^Starbucks, #00704A$/ });
    await starbucks.hover();
    const panel = page.locator('main [aria-live="polite"]');
    await expect(panel.getByText('Highlighted')).toBeVisible();
    await expect(panel.getByText('Starbucks Green')).toBeVisible();
    await starbucks.click();
    await expect(starbucks).toHaveAttribute('aria-pressed', 'true');
    await page.mouse.move(0, 0);
    await expect(page.getByText('Selected', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open Starbucks' })).toHaveAttribute(
      'href',
      '/brands/starbucks',
    );
    // The selected brand's card is marked too.
    await expect(page.locator('a[href="/brands/starbucks"].ring-1')).toHaveCount(1);
    await starbucks.click();
    await expect(starbucks).toHaveAttribute('aria-pressed', 'false');
    await page.mouse.move(0, 0);
    await expect(page.getByText('Selected', { exact: true })).toHaveCount(0);
  });

  test('the wheel works by keyboard', async ({ page }) => {
    await page.goto('/footwear-brands');
    const wheel = page.getByRole('group', { name: /^Colour wheel/ });
    const swatches = wheel.getByRole('button');
    await expect(swatches.first()).toBeVisible();
    expect(await swatches.count()).toBeGreaterThan(2);
    // One tab stop for the whole wheel.
    expect(await wheel.locator('[tabindex="0"]').count()).toBe(1);
    await wheel.locator('[tabindex="0"]').focus();
    const first = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    await page.keyboard.press('ArrowRight');
    const second = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(second).not.toBe(first);
    await page.keyboard.press('Enter');
    await expect(wheel.locator('[aria-pressed="true"]')).toHaveAttribute('aria-label', second ?? '');
    await page.keyboard.press('Enter');
    await expect(wheel.locator('[aria-pressed="true"]')).toHaveCount(0);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect(wheel.locator('[aria-pressed="true"]')).toHaveCount(0);
  });

  test('Tab from a swatch goes on to its brand in the panel', async ({ page }) => {
    await page.goto('/coffee-brands');
    const wheel = page.getByRole('group', { name: /^Colour wheel/ });
    await wheel.locator('[tabindex="0"]').focus();
    await page.keyboard.press('ArrowRight');
    const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    const name = label?.split(', #')[0] ?? '';
    expect(name).not.toBe('');
    const panel = page.locator('main [aria-live="polite"]');
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: `Open ${name}` })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Brands near this colour' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(wheel.getByRole('button', { name: label ?? '' })).toBeFocused();
  });

  test('the vodka page says when it has no brands', async ({ page }) => {
    await page.route(/\/api\/galleries\/vodka$/, (route) => route.fulfill({ json: { items: [] } }));
    await page.goto('/vodka-brands');
    await expect(page.getByText('No Vodka Brands Found')).toBeVisible();
  });

  test('a card without an industry shows the page default badge', async ({ page }) => {
    const response = await page.request.get('/api/galleries/mall');
    const { items } = (await response.json()) as { items: Record<string, unknown>[] };
    const first = { ...items[0], industry: null };
    await page.route(/\/api\/galleries\/mall$/, (route) => route.fulfill({ json: { items: [first] } }));
    await page.goto('/mall-brands');
    await expect(
      page.getByRole('region', { name: 'Palettes' }).getByText('Retail', { exact: true }),
    ).toBeVisible();
  });
});

test.describe('magic quadrants', () => {
  async function quadrantCounts(page: Page): Promise<number[]> {
    const counts: number[] = [];
    for (const name of ['Leaders', 'Challengers', 'Visionaries', 'Niche Players']) {
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, level: 3 }) });
      const count = card.getByText(/^\d+ brands?$/).first();
      counts.push(Number((await count.textContent())?.match(/\d+/)?.[0]));
    }
    return counts;
  }

  test('plots brands in four quadrants with counts, lists and selectors in the URL', async ({ page }) => {
    await page.goto('/quadrants');
    await expect(page).toHaveTitle('Brand Magic Quadrants | Brand Atlas');
    await expect(page.getByLabel('Analysis Type')).toHaveValue('price-market');
    await expect(page.getByLabel('Filter Brands')).toHaveValue('luxury');
    const chart = page.getByRole('group', { name: /^Price vs Market Share: \d+ brands in four quadrants$/ });
    await expect(chart).toBeVisible();
    const svg = page.locator('main svg[viewBox="0 0 500 500"]');
    await expect(svg).toHaveAttribute('width', '500');
    await expect(svg).toHaveAttribute('height', '500');
    const points = chart.getByRole('link');
    const plotted = await points.count();
    expect(plotted).toBeGreaterThan(0);
    expect((await quadrantCounts(page)).reduce((a, b) => a + b, 0)).toBe(plotted);
    for (const name of ['Leaders', 'Challengers', 'Visionaries', 'Niche Players']) {
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, level: 3 }) });
      expect(await card.getByRole('link').count()).toBeLessThanOrEqual(8);
    }

    // Hovering a point names its brand (the last point is drawn on top of any it overlaps).
    await points.last().hover();
    const label = (await points.last().getAttribute('aria-label')) ?? '';
    await expect(
      page
        .locator('main [data-slot="quadrant-tooltip"]')
        .getByText(label.split(':')[0] ?? '', { exact: true }),
    ).toBeVisible();

    await page.getByLabel('Analysis Type').selectOption('heritage-pricing');
    await expect(page).toHaveURL(/type=heritage-pricing/);
    await expect(page.getByRole('group', { name: /^Heritage vs Pricing/ })).toBeVisible();
    await page.getByLabel('Filter Brands').selectOption('industry:Beverages');
    await expect(page).toHaveURL(/filter=industry%3ABeverages/);
    await expect(page.getByRole('group', { name: /^Heritage vs Pricing: \d+ brands/ })).toBeVisible();
    await expect(page.locator('main svg a, main svg [role="link"]').first()).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Filter Brands')).toHaveValue('industry:Beverages');
  });

  test('an unknown filter shows an empty chart message, not an error', async ({ page }) => {
    await page.goto('/quadrants?filter=industry%3ASpaceflight');
    await expect(page.getByText('No brands to plot.')).toBeVisible();
  });
});

test.describe('pricing', () => {
  test('Freelancer is the default; team buttons say they are coming soon', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page).toHaveTitle('Pricing | Brand Atlas');
    await expect(page.getByRole('radio', { name: 'Freelancer' })).toBeChecked();
    await expect(page.getByRole('heading', { name: 'Brand Explorer Pro' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upgrade to Pro - $19.99/month' })).toBeVisible();
    await page.getByRole('radio', { name: 'Teams' }).click();
    await expect(page.getByRole('radio', { name: 'Teams' })).toBeChecked();
    for (const [button, message] of [
      ['Start free trial', 'Free trial coming soon!'],
      ['Choose Professional', 'Team plans coming soon!'],
      ['Ask about Enterprise', 'Enterprise plan coming soon!'],
    ] as const) {
      await page.getByRole('button', { name: button }).click();
      await expect(page.getByText(message).first()).toBeVisible();
    }
    await expect(page.getByText('Most Popular')).toBeVisible();
    await expect(page.getByText('$499')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Not yet available' })).toBeDisabled();
  });
});

test.describe('pricing, what Pro adds', () => {
  test('Pro lists what it adds to the free plan, not what is free to every visitor', async ({ page }) => {
    await page.goto('/pricing');
    const free = page.getByRole('region', { name: 'Free', exact: true });
    const pro = page.getByRole('region', { name: 'Brand Explorer Pro' });
    await expect(pro.getByText('Save favourite brands and come back to them')).toBeVisible();
    for (const feature of [
      'Every brand profile: colours, logos, positioning, news and people',
      'Palette exports for CSS, Tailwind and design tokens',
    ]) {
      await expect(free.getByText(feature)).toBeVisible();
      await expect(pro.getByText(feature)).toHaveCount(0);
    }
  });
});

test.describe('every page', () => {
  test('carries the security headers and its own title', async ({ page }) => {
    const response = await page.goto('/brands');
    const headers = response?.headers() ?? {};
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    const titles = new Set<string>();
    let previous = '';
    for (const path of [
      '/',
      '/brands',
      '/verified',
      '/archetypes',
      '/quadrants',
      '/pricing',
      '/luxury-colors',
    ]) {
      await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
      // A first screen rendered on the server shows its heading before the page sets its title.
      await expect.poll(() => page.title()).not.toBe(previous);
      previous = await page.title();
      titles.add(previous);
    }
    expect(titles.size).toBe(7);
  });

  test('have no serious or critical accessibility violations, light and dark', async ({ page }) => {
    test.setTimeout(240_000);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const path of ['/', '/brands', '/verified', '/archetypes', '/quadrants', '/coffee-brands']) {
        await page.goto(path);
        await expect(page.locator('h1')).toBeVisible();
        // Wait for the data, so the check covers the real content rather than skeletons.
        await expect(page.locator('main [role="status"]')).toHaveCount(0, { timeout: 15_000 });
        expect(await seriousViolations(page, scheme, path)).toEqual([]);
      }
    }
  });
});
