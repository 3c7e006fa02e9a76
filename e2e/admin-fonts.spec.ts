import { zipSync } from 'fflate';
import { expect, importBrand, test } from './admin-fixtures';

function woff2(size = 256): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0x77, 0x4f, 0x46, 0x32]);
  new DataView(bytes.buffer).setUint32(8, size);
  return bytes;
}

test('an admin installs a brand font family from a ZIP', async ({ page }) => {
  const name = `Font Journey ${Date.now()}`;
  const { slug } = await importBrand(page, { name, primary: '#101010' });
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Upload Fonts' }).click();
  const dialog = page.getByRole('dialog');
  await expect(page.getByRole('dialog', { name: 'Upload SODO Sans Fonts' })).toBeVisible();
  await expect(dialog.getByText('Drop your licensed ZIP file here to install the fonts')).toBeVisible();
  await expect(dialog.getByText('Drag & drop ZIP file here')).toBeVisible();
  await expect(dialog.getByText('or click to browse')).toBeVisible();

  const picker = dialog.getByLabel('SODO Sans ZIP file');
  await picker.setInputFiles({
    name: 'fonts.rar',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('x'),
  });
  await expect(dialog.getByRole('alert')).toHaveText(
    'Please upload a ZIP file containing the SODO Sans fonts',
  );

  // Another family, for one brand.
  await dialog.getByLabel('Font family').fill('Atlas Grotesk');
  await expect(page.getByRole('dialog', { name: 'Upload Atlas Grotesk Fonts' })).toBeVisible();
  await dialog.getByLabel('Brand').fill(name.slice(0, 12));
  await dialog.getByRole('button', { name }).click();
  const zip = zipSync({
    'Atlas Grotesk/AtlasGrotesk-Regular.woff2': woff2(),
    'Atlas Grotesk/AtlasGrotesk-Bold.woff2': woff2(),
    'Atlas Grotesk/AtlasGrotesk-BoldItalic.woff2': woff2(),
  });
  await dialog
    .getByLabel('Atlas Grotesk ZIP file')
    .setInputFiles({ name: 'Atlas Grotesk.ZIP', mimeType: 'application/zip', buffer: Buffer.from(zip) });
  await expect(dialog.getByText('Upload Complete!')).toBeVisible();
  await expect(dialog.getByText('Atlas Grotesk.ZIP')).toBeVisible();
  await expect(dialog.getByText('Next Steps:')).toBeVisible();
  await expect(page.getByText('Upload successful', { exact: true })).toBeVisible();

  await dialog.getByRole('button', { name: 'Extract & Install' }).click();
  await expect(dialog.getByText('Fonts Installed!')).toBeVisible();
  await expect(page.getByText('Successfully extracted and uploaded 2 font files!').first()).toBeVisible();
  // The page reloads 2 s later; the brand's page then uses the family.
  await page.waitForEvent('load', { timeout: 10_000 });
  await page.goto(`/brands/${slug}`);
  const typography = page.getByRole('region', { name: 'Typography' });
  await expect(typography.getByText('Atlas Grotesk').first()).toBeVisible();
  // The family is the page's own: its name heading and its text are set in it.
  const heading = page.getByRole('heading', { name, level: 1 });
  await expect(heading).toHaveCSS('font-family', /^"Atlas Grotesk"/);
  await expect(page.getByRole('heading', { name: 'Typography' })).toHaveCSS(
    'font-family',
    /^"Atlas Grotesk"/,
  );
});
