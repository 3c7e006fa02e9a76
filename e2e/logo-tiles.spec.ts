import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import { expect, importBrand, test } from './admin-fixtures';

/** A 96×48 logo: a mark of `ink` in the middle of a transparent ground. */
const markOn = (ink: string) =>
  sharp({ create: { width: 96, height: 48, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([
      {
        input: {
          create: { width: 60, height: 24, channels: 4, background: ink },
        },
        top: 12,
        left: 18,
      },
    ])
    .png()
    .toBuffer();

test('a white logo sits on a dark tile on the brand page and its card; a dark one on white', async ({
  page,
}) => {
  const name = `Snowmark ${Date.now()}`;
  const { slug } = await importBrand(page, { name, primary: '#1D4ED8' });
  await page.goto(`/brands/${slug}`);
  const tools = page.getByRole('region', { name: 'Admin Tools' });
  await tools.getByLabel('Upload logo').setInputFiles({
    name: 'white.png',
    mimeType: 'image/png',
    buffer: await markOn('#FFFFFF'),
  });
  await expect(page.getByText('Logo updated', { exact: true })).toBeVisible();
  const headerTile = page.getByRole('main').locator('header [data-logo-tile]').first();
  await expect(headerTile).toHaveAttribute('data-logo-tile', 'dark');
  // Zinc 900, however the browser spells it.
  await expect(headerTile).toHaveCSS(
    'background-color',
    /^(oklch\(0\.21 0\.006 285\.885\)|rgb\(24, 24, 27\))$/,
  );

  // The library shows each logo on the tile its ink asks for.
  await tools.getByLabel('Add logo files').setInputFiles([
    { name: 'Reversed.png', mimeType: 'image/png', buffer: await markOn('#F4F4F5') },
    { name: 'Ink.png', mimeType: 'image/png', buffer: await markOn('#111111') },
  ]);
  const library = page.getByRole('region', { name: 'Logos' });
  await expect(library.locator('li', { hasText: 'Reversed' }).locator('[data-logo-tile]')).toHaveAttribute(
    'data-logo-tile',
    'dark',
  );
  await expect(library.locator('li', { hasText: 'Ink' }).locator('[data-logo-tile]')).toHaveAttribute(
    'data-logo-tile',
    'light',
  );
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  // Its card in the list.
  await page.goto(`/brands?search=${encodeURIComponent(name)}`);
  const card = page.getByRole('link', { name: new RegExp(name) }).first();
  await expect(card.locator('[data-logo-tile]')).toHaveAttribute('data-logo-tile', 'dark');

  // A dark logo keeps the white tile.
  await page.goto(`/brands/${slug}`);
  await tools.getByLabel('Upload logo').setInputFiles({
    name: 'black.png',
    mimeType: 'image/png',
    buffer: await markOn('#111111'),
  });
  await expect(page.getByRole('main').locator('header [data-logo-tile]').first()).toHaveAttribute(
    'data-logo-tile',
    'light',
  );
});
