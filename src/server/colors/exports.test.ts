import * as csstree from 'css-tree';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportGroupOf } from '../../domain/palette-export';
import { contrastRatio } from '../../domain/text-color';
import { insertBrand } from '../test/brand-factory';
import { createTestApp, type TestApp } from '../test/test-app';
import { swatchCardLayout } from './export/swatch-card';
import { readComparedBrands } from './read-compared-brands';
import { readAse } from './test/ase-reader';
import { designTokenErrors } from './test/dtcg-schema';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await insertBrand(t.database.db, {
    name: 'Green Siren',
    slug: 'green-siren',
    primaryColor: '#00704A',
    secondaryColor: '#FFFFFF',
    accentColor: '#1E3932',
    colorPalette: ['#00704A', '#D4E9E2'],
    aiColorNames: { '#00704A': 'Siren Green' },
  });
  await insertBrand(t.database.db, {
    name: 'Golden Arch',
    slug: 'golden-arch',
    primaryColor: '#FFC72C',
    secondaryColor: '#DA291C',
    accentColor: null,
  });
});
afterAll(async () => t.close());

const download = async (query: string) => {
  const res = await t.app.request(`/api/colors/export?${query}`);
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
};
const text = async (query: string) => new TextDecoder().decode((await download(query)).bytes);

/** Custom properties of a stylesheet, parsed by a real CSS parser, block by block. */
function customProperties(css: string): Map<string, string> {
  const found = new Map<string, string>();
  csstree.walk(csstree.parse(css, { parseCustomProperty: false }), {
    visit: 'Declaration',
    enter(node) {
      found.set(node.property, csstree.generate(node.value).trim());
    },
  });
  return found;
}

describe('GET /api/colors/export', () => {
  it('writes CSS variables that parse back to the colours, as an attachment', async () => {
    const { res, bytes } = await download('brands=green-siren&format=css');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="green-siren-palette.css"');
    const props = customProperties(new TextDecoder().decode(bytes));
    expect(Object.fromEntries(props)).toEqual({
      '--green-siren-primary': '#00704A',
      '--green-siren-secondary': '#FFFFFF',
      '--green-siren-accent': '#1E3932',
      '--green-siren-color-4': '#D4E9E2',
    });
  });

  it('writes a Tailwind v4 @theme of --color-* variables, and SCSS variables with their map', async () => {
    const tailwind = await text('brands=green-siren,golden-arch&format=tailwind');
    const ast = csstree.parse(tailwind, { parseCustomProperty: false });
    const atRules: string[] = [];
    csstree.walk(ast, {
      visit: 'Atrule',
      enter(node) {
        atRules.push(node.name);
      },
    });
    expect(atRules).toEqual(['theme']);
    const props = customProperties(tailwind);
    expect(props.get('--color-green-siren-primary')).toBe('#00704A');
    expect(props.get('--color-golden-arch-secondary')).toBe('#DA291C');

    const scss = await text('brands=green-siren&format=scss');
    const variables = Object.fromEntries(
      [...scss.matchAll(/^\$([a-z0-9-]+): (#[0-9A-F]{6});$/gm)].map((m) => [m[1], m[2]]),
    );
    expect(variables).toEqual({
      'green-siren-primary': '#00704A',
      'green-siren-secondary': '#FFFFFF',
      'green-siren-accent': '#1E3932',
      'green-siren-color-4': '#D4E9E2',
    });
    const map = scss.match(/\$green-siren-colors: \(\n([\s\S]*?)\n\);/)?.[1] ?? '';
    expect([...map.matchAll(/'([a-z0-9-]+)': \$green-siren-\1,/g)].map((m) => m[1])).toEqual([
      'primary',
      'secondary',
      'accent',
      'color-4',
    ]);
  });

  it('writes W3C design tokens that the DTCG colour schema accepts, holding the same colours', async () => {
    const { res, bytes } = await download('brands=green-siren,golden-arch&format=dtcg&pairs=true');
    expect(res.headers.get('content-type')).toBe('application/design-tokens+json; charset=utf-8');
    const document = JSON.parse(new TextDecoder().decode(bytes));
    expect(designTokenErrors(document)).toEqual([]);
    expect(document['green-siren'].primary).toEqual({
      $type: 'color',
      $value: { colorSpace: 'srgb', components: [0, 0.4392, 0.2902], alpha: 1, hex: '#00704a' },
      $description: 'Primary · Siren Green',
    });
    const goldOnWhite = document['golden-arch']['primary-on-white'];
    expect(contrastRatio(goldOnWhite.$value.hex, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    // The schema is not a rubber stamp.
    expect(designTokenErrors({ a: { $value: '#00704a', $type: 'color' } })).not.toEqual([]);
    expect(
      designTokenErrors({ 'a.b': { $type: 'color', $value: { colorSpace: 'srgb', components: [0, 0, 0] } } }),
    ).toEqual(["(root): invalid name 'a.b'"]);
    expect(
      designTokenErrors({ a: { $type: 'color', $value: { colorSpace: 'srgb', components: [2, 0, 0] } } }),
    ).not.toEqual([]);
    expect(designTokenErrors({ a: { $value: { colorSpace: 'srgb', components: [0, 0, 0] } } })).toEqual([
      'a: no $type on the token or a parent group',
    ]);
  });

  it('writes an Adobe ASE file that reads back to one group per brand of RGB swatches', async () => {
    const { res, bytes } = await download('brands=green-siren,golden-arch&format=ase');
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.headers.get('content-disposition')).toContain('green-siren-golden-arch-palette.ase');
    const ase = readAse(bytes);
    expect(ase.version).toEqual([1, 0]);
    expect(ase.loose).toEqual([]);
    expect(ase.groups.map((g) => g.name)).toEqual(['Green Siren', 'Golden Arch']);
    const green = ase.groups[0]?.swatches ?? [];
    expect(green.map((s) => s.name)).toEqual([
      'Green Siren Primary',
      'Green Siren Secondary',
      'Green Siren Accent',
      'Green Siren Color 4',
    ]);
    const toHex = (values: number[]) =>
      `#${values
        .map((v) =>
          Math.round(v * 255)
            .toString(16)
            .padStart(2, '0'),
        )
        .join('')
        .toUpperCase()}`;
    expect(green.map((s) => toHex(s.values))).toEqual(['#00704A', '#FFFFFF', '#1E3932', '#D4E9E2']);
    expect(green.every((s) => s.model === 'RGB ' && s.type === 2)).toBe(true);
    expect(ase.groups[1]?.swatches.map((s) => toHex(s.values))).toEqual(['#FFC72C', '#DA291C']);
    // The reader refuses what is not ASE.
    expect(() => readAse(new TextEncoder().encode('not a swatch file'))).toThrow(/signature/);
  });

  it('draws a PNG swatch card whose swatches carry the exact colours, AA pairs included', async () => {
    const { res, bytes } = await download('brands=green-siren,golden-arch&format=png&pairs=true');
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toContain(
      'green-siren-golden-arch-accessible-palette.png',
    );
    const image = sharp(Buffer.from(bytes));
    const meta = await image.metadata();
    expect(meta.format).toBe('png');
    const groups = (await readComparedBrands(t.database.db, ['green-siren', 'golden-arch'], 24)).map((b) =>
      exportGroupOf(b, b.colors, true),
    );
    const layout = swatchCardLayout(groups);
    expect([meta.width, meta.height]).toEqual([layout.width, layout.height]);
    expect(layout.swatches).toHaveLength(4 * 3 + 2 * 3);
    const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
    for (const swatch of layout.swatches) {
      // A point inside the swatch, clear of its hex label and rounded corners.
      const x = swatch.x + Math.floor(swatch.width / 2);
      const y = swatch.y + 20;
      const i = (y * info.width + x) * info.channels;
      const hex = `#${[data[i], data[i + 1], data[i + 2]]
        .map((v) => (v ?? 0).toString(16).padStart(2, '0'))
        .join('')
        .toUpperCase()}`;
      expect(hex, swatch.name).toBe(swatch.hex);
    }
    expect(layout.swatches.map((s) => s.name).slice(0, 3)).toEqual([
      'Primary',
      'Primary on white',
      'Primary on black',
    ]);
  });

  it('refuses no brands, five, unknown formats and brands with 400 or 404, never a 500', async () => {
    const cases: [string, number][] = [
      ['format=css', 400],
      ['brands=a,b,c,d,e&format=css', 400],
      ['brands=green-siren&format=pdf', 400],
      ['brands=green-siren&pairs=maybe', 400],
      ['brands=no-such-brand&format=ase', 404],
      [`brands=${Array.from({ length: 10_000 }, (_, i) => `b${i}`).join(',')}&format=png`, 400],
    ];
    for (const [query, status] of cases) {
      const { res } = await download(query);
      expect(res.status, query.slice(0, 60)).toBe(status);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
    }
  });
});
