import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { serverErrorSite } from '../src/server/analysis/test/fixture-sites/failing-sites';
import { type FixtureServer, serveFixtureSite } from '../src/server/test/fixture-server';
import { expect, importBrand, test } from './admin-fixtures';
import { CAIRN_COMPASS, cairnCompassSite } from './fixtures/cairn-compass-site';

// Each journey waits for real analyses of fixture websites on a machine under load.
test.setTimeout(120_000);

let rich: FixtureServer;
let broken: FixtureServer;

test.beforeAll(async () => {
  [rich, broken] = await Promise.all([
    serveFixtureSite(await cairnCompassSite.pages()),
    serveFixtureSite(await serverErrorSite.pages()),
  ]);
});
test.afterAll(async () => {
  await Promise.all([rich.close(), broken.close()]);
});

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
