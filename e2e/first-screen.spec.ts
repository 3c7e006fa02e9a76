import { expect, type Page, test } from '@playwright/test';
import { isHydrated } from './hydration';

/**
 * Brand Discovery and the brand page arrive with their first screen rendered in the HTML (the
 * server renders it from the data the page carries), and the browser takes that markup over as it
 * is: no hydration mismatch, no error, the server's elements kept rather than drawn again.
 */

/** The text of #root in the raw HTML answer, before any script has run. */
async function rawRoot(page: Page, path: string): Promise<string> {
  const html = await (await page.request.get(path)).text();
  const root = /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(html)?.[1] ?? '';
  return root;
}

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** Every console error and uncaught error of the page, from its first script on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Marks the first element of #root as the server sent it, before any script runs. */
async function markServerElement(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const first = document.getElementById('root')?.firstElementChild;
      if (first) first.setAttribute('data-server-element', 'kept');
    });
  });
}

/** Waits until React has hydrated: a link of the page then navigates inside the app. */
async function expectHydrated(page: Page) {
  await expect.poll(() => page.evaluate(isHydrated)).toBe(true);
  await page.waitForLoadState('networkidle');
}

test('/brands carries its first cards in the HTML, and hydrates them without a mismatch', async ({
  page,
}) => {
  const names = (await (await page.request.get('/api/brands?sort=newest&limit=24')).json()) as {
    items: { name: string }[];
  };
  const root = await rawRoot(page, '/brands');
  expect(root).toContain('Brand Discovery');
  // The tab is named before any script runs.
  expect(await (await page.request.get('/brands')).text()).toContain(
    '<title>Brand Discovery | Brand Atlas</title>',
  );
  for (const brand of names.items.slice(0, 6)) expect(root).toContain(escapeHtml(brand.name));

  const errors = collectErrors(page);
  await markServerElement(page);
  await page.goto('/brands');
  await expectHydrated(page);
  await expect(page.getByRole('heading', { name: 'Brand Discovery', level: 1 })).toBeVisible();
  await expect(page.locator('#root > [data-server-element="kept"]')).toHaveCount(1);
  expect(errors).toEqual([]);

  // Hydrated, the page works: a sort choice changes the list in place.
  await page.getByRole('radio', { name: 'All Brands' }).click();
  await expect(page).toHaveURL(/sort=alpha/);
  await expect(page.locator('#root > [data-server-element="kept"]')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('a brand page carries its name and primary colour in the HTML, and hydrates without a mismatch', async ({
  page,
}) => {
  const nike = (await (await page.request.get('/api/brands/nike')).json()) as {
    name: string;
    primary_color: string | null;
  };
  const root = await rawRoot(page, '/brands/nike');
  expect(root).toMatch(new RegExp(`<h1[^>]*>${nike.name}`));
  expect(nike.primary_color).toBeTruthy();
  expect(root.toLowerCase()).toContain(String(nike.primary_color).toLowerCase());

  const errors = collectErrors(page);
  await markServerElement(page);
  await page.goto('/brands/nike');
  await expectHydrated(page);
  await expect(page.getByRole('heading', { name: nike.name, level: 1 })).toBeVisible();
  await expect(page.locator('#root > [data-server-element="kept"]')).toHaveCount(1);
  expect(errors).toEqual([]);

  // Hydrated, its links navigate inside the app.
  await page.getByRole('link', { name: 'Back to Brands' }).click();
  await expect(page.getByRole('heading', { name: 'Brand Discovery', level: 1 })).toBeVisible();
  await expect(page.locator('#root > [data-server-element="kept"]')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('the dark theme hydrates the server-rendered screen without a mismatch', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  const errors = collectErrors(page);
  await markServerElement(page);
  for (const path of ['/brands', '/brands/nike']) {
    await page.goto(path);
    await expectHydrated(page);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    await expect(page.locator('#root > [data-server-element="kept"]')).toHaveCount(1);
  }
  expect(errors).toEqual([]);
});

test('a brand page below its colours keeps its server markup, and its code loads as it nears the screen', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  // The sections' code arrives late, as on a slow phone.
  await page.route(/\/assets\/brand-sections-.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/brands/nike');
  await expectHydrated(page);
  const sectionsCode = () => scripts.filter((file) => /\/brand-sections-/.test(file));
  expect(sectionsCode()).toEqual([]);
  // Hydrated, with the favourites' state settled: the sections' markup is still the server's.
  await expect(page.getByRole('heading', { name: 'Company Insights', level: 2 })).toBeAttached();
  await expect(page.getByRole('heading', { name: 'History', level: 2 })).toBeAttached();

  // A press before the code has arrived is held, and made once the sections are drawn.
  await page.getByRole('button', { name: 'Show the history of this brand' }).click();
  await expect(page.getByRole('button', { name: 'Show the history of this brand' })).toHaveCount(0);
  expect(sectionsCode()).toHaveLength(1);

  // Drawn, its links navigate inside the app.
  const competitor = page.getByRole('region', { name: 'Competitors' }).getByRole('link').first();
  const name = await competitor.textContent();
  await competitor.click();
  await expect(page.getByRole('heading', { name: String(name), level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the app's code waits for the first paint, and a press made before it runs is not lost", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const html = await (await page.request.get('/brands/coca-cola')).text();
  expect(html).not.toContain('type="module"');
  expect(html).toMatch(/<script defer src="\/after-first-paint\.js" data-entry="\/assets\/index-[^"]+\.js"/);

  // The app's code arrives a second late, as on a slow phone: the screen is there, the buttons
  // not yet alive.
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.goto('/brands/coca-cola', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Copy Primary color #F40009' }).click();
  await expect(page.getByRole('button', { name: 'Primary color #F40009 copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('#F40009');
});

test('a filter or a sort chosen before the app runs is not lost', async ({ page }) => {
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.goto('/brands?industry=Beverages', { waitUntil: 'domcontentloaded' });
  const industry = page.getByLabel('Industry', { exact: true });
  await expect(industry).toHaveValue('Beverages');
  await industry.selectOption('all');
  await expect(page).toHaveURL(/\/brands$/);
  // Every brand again, the sort bar back with the newest first.
  await expect(page.getByRole('heading', { name: 'Latest Brands', level: 2 })).toBeVisible();
  await expect(industry).toHaveValue('all');

  // A sort picked in the bar (radios) before the app runs.
  await page.goto('/brands', { waitUntil: 'domcontentloaded' });
  await page.getByRole('radio', { name: 'All Brands' }).click();
  await expect(page).toHaveURL(/\/brands\?sort=alpha$/);
  await expect(page.getByRole('radio', { name: 'All Brands' })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'All Brands', level: 2 })).toBeVisible();
});

test('the first screen reads without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/brands');
  await expect(page.getByRole('heading', { name: 'Brand Discovery', level: 1 })).toBeVisible();
  await expect(page.locator('main section ul > li').first()).toBeVisible();
  await page.goto('/brands/nike');
  await expect(page.getByRole('heading', { name: 'Nike', level: 1 })).toBeVisible();
  await context.close();
});

test('a signed-in visitor and a missing brand get the page rendered in the browser', async ({ page }) => {
  expect(await rawRoot(page, '/brands/no-such-brand-here')).toBe('');
  const signedIn = await (
    await page.request.get('/brands', { headers: { cookie: 'better-auth.session_token=x' } })
  ).text();
  expect(signedIn).toContain('<div id="root"></div>');
});
