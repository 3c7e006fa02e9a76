import fs from 'node:fs';
import { expect, test } from './admin-fixtures';

test('an admin imports brands from a CSV file', async ({ page }) => {
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Upload CSV Data' }).click();
  const panel = page.getByRole('region', { name: 'Upload Brands from CSV' });
  await expect(panel).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hide Upload' })).toBeVisible();

  // The format guide lists every alias; the example file downloads.
  await expect(panel.getByRole('table')).toContainText('brand_name, company_name, company, brand');
  await expect(panel.getByRole('table')).toContainText('website, company_url, site, domain');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Download example CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('brand-atlas-example.csv');
  expect(fs.readFileSync(await download.path(), 'utf8')).toMatch(/^name,url,/);

  const picker = panel.getByLabel('Choose a CSV file');
  // Only text/csv is accepted.
  await picker.setInputFiles({ name: 'brands.txt', mimeType: 'text/plain', buffer: Buffer.from('name,url') });
  await expect(page.getByText('Invalid file type', { exact: true })).toBeVisible();
  await expect(page.getByText('Please select a CSV file').first()).toBeVisible();

  // A binary file named .csv, and a CSV without usable rows, are refused with the reason.
  await picker.setInputFiles({
    name: 'photo.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]),
  });
  await expect(page.getByText('Upload failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Invalid file type: the file is not a text CSV').first()).toBeVisible();
  // A spreadsheet renamed .csv, reported as Excel's type, is refused before anything is sent.
  await picker.setInputFiles({
    name: 'sheet.csv',
    mimeType: 'application/vnd.ms-excel',
    buffer: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00]),
  });
  await expect(page.getByText('Please select a CSV file').first()).toBeVisible();
  await picker.setInputFiles({
    name: 'empty.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('title,link\nAcme,acme.example\n'),
  });
  await expect(
    page
      .getByText('No valid brands found in CSV. Make sure you have "name" and "url" columns with data.')
      .first(),
  ).toBeVisible();

  // Aliases, quoted values and doubled quotes; brands arrive as pending.
  const stamp = Date.now();
  const csv = [
    'Brand Name,Website,Slogan,Main Color',
    `"Quoted ""One"" ${stamp}",q1-${stamp}.example,"Hi, there",#0055AA`,
    `Second ${stamp},s2-${stamp}.example,,`,
    ',no-name.example,,',
  ].join('\n');
  await picker.setInputFiles({ name: 'brands.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('Upload successful', { exact: true })).toBeVisible();
  await expect(panel.getByRole('status')).toContainText('Imported 2 brands as pending analysis.');
  await expect(panel.getByRole('status')).toContainText('1 row was skipped');
  // The panel closes 2 s after a success.
  await expect(panel).toBeHidden({ timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Upload CSV Data' })).toBeVisible();

  await page.goto(`/brands/quoted-one-${stamp}`);
  await expect(page.getByRole('heading', { name: `Quoted "One" ${stamp}`, level: 1 })).toBeVisible();
  await expect(page.getByText('Hi, there')).toBeVisible();
  // Pending without a job: no 'Last analyzed' date, and the page says that it waits.
  await expect(page.getByText('Waiting for its analysis to start.')).toBeVisible();
  await expect(page.getByText(/Last analyzed/)).toHaveCount(0);
});

test('a CSV saved by Excel is imported whether the browser calls it vnd.ms-excel or gives no type', async ({
  page,
}) => {
  const stamp = Date.now();
  for (const [label, mimeType] of [
    ['Excel', 'application/vnd.ms-excel'],
    ['Untyped', ''],
  ] as const) {
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Upload CSV Data' }).click();
    const panel = page.getByRole('region', { name: 'Upload Brands from CSV' });
    const csv = `\uFEFFname,url\r\n${label} Sheet ${stamp},${label.toLowerCase()}-${stamp}.example\r\n`;
    await panel
      .getByLabel('Choose a CSV file')
      .setInputFiles({ name: 'brands.csv', mimeType, buffer: Buffer.from(csv) });
    await expect(panel.getByRole('status')).toContainText('Imported 1 brand as pending analysis.');
    await expect(page.getByText('Invalid file type', { exact: true })).toHaveCount(0);
  }
});
