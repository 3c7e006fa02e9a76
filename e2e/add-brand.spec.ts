import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { notHtmlSite } from '../src/server/analysis/test/fixture-sites/failing-sites';
import { svgInlineLogoSite } from '../src/server/analysis/test/fixture-sites/svg-inline-logo';
import { type FixtureServer, serveFixtureSite } from '../src/server/test/fixture-server';
import { signInAs as signIn } from './sign-in';

// Each journey signs in and waits for real analyses on a machine under load.
test.setTimeout(90_000);

let coffee: FixtureServer;
let paper: FixtureServer;
/** One website per brand: the same website is not added twice. */
let roasters: FixtureServer;
let polling: FixtureServer;
let corrected: FixtureServer;
let lantern: FixtureServer;

test.beforeAll(async () => {
  coffee = await serveFixtureSite(await svgInlineLogoSite.pages());
  roasters = await serveFixtureSite(await svgInlineLogoSite.pages());
  polling = await serveFixtureSite(await svgInlineLogoSite.pages());
  corrected = await serveFixtureSite(await svgInlineLogoSite.pages());
  // The second try reads a site that answers slowly, so its live progress is on screen long
  // enough to be seen before the analysis completes.
  const lanternSite = await svgInlineLogoSite.pages();
  const home = lanternSite['/'];
  if (typeof home !== 'object') throw new Error('the fixture site has no home page resource');
  lantern = await serveFixtureSite({ ...lanternSite, '/': { ...home, delayMs: 2_500 } });
  paper = await serveFixtureSite(await notHtmlSite.pages());
});
test.afterAll(async () => {
  for (const server of [coffee, roasters, polling, corrected, lantern, paper]) await server.close();
});

async function openWizard(page: Page) {
  await page.goto('/brands');
  await page.getByRole('button', { name: 'Add New Brand' }).click();
  return page.getByRole('dialog');
}

test('a visitor is asked to sign in before adding a brand', async ({ page }) => {
  const dialog = await openWizard(page);
  await expect(dialog.getByText('Please sign in to add a brand.')).toBeVisible();
  await dialog.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('closing the wizard gives the focus back to Add New Brand', async ({ page }) => {
  await page.goto('/brands');
  const button = page.getByRole('button', { name: 'Add New Brand' });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

async function toUrlStep(page: Page, name: string) {
  const dialog = await openWizard(page);
  await dialog.getByLabel('Brand name').fill(name);
  await dialog.getByLabel('Brand name').press('Enter');
  await dialog.getByLabel('Industry').click();
  await page.getByRole('option', { name: 'Retail' }).click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  return dialog;
}

test('text that is not a web address is refused beside the field, before anything is sent', async ({
  page,
}) => {
  await signIn(page, `address-${Date.now()}@example.com`);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/brands')
      posts.push(request.url());
  });
  const dialog = await toUrlStep(page, 'Wexcombe Saddlery');
  const website = dialog.getByLabel('Website');
  await website.fill('wexcombe saddlery');
  await dialog.getByRole('button', { name: 'Create & Analyze' }).click();
  const message = dialog.getByText('Enter a web address, such as wexcombesaddlery.com.');
  await expect(message).toBeVisible();
  await expect(website).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await website.getAttribute('aria-describedby'))?.split(' ') ?? [];
  expect(describedBy).toContain(await message.getAttribute('id'));
  await expect(website).toBeFocused();
  await expect(dialog.getByText('Failed to create brand. Please try again.')).toHaveCount(0);
  expect(posts).toEqual([]);

  // A bare domain is sent as typed (the server assumes https); a refusal of the address by the
  // server says the same beside the field, not the generic failure.
  await page.route('**/api/brands', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          contentType: 'application/problem+json',
          body: JSON.stringify({
            type: 'about:blank',
            title: 'Bad Request',
            status: 400,
            detail: 'Invalid parameter: url',
            errors: [{ name: 'url', reason: 'Please enter a valid http or https address' }],
          }),
        })
      : route.continue(),
  );
  await website.fill('quuxly.com');
  await expect(message).toHaveCount(0);
  await expect(website).not.toHaveAttribute('aria-invalid', 'true');
  await website.press('Enter');
  await expect(dialog.getByText('Enter a web address, such as wexcombesaddlery.com.')).toBeVisible();
  expect(posts).toHaveLength(1);
  await expect(website).toHaveValue('quuxly.com');
  await expect(dialog.getByText('Failed to create brand. Please try again.')).toHaveCount(0);
  await expect(dialog.getByText('Invalid parameter: url')).toHaveCount(0);
  await expect(page.getByText('Failed to create brand. Please try again.')).toHaveCount(0);
});

test('add a brand: duplicate check, steps with Back, live analysis, completed, the new page', async ({
  page,
}) => {
  await signIn(page, `wizard-${Date.now()}@example.com`);
  const dialog = await openWizard(page);
  const name = dialog.getByLabel('Brand name');
  const continueButton = dialog.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await name.fill('   ');
  await expect(continueButton).toBeDisabled();

  // An existing brand: its message, a link to it and no Continue (spec 000 §4, §5).
  await name.fill('starbucks');
  await expect(dialog.getByText('Starbucks is already in our database.')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'View Starbucks' })).toHaveAttribute(
    'href',
    '/brands/starbucks',
  );
  await expect(continueButton).toHaveCount(0);
  await name.fill('Starbuck');
  await expect(
    dialog.getByText('Did you mean "Starbucks"? This brand is already in our database.'),
  ).toBeVisible();

  // Enter submits; Back keeps what was typed.
  await name.fill('Pinecone Coffee');
  await expect(continueButton).toBeEnabled();
  await name.press('Enter');
  await expect(dialog.getByText('Step 2 of 3')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByLabel('Brand name')).toHaveValue('Pinecone Coffee');
  await dialog.getByLabel('Brand name').press('Enter');
  await dialog.getByLabel('Industry').click();
  await page.getByRole('option', { name: 'Food & Beverage' }).click();
  await dialog.getByRole('button', { name: 'Continue' }).click();

  const website = dialog.getByLabel('Website');
  await expect(website).toHaveAttribute('type', 'url');
  await expect(website).toHaveAttribute('placeholder', 'https://www.pineconecoffee.com');
  await expect(dialog.getByRole('button', { name: 'Create & Analyze' })).toBeDisabled();
  await website.fill(`${coffee.origin}/`);
  const axe = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
  await website.press('Enter');

  await expect(page.getByText('Brand created! Starting AI analysis...')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Pinecone Coffee is ready' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(dialog.getByText('Analysis complete')).toBeVisible();
  await dialog.getByRole('link', { name: 'View Brand' }).click();
  await expect(page).toHaveURL(/\/brands\/pinecone-coffee$/);
  await expect(page.getByRole('heading', { name: 'Pinecone Coffee', level: 1 })).toBeVisible();
  await expect(page.getByText('Small-batch roasts from the Cascades').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Copy Primary color #7A3E1D/ })).toBeVisible();
});

test('the analysis ticks off its stages as the server finishes them', async ({ page }) => {
  await signIn(page, `ticks-${Date.now()}@example.com`);
  const dialog = await openWizard(page);
  await dialog.getByLabel('Brand name').fill('Pinecone Roasters');
  await dialog.getByLabel('Brand name').press('Enter');
  await dialog.getByLabel('Industry').click();
  await page.getByRole('option', { name: 'Food & Beverage' }).click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('Website').fill(`${roasters.origin}/`);
  await dialog.getByRole('button', { name: 'Create & Analyze' }).click();
  const bar = dialog.getByRole('progressbar', { name: 'Analysis of Pinecone Roasters' });
  await expect(bar).toBeVisible();
  // Every value the bar takes is recorded in the page itself, however busy the machine is.
  await bar.evaluate((element) => {
    const record = window as unknown as { seenProgress: string[] };
    record.seenProgress = [element.getAttribute('aria-valuenow') ?? ''];
    new MutationObserver(() => record.seenProgress.push(element.getAttribute('aria-valuenow') ?? '')).observe(
      element,
      { attributes: true, attributeFilter: ['aria-valuenow'] },
    );
  });
  await expect(dialog.getByRole('heading', { name: 'Pinecone Roasters is ready' })).toBeVisible({
    timeout: 30_000,
  });
  const seen = new Set(
    await page.evaluate(() => (window as unknown as { seenProgress: string[] }).seenProgress),
  );
  // Only the spec's checkpoints were ever shown.
  for (const value of seen) expect(['10', '30', '60', '80', '85', '90', '95', '98', '100']).toContain(value);
  expect(seen.has('100')).toBe(true);
});

test('a site that cannot be analysed returns to the url step; a corrected address analyses the same brand', async ({
  page,
}) => {
  await signIn(page, `retry-${Date.now()}@example.com`);
  const dialog = await openWizard(page);
  await dialog.getByLabel('Brand name').fill('Paper Trail Press');
  await dialog.getByLabel('Brand name').press('Enter');
  await dialog.getByLabel('Industry').click();
  await page.getByRole('option', { name: 'Media & Entertainment' }).click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('Website').fill(`${paper.origin}/`);
  await dialog.getByRole('button', { name: 'Create & Analyze' }).click();

  // The brand was created: the analysis failed, which the wizard says (not 'Failed to create brand').
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText(
    'The analysis of Paper Trail Press failed. Check the address and analyze it again.',
    { timeout: 20_000 },
  );
  await expect(alert).not.toContainText('Failed to create brand');
  await expect(alert).toContainText('not a web page');
  await expect(dialog.getByLabel('Website')).toBeVisible();
  await dialog.getByLabel('Website').fill(`${corrected.origin}/`);
  await dialog.getByRole('button', { name: 'Analyze Again' }).click();
  await expect(dialog.getByRole('heading', { name: 'Paper Trail Press is ready' })).toBeVisible({
    timeout: 20_000,
  });
  await dialog.getByRole('link', { name: 'View Brand' }).click();
  await expect(page).toHaveURL(/\/brands\/paper-trail-press$/);

  // Closing resets the wizard to an empty name step.
  const again = await openWizard(page);
  await expect(again.getByLabel('Brand name')).toHaveValue('');
  await expect(again.getByText('Step 1 of 3')).toBeVisible();
});

test('without the live event stream the wizard still sees the analysis finish, by reading the brand', async ({
  page,
}) => {
  await page.route('**/api/events*', (route) => route.abort());
  await signIn(page, `poll-${Date.now()}@example.com`);
  const dialog = await openWizard(page);
  await dialog.getByLabel('Brand name').fill('Pinecone Polling');
  await dialog.getByLabel('Brand name').press('Enter');
  await dialog.getByLabel('Industry').click();
  await page.getByRole('option', { name: 'Food & Beverage' }).click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('Website').fill(`${polling.origin}/`);
  await dialog.getByRole('button', { name: 'Create & Analyze' }).click();
  await expect(dialog.getByRole('heading', { name: 'Pinecone Polling is ready' })).toBeVisible({
    timeout: 30_000,
  });
});

async function addBrand(page: Page, name: string, industry: string, url: string) {
  const dialog = await openWizard(page);
  await dialog.getByLabel('Brand name').fill(name);
  await dialog.getByLabel('Brand name').press('Enter');
  await dialog.getByLabel('Industry').click();
  await page.getByRole('option', { name: industry }).click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('Website').fill(url);
  await dialog.getByRole('button', { name: 'Create & Analyze' }).click();
  return dialog;
}

test('a failed brand stays private: its maker sees why, is offered it again, and retries from its page', async ({
  page,
  browser,
}) => {
  await signIn(page, `private-${Date.now()}@example.com`);
  const dialog = await addBrand(page, 'Lantern Paper Mill', 'Retail', `${paper.origin}/lantern`);
  await expect(dialog.getByRole('alert')).toContainText('The analysis of Lantern Paper Mill failed', {
    timeout: 20_000,
  });
  await page.keyboard.press('Escape');

  // Not in Latest Brands; listed for its maker, with the failure.
  await page.goto('/brands');
  const mine = page.getByRole('region', { name: 'Your brands in analysis' });
  await expect(mine.getByRole('link', { name: 'Lantern Paper Mill' })).toBeVisible();
  await expect(mine).toContainText('Analysis failed');
  await expect(page.getByRole('heading', { name: 'Latest Brands' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Latest Brands' }).getByText('Lantern Paper Mill'),
  ).toHaveCount(0);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  // Another visitor does not find it.
  const stranger = await browser.newPage({ baseURL: page.url() });
  await stranger.goto('/brands/lantern-paper-mill');
  await expect(stranger.getByRole('heading', { name: 'Brand not found' })).toBeVisible();
  await stranger.close();

  // The duplicate check offers the maker their own brand instead of blocking.
  const again = await openWizard(page);
  await again.getByLabel('Brand name').fill('Lantern Paper Mill');
  await expect(
    again.getByText(
      'You already added Lantern Paper Mill, but its analysis failed. Open it to see why and try again.',
    ),
  ).toBeVisible();
  await again.getByRole('link', { name: 'View Lantern Paper Mill' }).click();

  // Its page: the reason, no 'Last analyzed', and a second try with live progress.
  await expect(page).toHaveURL(/\/brands\/lantern-paper-mill$/);
  await expect(
    page.getByRole('heading', { name: 'The analysis of Lantern Paper Mill failed' }),
  ).toBeVisible();
  await expect(page.getByText('Only you and the admins can see this brand.')).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('The site answered 404');
  await expect(page.getByText(/Last analyzed/)).toHaveCount(0);
  const pageAxe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(pageAxe.violations.map((v) => v.id)).toEqual([]);
  await page.getByLabel('Website').fill(`${lantern.origin}/`);
  await page.getByRole('button', { name: 'Analyze Again' }).click();
  await expect(page.getByRole('heading', { name: 'Analyzing Lantern Paper Mill' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Analysis of Lantern Paper Mill' })).toBeVisible();
  // Completed: the page shows the analysed brand, which is now in the catalogue.
  await expect(page.getByText(/Last analyzed/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Only you and the admins can see this brand.')).toHaveCount(0);
  await page.goto('/brands');
  await expect(
    page.getByRole('region', { name: 'Latest Brands' }).getByText('Lantern Paper Mill'),
  ).toBeVisible();
});

test('the same website is not added twice: the brand already there is offered', async ({ page }) => {
  await signIn(page, `site-${Date.now()}@example.com`);
  const dialog = await addBrand(page, 'Cascade Beans', 'Food & Beverage', `${coffee.origin}/beans`);
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('Pinecone Coffee is already in our database with this website.');
  await expect(alert).not.toContainText('Failed to create brand');
  await dialog.getByRole('link', { name: 'View Pinecone Coffee' }).click();
  await expect(page).toHaveURL(/\/brands\/pinecone-coffee$/);
});
