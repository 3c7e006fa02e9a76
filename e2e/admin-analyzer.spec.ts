import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { nearestColorName } from '../src/server/analysis/colors/color-names';
import { serverErrorSite } from '../src/server/analysis/test/fixture-sites/failing-sites';
import { svgInlineLogoSite } from '../src/server/analysis/test/fixture-sites/svg-inline-logo';
import { quietSite, trailheadOutfitters } from '../src/server/analysis/test/intel-fixture-sites';
import { type FixtureServer, serveFixtureSite } from '../src/server/test/fixture-server';
import { expect, importBrand, signInAs, test } from './admin-fixtures';
import { CAIRN_COMPASS, cairnCompassSite } from './fixtures/cairn-compass-site';

// Each journey waits for real analyses of fixture websites on a machine under load.
test.setTimeout(120_000);

let rich: FixtureServer;
let coffee: FixtureServer;
let trailhead: FixtureServer;
let quiet: FixtureServer;
let broken: FixtureServer;

test.beforeAll(async () => {
  [rich, coffee, trailhead, quiet, broken] = await Promise.all([
    serveFixtureSite(await cairnCompassSite.pages()),
    serveFixtureSite(await svgInlineLogoSite.pages()),
    serveFixtureSite(trailheadOutfitters.site),
    serveFixtureSite(quietSite.site),
    serveFixtureSite(await serverErrorSite.pages()),
  ]);
});
test.afterAll(async () => {
  await Promise.all([rich, coffee, trailhead, quiet, broken].map((server) => server.close()));
});

/** A toast of the given title, and its description. */
function toast(page: Page, title: string) {
  return page.locator('[data-sonner-toast]').filter({ has: page.getByText(title, { exact: true }) });
}

/** The share of an image's pixels that are darker than mid-grey (a filled square is 1). */
async function inkCoverage(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).flatten({ background: '#ffffff' }).greyscale().raw().toBuffer({
    resolveWithObject: true,
  });
  let ink = 0;
  for (const value of data) if (value < 128) ink++;
  return ink / (info.width * info.height);
}

/** Edit mode: the brand's website becomes `url`, saved as an admin does it. */
async function pointAt(page: Page, name: string, url: string) {
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = page.getByRole('region', { name: `Edit ${name}` });
  await editor.getByLabel('Website').fill(url);
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Brand updated', { exact: true })).toBeVisible();
  await expect(editor).toBeHidden();
}

test('an admin points a brand at its site, re-analyzes it and the page fills in live', async ({
  page,
}, testInfo) => {
  const { slug } = await importBrand(page, { name: CAIRN_COMPASS.name });
  await page.goto(`/brands/${slug}`);
  await expect(page.getByRole('heading', { name: CAIRN_COMPASS.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent News' })).toHaveCount(0);

  await pointAt(page, CAIRN_COMPASS.name, `${rich.origin}/`);
  await page.getByRole('button', { name: 'Re-Analyze' }).click();
  await expect(page.getByText('Re-analysis started', { exact: true })).toBeVisible();
  await expect(page.getByText('Analysis completed', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Re-Analyze' })).toBeEnabled();

  // Without a reload, every section shows what the analyzer stored.
  await expect(page.getByText(CAIRN_COMPASS.tagline).first()).toBeVisible();
  const colors = page.getByRole('region', { name: 'Brand Colors' });
  await expect(
    colors.getByRole('button', { name: `Copy Primary color ${CAIRN_COMPASS.primary}` }),
  ).toBeVisible();
  await expect(colors.getByText('Evergreen', { exact: true })).toBeVisible();
  const logos = page.getByRole('region', { name: 'Logos' });
  await expect(logos.getByRole('img').first()).toBeVisible();
  const messaging = page.getByRole('region', { name: 'Messaging' });
  await expect(messaging.getByText('To make gear that lasts a lifetime of journeys')).toBeVisible();
  const positioning = page.getByRole('region', { name: 'Competitive Positioning' });
  await expect(positioning.getByText('Niche Player')).toBeVisible();
  await expect(positioning.getByText('Growth', { exact: true })).toBeVisible();
  const news = page.getByRole('region', { name: 'Recent News' });
  for (const title of CAIRN_COMPASS.news) await expect(news.getByText(title)).toBeVisible();
  const people = page.getByRole('region', { name: 'Key People' });
  for (const name of CAIRN_COMPASS.people) await expect(people.getByText(name)).toBeVisible();
  const about = page.getByRole('region', { name: 'Company Insights' });
  await expect(about.getByText('Boulder, Colorado, United States')).toBeVisible();
  const social = about.getByRole('list', { name: 'Social links' });
  for (const network of ['Facebook', 'Instagram', 'X', 'LinkedIn']) {
    await expect(social.getByRole('link', { name: new RegExp(`^${network}\\b`) })).toBeVisible();
  }
  // The brand marks are drawn as marks, not as filled squares of the text colour.
  for (const network of ['Facebook', 'Instagram', 'X']) {
    const icon = social
      .getByRole('link', { name: new RegExp(`^${network}\\b`) })
      .locator('span')
      .first();
    expect(await inkCoverage(await icon.screenshot()), network).toBeLessThan(0.8);
  }

  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.screenshot({ path: testInfo.outputPath(`brand-analyzed-${theme}.png`), fullPage: true });
  }
});

test('colours and logo: Import Known Colors, AI Color Names, Analyze Colors, Update Logo', async ({
  page,
}) => {
  const name = `Pinecone ${Date.now()}`;
  const { slug } = await importBrand(page, { name, url: `${coffee.origin}/` });
  await page.goto(`/brands/${slug}`);
  const colors = page.getByRole('region', { name: 'Brand Colors' });
  await expect(colors).toHaveCount(0);
  const brown = nearestColorName('#7A3E1D')?.name ?? '';
  const gold = nearestColorName('#F2C14E')?.name ?? '';

  // Import Known Colors reads the site's colours, names them and shows them at once (spec 001 §8).
  await page.getByRole('button', { name: 'Import Known Colors' }).click();
  await expect(toast(page, 'Colors imported successfully!')).toContainText('2 colors found');
  await expect(colors.getByRole('button', { name: 'Copy Primary color #7A3E1D' })).toBeVisible();
  await expect(colors.getByRole('button', { name: 'Copy Secondary color #F2C14E' })).toBeVisible();
  await expect(colors.getByText(brown, { exact: true })).toBeVisible();
  await expect(colors.getByText(gold, { exact: true })).toBeVisible();

  // In edit mode, AI Color Names names a colour being added; Save Changes keeps it.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = page.getByRole('region', { name: `Edit ${name}` });
  await editor.getByRole('button', { name: 'Add Color' }).click();
  await editor.getByLabel('Hex of New Color').fill('#2E6F95');
  await editor.getByRole('button', { name: 'AI Color Names' }).click();
  await expect(toast(page, 'AI color names ready')).toBeVisible();
  const blue = nearestColorName('#2E6F95')?.name ?? '';
  await expect(editor.getByLabel('Name of color 3')).toHaveValue(blue);
  // A colour renamed by hand and a primary changed by hand, saved.
  await editor.getByLabel('Name of color 2').fill('Honey');
  await editor.getByLabel(`Hex of ${brown}`).fill('#123456');
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Brand updated')).toBeVisible();
  await expect(colors.getByText(blue, { exact: true })).toBeVisible();
  await expect(colors.getByText('Honey', { exact: true })).toBeVisible();
  await expect(colors.getByRole('button', { name: 'Copy Primary color #123456' })).toBeVisible();

  const tools = page.getByRole('region', { name: 'Admin Tools' });
  // The tools' AI Color Names names every colour of the brand again.
  await tools.getByRole('button', { name: 'AI Color Names' }).click();
  await expect(toast(page, 'AI color names updated')).toContainText('3 colors named');
  await expect(colors.getByText(gold, { exact: true })).toBeVisible();
  await expect(colors.getByText('Honey', { exact: true })).toHaveCount(0);

  // Analyze Colors reads the site again: the primary is the site's brown once more.
  await tools.getByRole('button', { name: 'Analyze Colors' }).click();
  await expect(toast(page, 'Brand colors updated successfully')).toBeVisible({ timeout: 30_000 });
  await expect(colors.getByRole('button', { name: 'Copy Primary color #7A3E1D' })).toBeVisible();
  await expect(colors.getByRole('button', { name: 'Copy Primary color #123456' })).toHaveCount(0);

  // Update Logo stores the SVG drawn in the site's header; a second try finds nothing better.
  const headerLogo = page.locator('article header img').first();
  await expect(headerLogo).toHaveCount(0);
  await page.getByRole('button', { name: 'Update Logo' }).click();
  await expect(toast(page, 'Logo updated')).toBeVisible({ timeout: 30_000 });
  await expect(headerLogo).toHaveAttribute('src', /\/files\/brand-logos\/.+\.svg$/);
  await expect(page.getByRole('region', { name: 'Logos' }).getByText('SVG')).toBeVisible();
  await page.getByRole('button', { name: 'Update Logo' }).click();
  await expect(toast(page, 'No better logo found')).toContainText(
    'Could not find a higher quality logo for this brand',
    { timeout: 30_000 },
  );
});

test('a signed-in user imports known colours, up to the per-user limit', async ({ page, browser }) => {
  const name = `Import ${Date.now()}`;
  const { slug } = await importBrand(page, { name, url: `${coffee.origin}/` });
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const user = await context.newPage();
  await signInAs(user, `importer-${Date.now()}@example.com`);
  await user.goto(`/brands/${slug}`);
  // A plain user gets Import Known Colors and none of the admin controls.
  await expect(user.getByRole('button', { name: 'Re-Analyze' })).toHaveCount(0);
  await expect(user.getByRole('region', { name: 'Admin Tools' })).toHaveCount(0);
  const importColors = user.getByRole('button', { name: 'Import Known Colors' });
  await importColors.click();
  await expect(toast(user, 'Colors imported successfully!')).toContainText('2 colors found');
  await expect(
    user
      .getByRole('region', { name: 'Brand Colors' })
      .getByRole('button', { name: 'Copy Primary color #7A3E1D' }),
  ).toBeVisible();

  // Six imports a minute per user; the seventh is refused in the spec's words, with the reason.
  const imported = () => user.waitForResponse((res) => res.url().endsWith(`/colors/import`));
  for (let i = 1; i < 6; i++) {
    const [res] = await Promise.all([imported(), importColors.click()]);
    expect(res.status()).toBe(200);
    await expect(importColors).toBeEnabled();
  }
  const [res] = await Promise.all([imported(), importColors.click()]);
  expect(res.status()).toBe(429);
  const refused = toast(user, 'Error');
  await expect(refused).toContainText('Failed to fetch brand colors');
  await expect(refused).toContainText(
    'You are importing colors very fast. Please wait a minute and try again.',
  );
  await context.close();
});

test('positioning, news, insights and the social test show their results on the page', async ({ page }) => {
  const name = `Trailhead ${Date.now()}`;
  const { slug } = await importBrand(page, {
    name,
    url: `${trailhead.origin}/`,
    industry: trailheadOutfitters.industry,
  });
  await page.goto(`/brands/${slug}`);
  const tools = page.getByRole('region', { name: 'Admin Tools' });
  for (const region of ['Competitive Positioning', 'Recent News', 'Key People', 'Company Insights']) {
    await expect(page.getByRole('region', { name: region })).toHaveCount(0);
  }

  await tools.getByRole('button', { name: 'Analyze Positioning' }).click();
  await expect(toast(page, 'Brand positioning analysis completed successfully')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('link', { name: 'The Explorer' })).toBeVisible();
  await expect(page.locator('article header').getByText('Premium', { exact: true })).toBeVisible();
  const positioning = page.getByRole('region', { name: 'Competitive Positioning' });
  await expect(positioning.getByText('Niche Player', { exact: true })).toBeVisible();

  await tools.getByRole('button', { name: 'Fetch News' }).click();
  await expect(toast(page, 'News updated')).toContainText('4 recent articles found', { timeout: 30_000 });
  const news = page.getByRole('region', { name: 'Recent News' });
  await expect(news.getByRole('listitem')).toHaveCount(4);
  await expect(news.getByRole('listitem').first()).toContainText('Opening our Boulder store');
  await expect(news.getByRole('listitem').first()).toContainText('Jul 12, 2024');

  await tools.getByRole('button', { name: 'Fetch Insights' }).click();
  await expect(toast(page, 'Insights updated')).toContainText('3 key people found', { timeout: 30_000 });
  const people = page.getByRole('region', { name: 'Key People' });
  await expect(people.getByRole('listitem')).toHaveCount(3);
  await expect(people.getByText('CEO & Co-Founder')).toBeVisible();

  await tools.getByRole('button', { name: 'Test Social Analysis' }).click();
  await expect(toast(page, 'Analysis completed')).toContainText('3 social profiles found', {
    timeout: 30_000,
  });
  const social = page
    .getByRole('region', { name: 'Company Insights' })
    .getByRole('list', { name: 'Social links' });
  await expect(social.getByRole('link', { name: /^X\b/ })).toHaveAttribute(
    'href',
    'https://x.com/trailheadco',
  );
  await expect(social.getByRole('link', { name: /^Instagram\b/ })).toBeVisible();
  await expect(social.getByRole('link', { name: /^YouTube\b/ })).toBeVisible();
});

test("a site with nothing to say: the spec's failure toasts with the reason", async ({ page }) => {
  const name = `Gleam ${Date.now()}`;
  const { slug } = await importBrand(page, { name, url: `${quiet.origin}/` });
  await page.goto(`/brands/${slug}`);
  const tools = page.getByRole('region', { name: 'Admin Tools' });

  await tools.getByRole('button', { name: 'Fetch News' }).click();
  const news = toast(page, 'Error');
  await expect(news).toContainText('Failed to fetch latest news', { timeout: 30_000 });
  await expect(news).toContainText(/feed/i);

  await tools.getByRole('button', { name: 'Analyze Positioning' }).click();
  const positioning = toast(page, 'Failed to analyze brand positioning');
  await expect(positioning).toBeVisible({ timeout: 30_000 });
  await expect(positioning).toContainText('says too little to position the brand');
  await expect(page.getByRole('region', { name: 'Competitive Positioning' })).toHaveCount(0);
});

test('Re-Analyze of a failing site: Analysis failed with the reason, and Retry Failed puts it back', async ({
  page,
}) => {
  const name = `Broken ${Date.now()}`;
  const { slug } = await importBrand(page, { name, url: `${broken.origin}/` });
  await page.goto(`/brands/${slug}`);
  await page.getByRole('button', { name: 'Re-Analyze' }).click();
  const failed = toast(page, 'Analysis failed');
  await expect(failed).toContainText('answered 500', { timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Re-Analyze' })).toBeEnabled();

  await page.goto('/admin');
  const section = page.getByRole('region', { name: 'AI Brand Analysis' });
  const entry = section.getByRole('listitem').filter({ hasText: name });
  await expect(entry.getByText('Failed', { exact: true })).toBeVisible();
  await expect(entry).toContainText('answered 500');
  await section.getByRole('button', { name: /^Retry Failed/ }).click();
  await expect(toast(page, 'Reset complete')).toBeVisible();
  await expect(entry.getByText('Pending', { exact: true })).toBeVisible();
  await expect(entry).not.toContainText('answered 500');
});
