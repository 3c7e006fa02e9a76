import sharp from 'sharp';
import { expect, importBrand, test } from './admin-fixtures';

const png = (color: string) =>
  sharp({ create: { width: 96, height: 48, channels: 4, background: color } })
    .png()
    .toBuffer();

test('an admin uploads a logo, fills the logo library, renames and deletes', async ({ page }) => {
  const name = `Logo Journey ${Date.now()}`;
  const { slug } = await importBrand(page, { name, primary: '#AA3355' });
  await page.goto(`/brands/${slug}`);
  const tools = page.getByRole('region', { name: 'Admin Tools' });
  await expect(tools).toBeVisible();

  // A file that is not an image is refused before anything is sent.
  await tools.getByLabel('Upload logo').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await expect(page.getByText('Please select an image file').first()).toBeVisible();

  // The main logo: stored as {brandId}-logo-{timestamp} and shown in the header at once.
  await tools.getByLabel('Upload logo').setInputFiles({
    name: 'mark.png',
    mimeType: 'image/png',
    buffer: await png('#AA3355'),
  });
  await expect(page.getByText('Logo updated', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').locator('header img').first()).toHaveAttribute(
    'src',
    /\/files\/brand-images\/[0-9a-f-]+-logo-\d+\.png$/,
  );

  // The library: two good files and one that lies about being a PNG.
  await tools.getByLabel('Add logo files').setInputFiles([
    { name: 'Wordmark.png', mimeType: 'image/png', buffer: await png('#111111') },
    { name: 'Symbol.png', mimeType: 'image/png', buffer: await png('#222222') },
    { name: 'Fake.png', mimeType: 'image/png', buffer: Buffer.from('MZ not really a png') },
  ]);
  await expect(page.getByText('Some uploads failed', { exact: true })).toBeVisible();
  await expect(page.getByText('1 of 3 files could not be added')).toBeVisible();
  const library = tools.getByRole('list', { name: 'Logos' });
  await expect(library.getByRole('listitem')).toHaveCount(2);

  // The visitor's Logos section shows them as well.
  const logos = page.getByRole('region', { name: 'Logos' });
  await expect(logos.getByText('Wordmark')).toBeVisible();

  const wordmark = library.getByLabel('Name of logo Wordmark (PNG)');
  await wordmark.fill('Primary Wordmark (PNG)');
  await wordmark.press('Enter');
  await expect(page.getByText('Logo renamed', { exact: true })).toBeVisible();
  await expect(logos.getByText('Primary Wordmark')).toBeVisible();

  const symbolFile = await library.getByRole('listitem').nth(1).locator('img').getAttribute('src');
  await library.getByRole('button', { name: 'Delete Symbol (PNG)' }).click();
  await library.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Logo deleted', { exact: true })).toBeVisible();
  await expect(library.getByRole('listitem')).toHaveCount(1);
  // Our stored file is removed with it.
  expect((await page.request.get(symbolFile ?? '')).status()).toBe(404);

  // A logo by URL needs an address.
  await tools.getByRole('button', { name: 'Add by URL' }).click();
  await expect(page.getByText('Please enter an image URL').first()).toBeVisible();
  await tools.getByLabel('Library logo URL').fill('https://cdn.example.com/brand/logo.svg');
  await tools.getByLabel('Library logo name').fill('Hosted Logo (SVG)');
  await tools.getByRole('button', { name: 'Add by URL' }).click();
  await expect(library.getByRole('listitem')).toHaveCount(2);
});
