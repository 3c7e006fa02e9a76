import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './accessibility';

/** The brands the nearest-colour API answers first for a colour: the page must show the same. */
async function nearestNames(page: Page, hex: string, role = 'main'): Promise<string[]> {
  const res = await page.request.get(`/api/colors/nearest?hex=${hex}&role=${role}&limit=24`);
  const body = (await res.json()) as { items: { brand: { name: string } }[] };
  return body.items.map((i) => i.brand.name);
}

const results = (page: Page, hex: string) => page.getByRole('list', { name: `Brands near #${hex}` });

test.describe('brands by colour', () => {
  test('starts from a famous colour and lists the nearest brands with the matched swatch', async ({
    page,
  }) => {
    await page.goto('/colors');
    await expect(page).toHaveTitle('Brands by Color | Brand Atlas');
    await expect(page.getByRole('heading', { name: 'Brands by Color', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Brands near Starbucks Green #00704A' }).click();
    await expect(page).toHaveURL(/\/colors\?hex=00704A$/);
    await expect(page.getByRole('heading', { name: 'Brands near #00704A' })).toBeVisible();
    const list = results(page, '00704A');
    const expected = await nearestNames(page, '00704A');
    await expect(list.locator(':scope > li h3')).toHaveText(expected);
    const first = list.locator(':scope > li').first();
    await expect(first.getByRole('heading', { name: 'Starbucks' })).toBeVisible();
    await expect(first.getByText('ΔE 0.0')).toBeVisible();
    // The matched swatch leads on to the brands near it.
    await expect(
      first.getByRole('link', { name: 'Brands near Primary color #00704A' }).first(),
    ).toHaveAttribute('href', '/colors?hex=00704A');
  });

  test('reads typed hex without #, explains names and alpha, and compares the roles asked', async ({
    page,
  }) => {
    await page.goto('/colors');
    const input = page.getByLabel('Hex colour');
    await input.fill('red');
    await page.getByRole('button', { name: 'Find brands' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      "'red' is a name, not a hex colour. Use a hex colour such as #00704A.",
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/colors$/);
    await input.fill('#00704A80');
    await input.press('Enter');
    await expect(page.getByRole('alert')).toContainText('has an alpha channel');

    await input.fill('e50914');
    await input.press('Enter');
    await expect(page).toHaveURL(/hex=E50914/);
    await expect(input).toHaveValue('#E50914');
    await expect(results(page, 'E50914').locator(':scope > li h3')).toHaveText(
      await nearestNames(page, 'E50914'),
    );

    await page.getByRole('radio', { name: 'Primary only' }).click();
    await expect(page).toHaveURL(/role=primary/);
    const primary = await nearestNames(page, 'E50914', 'primary');
    await expect(results(page, 'E50914').locator(':scope > li h3')).toHaveText(primary);
    const roles = await results(page, 'E50914')
      .locator(':scope > li')
      .evaluateAll((items) => items.map((li) => li.textContent ?? ''));
    expect(roles.every((text) => text.includes('Primary #'))).toBe(true);

    // The three-digit short form, and the browser's colour picker.
    await input.fill('0ab');
    await input.press('Enter');
    await expect(page).toHaveURL(/hex=00AABB/);
    await page.getByLabel('Pick a colour').fill('#0abab5');
    await expect(page).toHaveURL(/hex=0ABAB5/);
    await expect(page.getByRole('heading', { name: 'Brands near #0ABAB5' })).toBeVisible();
  });

  test('a bad colour in the address is explained, and the API refuses bad input with 400s', async ({
    page,
  }) => {
    await page.goto('/colors?hex=zzz');
    await expect(page.getByRole('alert')).toContainText("'zzz' is a name, not a hex colour");
    for (const hex of ['red', '00704A80', 'not-a-colour', '']) {
      const res = await page.request.get(`/api/colors/nearest?hex=${hex}`);
      expect(res.status(), hex).toBe(400);
      expect(res.headers()['content-type']).toContain('application/problem+json');
    }
  });

  test('every swatch, on cards, galleries, archetypes, the home page and brand pages, opens the brands near its colour', async ({
    page,
  }) => {
    await page.goto('/brands?search=starbucks');
    const card = page.locator('main ul > li').filter({ has: page.locator('a[href="/brands/starbucks"]') });
    const primary = card.getByRole('link', { name: 'Brands near Primary color #00704A' });
    // A pointer's tooltip names the colour's role too: a card's swatches carry no visible label.
    await expect(primary).toHaveAttribute('title', 'Brands near Primary color #00704A');
    await primary.click();
    await expect(page).toHaveURL(/\/colors\?hex=00704A$/);
    await expect(page.getByRole('heading', { name: 'Brands near #00704A' })).toBeVisible();

    // The galleries' cards, their wheel's panel, the archetypes' colours and the home page's palettes.
    await page.goto('/coffee-brands');
    const palettes = page.getByRole('region', { name: 'Palettes' });
    await expect(palettes.getByRole('link', { name: 'Brands near Primary color #00704A' })).toHaveAttribute(
      'href',
      '/colors?hex=00704A',
    );
    await page
      .getByRole('group', { name: /^Colour wheel/ })
      .getByRole('button', { name: /^Starbucks, #00704A$/ })
      .click();
    await expect(
      page.locator('main [aria-live="polite"]').getByRole('link', { name: 'Brands near this colour' }),
    ).toHaveAttribute('href', '/colors?hex=00704A');
    await page.goto('/archetypes');
    await expect(
      page
        .getByRole('article', { name: 'The Hero' })
        .getByRole('link', { name: 'Brands near Victory Red #D7263D' }),
    ).toHaveAttribute('href', '/colors?hex=D7263D');
    await page.goto('/');
    await expect(
      page
        .getByRole('list', { name: 'Palettes from the catalogue' })
        .getByRole('link', { name: /^Brands near .+ primary color #[0-9A-F]{6}$/ })
        .first(),
    ).toBeVisible();

    await page.goto('/brands/coca-cola');
    const colors = page.getByRole('region', { name: 'Brand Colors' });
    await expect(
      colors.getByRole('link', { name: /^Brands near Primary color #F40009/ }).first(),
    ).toBeVisible();
    await colors.getByRole('link', { name: 'Brands near Primary color #F40009', exact: true }).click();
    await expect(page).toHaveURL(/\/colors\?hex=F40009$/);
  });
});

test.describe('the colour landscape', () => {
  test('maps an industry, lists shared colours and unclaimed hues, and is walked by keyboard', async ({
    page,
  }) => {
    const landscape = (await (
      await page.request.get('/api/colors/landscape?industry=Food%20%26%20Beverage')
    ).json()) as {
      points: { brand: { name: string; slug: string } }[];
      unclaimed: unknown[];
      clusters: unknown[];
    };
    await page.goto('/colors/landscape');
    await expect(page).toHaveTitle('Color Landscape | Brand Atlas');
    await expect(page.getByText('Choose an industry to see its colours')).toBeVisible();
    await page.getByLabel('Industry', { exact: true }).selectOption('Food & Beverage');
    await expect(page).toHaveURL(/industry=Food\+%26\+Beverage|industry=Food%20%26%20Beverage/);
    const map = page.getByRole('group', { name: /^Colour landscape of Food & Beverage: \d+ brands/ });
    await expect(map).toBeVisible();
    const points = map.getByRole('link');
    await expect(points).toHaveCount(landscape.points.length);
    await expect(page.getByRole('region', { name: 'Unclaimed hues' }).getByRole('listitem')).toHaveCount(
      landscape.unclaimed.length,
    );
    await expect(
      page.getByRole('region', { name: 'Shared colours' }).getByRole('list').first().locator(':scope > li'),
    ).toHaveCount(landscape.clusters.length);

    // One tab stop; the arrows walk the brands, the panel names them, Enter opens one.
    expect(await map.locator('[tabindex="0"]').count()).toBe(1);
    await map.locator('[tabindex="0"]').focus();
    const first = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    await page.keyboard.press('ArrowRight');
    const second = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(second).not.toBe(first);
    const name = second?.split(',')[0] ?? '';
    const panel = page.locator('main [aria-live="polite"]').filter({ hasText: 'Brands near this colour' });
    await expect(panel.getByText(name, { exact: true })).toBeVisible();
    await page.keyboard.press('Enter');
    const slug = landscape.points.find((p) => p.brand.name === name)?.brand.slug;
    await expect(page).toHaveURL(new RegExp(`/brands/${slug}$`));
  });

  test('says so when an industry has no brand colours', async ({ page }) => {
    await page.goto('/colors/landscape?industry=Shipbuilding');
    await expect(page.getByText('No Shipbuilding brand has a primary colour yet.')).toBeVisible();
  });
});

test.describe('comparing brands', () => {
  test('adds brands from cards, opens them side by side from the tray, and shares the address', async ({
    page,
    browser,
  }) => {
    await page.goto('/brands?search=starbucks');
    await page.getByRole('button', { name: 'Add Starbucks to comparison' }).click();
    const tray = page.getByRole('complementary', { name: 'Comparison' });
    await expect(tray.getByText('Add one more brand to compare.')).toBeVisible();
    await page.goto('/brands?search=dunkin');
    // The tray comes back with the app, at the foot of the screen, where the card's button is: a
    // press made as it appears lands on the tray. It is awaited first, as a visitor sees it.
    await expect(tray.getByText('Starbucks', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: /^Add Dunkin.* to comparison$/ }).click();
    await expect(
      page.getByRole('button', { name: /^Remove Dunkin.* from comparison$/ }).first(),
    ).toHaveAttribute('aria-pressed', 'true');
    await tray.getByRole('link', { name: 'Compare 2 brands' }).click();
    await expect(page).toHaveURL(/\/compare\?brands=starbucks,dunkin/);
    const table = page.getByRole('table', { name: /^Comparison of Starbucks, Dunkin/ });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveCount(2);
    for (const row of ['Colours', 'Archetype', 'Pricing', 'Positioning', 'Facts']) {
      await expect(table.getByRole('rowheader', { name: row })).toBeVisible();
    }
    await expect(table.getByText(/on white \d+\.\d\d:1/).first()).toBeVisible();
    await expect(table.getByText('AA on white').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Primary colours against each other' })).toBeVisible();

    // The address is the comparison: another visitor sees the same brands.
    const url = page.url();
    const other = await browser.newPage();
    await other.goto(url);
    await expect(other.getByRole('table', { name: /^Comparison of Starbucks, Dunkin/ })).toBeVisible();
    await other.close();

    // Add a third from the picker, remove one from the table.
    await page.getByLabel('Add a brand').fill('nike');
    await page.getByRole('button', { name: 'Nike', exact: true }).click();
    await expect(page).toHaveURL(/brands=starbucks,dunkin[^,]*,nike$/);
    await expect(table.getByRole('columnheader')).toHaveCount(3);
    await page.getByRole('button', { name: 'Remove Starbucks from the comparison' }).click();
    await expect(page).toHaveURL(/brands=dunkin[^,]*,nike$/);
    await expect(
      page.getByRole('table', { name: /^Comparison of Dunkin.*, Nike$/ }).getByRole('columnheader'),
    ).toHaveCount(2);
  });

  test('exports the comparison as files that read back', async ({ page }) => {
    await page.goto('/compare?brands=nike,adidas');
    const exports = page.getByRole('region', { name: 'Export these palettes' });
    await expect(exports.getByRole('link', { name: 'CSS variables' })).toHaveAttribute(
      'href',
      '/api/colors/export?brands=nike,adidas&format=css',
    );
    await exports.getByLabel("Include each colour's AA shade on white and tint on black").check();
    const ase = page.waitForEvent('download');
    await exports.getByRole('link', { name: 'Adobe ASE' }).click();
    const file = await ase;
    expect(file.suggestedFilename()).toBe('nike-adidas-accessible-palette.ase');
    const bytes = fs.readFileSync((await file.path()) ?? '');
    expect(bytes.subarray(0, 4).toString('ascii')).toBe('ASEF');
    const png = page.waitForEvent('download');
    await exports.getByRole('link', { name: 'PNG swatch card' }).click();
    const card = fs.readFileSync((await (await png).path()) ?? '');
    expect(card.subarray(1, 4).toString('ascii')).toBe('PNG');
    const tokens = await page.request.get('/api/colors/export?brands=nike,adidas&format=dtcg&pairs=true');
    const doc = (await tokens.json()) as Record<string, Record<string, { $type?: string }>>;
    expect(doc.nike?.['primary-on-white']?.$type).toBe('color');
  });

  test('explains an address with too few or too many brands, and the API refuses 10,000', async ({
    page,
  }) => {
    await page.goto('/compare?brands=nike');
    await expect(page.getByText('Choose one more brand to compare.')).toBeVisible();
    await page.goto('/compare?brands=nike,adidas,puma,reebok,vans');
    await expect(page.getByText('That is more than this page compares.')).toBeVisible();
    await page.getByRole('button', { name: 'Keep the first 4' }).click();
    await expect(page).toHaveURL(/brands=nike,adidas,puma,reebok$/);
    await expect(page.getByRole('table')).toBeVisible();
    const many = Array.from({ length: 10_000 }, (_, i) => `brand-${i}`).join(',');
    const refused = await page.request.get(`/api/compare?brands=${many}`);
    expect([400, 431]).toContain(refused.status());
    const five = await page.request.get('/api/compare?brands=a,b,c,d,e');
    expect(five.status()).toBe(400);
    expect(((await five.json()) as { detail: string }).detail).toContain('Choose 2 to 4 brands');
  });

  test("the brand page offers 'Add to comparison' and warns of a competitor in a colour too close", async ({
    page,
  }) => {
    await page.goto('/brands/adidas');
    const add = page.getByRole('button', { name: 'Add Adidas to comparison' });
    await add.click();
    await expect(
      page.getByRole('main').getByRole('button', { name: 'Remove Adidas from comparison' }),
    ).toHaveAttribute('aria-pressed', 'true');
    const competitors = page.getByRole('region', { name: 'Competitors' });
    await expect(competitors.getByText(/ΔE \d+\.\d · too close/).first()).toBeVisible();
    await expect(competitors.getByText(/primary colour is under ΔE 10/)).toBeVisible();
    await expect(
      competitors.getByRole('link', { name: 'See who owns which colour in this industry' }),
    ).toBeVisible();
    // Each colour's nearest AA shade and tint are shown.
    await expect(
      page.getByRole('region', { name: 'Brand Colors' }).getByText('AA on white').first(),
    ).toBeVisible();
  });
});

test.describe('the colour pages', () => {
  const PAGES = [
    '/colors',
    '/colors?hex=00704A',
    '/colors/landscape?industry=Food%20%26%20Beverage',
    '/compare?brands=nike,adidas',
  ];

  test('have no serious or critical accessibility violations, light and dark', async ({ page }) => {
    test.setTimeout(180_000);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const path of PAGES) {
        await page.goto(path);
        await expect(page.locator('h1')).toBeVisible();
        await expect(page.locator('main [role="status"]')).toHaveCount(0, { timeout: 15_000 });
        expect(await seriousViolations(page, scheme, path)).toEqual([]);
      }
    }
  });

  test('fit a phone: nothing but the map and the comparison table scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('main [role="status"]')).toHaveCount(0, { timeout: 15_000 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
