import AxeBuilder from '@axe-core/playwright';
import { expect, importBrand, test } from './admin-fixtures';

test('an admin edits a brand locally, sees hex mistakes, and saves', async ({ page }) => {
  const name = `Edit Journey ${Date.now()}`;
  const { slug } = await importBrand(page, { name, primary: '#112233', palette: ['#112233', '#445566'] });
  await page.goto(`/brands/${slug}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = page.getByRole('region', { name: `Edit ${name}` });
  await expect(editor).toBeVisible();
  await editor.getByLabel('Tagline').fill('Made to be edited');

  // Hex fields keep a leading # and at most 7 characters; anything else is refused.
  const primaryHex = editor.getByLabel('Hex of Primary');
  await expect(primaryHex).toHaveValue('#112233');
  await primaryHex.fill('112233');
  await expect(primaryHex).toHaveValue('#112233');
  await primaryHex.fill('#12');
  await expect(primaryHex).toHaveAttribute('aria-invalid', 'true');
  await expect(primaryHex).toHaveCSS('border-top-color', 'rgb(220, 38, 38)');
  await expect(editor.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await primaryHex.pressSequentially('AB3C');
  await expect(primaryHex).toHaveValue('#12AB3C');
  await primaryHex.press('End');
  await primaryHex.press('9');
  await expect(primaryHex).toHaveValue('#12AB3C');
  await expect(primaryHex).toHaveAttribute('aria-invalid', 'false');

  // A new colour starts as #000000 'New Color'; one is renamed, one deleted.
  await editor.getByRole('button', { name: 'Add Color' }).click();
  const added = editor.getByLabel('Name of color 3');
  await expect(added).toHaveValue('New Color');
  await expect(editor.getByLabel('Hex of New Color')).toHaveValue('#000000');
  await editor.getByLabel('Hex of New Color').fill('#F0A500');
  await added.fill('Festival Amber');
  await editor.getByRole('button', { name: 'Delete Secondary' }).click();

  // Nothing is saved before Save Changes: the page still shows the old colours.
  const colors = page.getByRole('region', { name: 'Brand Colors' });
  await expect(colors.getByRole('button', { name: /#445566$/ })).toBeVisible();
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Brand updated', { exact: true })).toBeVisible();
  await expect(editor).toBeHidden();

  await expect(page.getByText('Made to be edited')).toBeVisible();
  await expect(colors.getByRole('button', { name: /#12AB3C$/ })).toBeVisible();
  await expect(colors.getByText('Festival Amber')).toBeVisible();
  await expect(colors.getByRole('button', { name: /#445566$/ })).toHaveCount(0);
  await page.reload();
  await expect(colors.getByText('Festival Amber')).toBeVisible();
});

test('a failed save keeps the edits and says why', async ({ page }) => {
  const name = `Save Fail ${Date.now()}`;
  const { slug } = await importBrand(page, { name, primary: '#224466' });
  await page.goto(`/brands/${slug}`);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = page.getByRole('region', { name: `Edit ${name}` });
  await editor.getByLabel('Tagline').fill('Will not stick');
  // A year the form lets through but the server refuses.
  await editor.getByLabel('Year founded').fill('0999');
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Save failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Invalid parameter: year_founded')).toBeVisible();
  // The edits are still there to correct, and nothing was saved.
  await expect(editor.getByLabel('Tagline')).toHaveValue('Will not stick');
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const saved = (await (await page.request.get(`/api/brands/${slug}`)).json()) as { tagline: string | null };
  expect(saved.tagline).toBeNull();
});

test('protecting a brand hides edit, re-analyze, update logo and protect', async ({ page, browser }) => {
  const name = `Guarded ${Date.now()}`;
  const { slug } = await importBrand(page, { name, primary: '#336699' });
  await page.goto(`/brands/${slug}`);
  const actions = ['Edit', 'Re-Analyze', 'Update Logo', 'Protect'];
  for (const action of actions) {
    await expect(page.getByRole('button', { name: action, exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Protect', exact: true }).click();
  await expect(page.getByText('Brand protected', { exact: true })).toBeVisible();
  for (const action of actions) {
    await expect(page.getByRole('button', { name: action, exact: true })).toHaveCount(0);
  }
  await page.getByRole('button', { name: 'Unprotect' }).click();
  await expect(page.getByText('Brand unprotected', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();

  // The admin page passes an accessibility check; visitors see none of the admin controls.
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/brands/${slug}`);
  await expect(visitorPage.getByRole('heading', { name, level: 1 })).toBeVisible();
  for (const label of [...actions, 'Unprotect', 'Import Known Colors']) {
    await expect(visitorPage.getByRole('button', { name: label, exact: true })).toHaveCount(0);
  }
  await expect(visitorPage.getByRole('heading', { name: 'Admin Tools' })).toHaveCount(0);
  await visitor.close();
});

test('leaving edit mode with unsaved changes asks first', async ({ page }) => {
  const name = `Unsaved Journey ${Date.now()}`;
  const { slug } = await importBrand(page, { name, primary: '#112233' });
  await page.goto(`/brands/${slug}`);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = page.getByRole('region', { name: `Edit ${name}` });
  await editor.getByLabel('Tagline').fill('Not saved yet');

  // Staying keeps the edits.
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Back to Brands' }).click();
  await expect.poll(() => asked).toEqual(['You have unsaved changes. Leave this page without saving them?']);
  await expect(page).toHaveURL(new RegExp(`/brands/${slug}$`));
  await expect(editor.getByLabel('Tagline')).toHaveValue('Not saved yet');

  // Leaving goes, and nothing was saved.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('link', { name: 'Back to Brands' }).click();
  await expect(page).toHaveURL(/\/brands$/);
  await page.goto(`/brands/${slug}`);
  await expect(page.getByText('Not saved yet')).toHaveCount(0);

  // Without changes, nothing is asked.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  page.once('dialog', (dialog) => {
    asked.push('unexpected');
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Back to Brands' }).click();
  await expect(page).toHaveURL(/\/brands$/);
  expect(asked).toHaveLength(1);
});
