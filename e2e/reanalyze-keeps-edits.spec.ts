import { svgInlineLogoSite } from '../src/server/analysis/test/fixture-sites/svg-inline-logo';
import { type FixtureServer, serveFixtureSite } from '../src/server/test/fixture-server';
import { expect, importBrand, test } from './admin-fixtures';

let site: FixtureServer;
test.beforeAll(async () => {
  site = await serveFixtureSite(await svgInlineLogoSite.pages());
});
test.afterAll(async () => {
  await site.close();
});

const ANALYZED_DESCRIPTION = 'Single-origin coffee roasted weekly in small batches.';

test('Re-Analyze lists the admin edits it would overwrite and keeps the ticked ones', async ({ page }) => {
  const name = `Kept Edits ${Date.now()}`;
  const { slug } = await importBrand(page, { name, primary: '#112233', url: `${site.origin}/` });
  await page.goto(`/brands/${slug}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  // The admin writes the description and the founding year by hand.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = page.getByRole('region', { name: `Edit ${name}` });
  await editor.getByLabel('Description').fill('Written by the curator, to be kept');
  await editor.getByLabel('Year founded').fill('1990');
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Brand updated', { exact: true })).toBeVisible();

  // Re-Analyze asks first: each admin-edited field the analysis writes, ticked to be kept.
  await page.getByRole('button', { name: 'Re-Analyze' }).click();
  const dialog = page.getByRole('dialog', { name: `Re-analyze ${name}?` });
  await expect(dialog).toBeVisible();
  const group = dialog.getByRole('group', { name: 'Keep these admin edits' });
  await expect(group.getByRole('checkbox')).toHaveCount(2);
  const description = group.getByRole('checkbox', { name: /^Description/ });
  const year = group.getByRole('checkbox', { name: /^Year founded/ });
  await expect(description).toBeChecked();
  await expect(year).toBeChecked();
  await expect(group.getByText('Set by e2e-admin@example.com', { exact: false }).first()).toBeVisible();
  await expect(dialog.getByText('Every admin edit is kept.')).toBeVisible();

  // The year may be replaced; the description stays the admin's.
  await year.uncheck();
  await expect(dialog.getByText('1 field will be replaced by the analysis.')).toBeVisible();
  const sent = page.waitForRequest((req) => req.url().endsWith('/analyze') && req.method() === 'POST');
  await dialog.getByRole('button', { name: 'Start re-analysis' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ keep_fields: ['description'] });
  await expect(page.getByText('Re-analysis started', { exact: true })).toBeVisible();
  await expect(page.getByText('1 admin edit is kept.', { exact: false })).toBeVisible();
  await expect(page.getByText('Analysis completed', { exact: true })).toBeVisible({ timeout: 60_000 });

  const stored = (await (await page.request.get(`/api/brands/${slug}`)).json()) as {
    description: string;
    year_founded: number | null;
  };
  expect(stored.description).toBe('Written by the curator, to be kept');
  expect(stored.description).not.toBe(ANALYZED_DESCRIPTION);
  expect(stored.year_founded).toBe(2009);
  await expect(page.getByText('Written by the curator, to be kept')).toBeVisible();
});

test('Re-Analyze of a brand without admin edits starts at once', async ({ page }) => {
  const name = `No Edits ${Date.now()}`;
  const { slug } = await importBrand(page, { name, primary: '#334455', url: `${site.origin}/none` });
  await page.goto(`/brands/${slug}`);
  await page.getByRole('button', { name: 'Re-Analyze' }).click();
  await expect(page.getByText('Re-analysis started', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
