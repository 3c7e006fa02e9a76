import { unsureSite } from '../src/server/analysis/test/fixture-sites/unsure-site';
import { type FixtureServer, serveFixtureSite } from '../src/server/test/fixture-server';
import { expect, importBrand, test } from './admin-fixtures';

// A real analysis of a fixture website on a machine under load.
test.setTimeout(120_000);

let site: FixtureServer;

test.beforeAll(async () => {
  site = await serveFixtureSite(await unsureSite.pages());
});
test.afterAll(async () => site.close());

test("an admin stores one of the analyzer's candidates in one click; visitors see what is unverified", async ({
  page,
  browser,
}) => {
  const name = `Harbor ${Date.now()}`;
  const { slug } = await importBrand(page, { name, url: `${site.origin}/` });
  await page.goto(`/brands/${slug}`);
  await page.getByRole('button', { name: 'Re-Analyze' }).click();
  await expect(page.getByText('Analysis completed', { exact: true })).toBeVisible({ timeout: 60_000 });

  // The colour the site's stylesheet only uses was not stored: admins see it as a candidate.
  const colors = page.getByRole('region', { name: 'Brand Colors' });
  await expect(colors).toHaveCount(0);
  const tools = page.getByRole('region', { name: 'Admin Tools' });
  const primary = tools
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Primary colour' }) });
  await expect(primary.getByText('Not stored: no candidate was sure enough')).toBeVisible();
  const green = primary.getByRole('listitem').filter({ hasText: '#2E6B4F' });
  await expect(green).toContainText('CSS background');

  await green.getByRole('button', { name: 'Use this primary colour candidate' }).click();
  await expect(page.getByText('Primary colour updated', { exact: true })).toBeVisible();
  await expect(colors.getByRole('button', { name: 'Copy Primary color #2E6B4F' })).toBeVisible();
  await expect(
    colors.getByTitle("Read from the brand's website by our analyzer, not yet confirmed"),
  ).toHaveCount(0);

  // A visitor sees the logo the analyzer was not sure of marked, and no candidates.
  const visitor = await browser.newPage({ storageState: { cookies: [], origins: [] } });
  await visitor.goto(`/brands/${slug}`);
  await expect(visitor.getByRole('heading', { name, level: 1 })).toBeVisible();
  const mark = visitor.getByTitle("Read from the brand's website by our analyzer, not yet confirmed");
  await expect(mark).toHaveCount(1);
  await expect(mark).toBeVisible();
  await expect(mark).toContainText('the logo was read from the brand');
  await expect(visitor.getByRole('region', { name: 'Admin Tools' })).toHaveCount(0);
  await visitor.close();
});
