import { describe, expect, it } from 'vitest';
import {
  CSV_TEXT_LIMITS,
  csvRowsToDrafts,
  csvWebAddress,
  isFormulaLike,
  neutralizeFormula,
  normalizeCsvHeader,
} from './csv-import';

describe('CSV import mapping (spec 001 §5)', () => {
  it('normalises headers', () => {
    expect(normalizeCsvHeader(' Brand Name ')).toBe('brand_name');
    expect(normalizeCsvHeader('Company-URL')).toBe('company_url');
    expect(normalizeCsvHeader('Primary Color')).toBe('primary_color');
  });

  it('reads every alias', () => {
    const aliases: [string, string][] = [
      ['name', 'url'],
      ['brand_name', 'website'],
      ['company_name', 'company_url'],
      ['company', 'site'],
      ['brand', 'domain'],
    ];
    for (const [nameKey, urlKey] of aliases) {
      const { drafts } = csvRowsToDrafts([{ [nameKey]: "Levi's", [urlKey]: 'levi.com' }]);
      expect(drafts[0], `${nameKey}/${urlKey}`).toMatchObject({
        name: "Levi's",
        slug: 'levi-s',
        url: 'https://levi.com',
      });
    }
    const { drafts } = csvRowsToDrafts([
      {
        name: 'Acme',
        url: 'https://acme.example',
        logo: 'https://acme.example/logo.svg',
        about: 'Makes things',
        slogan: 'Everything',
        sector: 'Retail',
        brand_archetype: 'Jester',
        main_color: '#FF0000',
        color_palette: '#FF0000, #000000',
        keywords: 'anvils, rockets',
      },
    ]);
    expect(drafts[0]).toEqual({
      name: 'Acme',
      slug: 'acme',
      url: 'https://acme.example',
      logo_url: 'https://acme.example/logo.svg',
      description: 'Makes things',
      tagline: 'Everything',
      industry: 'Retail',
      archetype: 'Jester',
      primary_color: '#FF0000',
      color_palette: ['#FF0000', '#000000'],
      keywords: ['anvils', 'rockets'],
    });
  });

  it('drops rows without name and url, and formula names', () => {
    const { drafts, dropped } = csvRowsToDrafts([
      { name: 'Only Name' },
      { url: 'only.url' },
      { name: '=cmd|"/c calc"!A1', url: 'x.example' },
      { name: 'Good', url: 'good.example' },
    ]);
    expect(drafts.map((d) => d.name)).toEqual(['Good']);
    expect(dropped).toBe(3);
  });

  it('keeps formula-like cells as inert text', () => {
    expect(isFormulaLike('=SUM(A1)')).toBe(true);
    expect(isFormulaLike('@cmd')).toBe(true);
    expect(isFormulaLike('Plain')).toBe(false);
    expect(neutralizeFormula('+1 555')).toBe("'+1 555");
    const { drafts } = csvRowsToDrafts([{ name: 'Safe', url: 'safe.example', tagline: '=HYPERLINK("x")' }]);
    expect(drafts[0]?.tagline).toBe('\'=HYPERLINK("x")');
  });

  it('keeps only web addresses for url and logo', () => {
    expect(csvWebAddress('acme.example')).toBe('https://acme.example');
    expect(csvWebAddress('http://acme.example/a')).toBe('http://acme.example/a');
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      'localhost',
      'not a url',
      'ftp://x.example',
    ]) {
      expect(csvWebAddress(bad), bad).toBeNull();
    }
    const { drafts, dropped } = csvRowsToDrafts([
      { name: 'Script', url: 'javascript:alert(1)' },
      { name: 'Good', url: 'good.example', logo: 'javascript:alert(2)' },
    ]);
    expect(dropped).toBe(1);
    expect(drafts[0]).toMatchObject({ name: 'Good', logo_url: null });
  });

  it('bounds the length of what it keeps', () => {
    const { drafts, dropped } = csvRowsToDrafts([
      { name: 'N'.repeat(CSV_TEXT_LIMITS.name + 1), url: 'long.example' },
      {
        name: 'Wordy',
        url: 'wordy.example',
        description: 'd'.repeat(10_000),
        keywords: Array.from({ length: 100 }, (_, i) => `k${i}`).join(','),
      },
    ]);
    expect(dropped).toBe(1);
    expect(drafts[0]?.description).toHaveLength(CSV_TEXT_LIMITS.description);
    expect(drafts[0]?.keywords).toHaveLength(40);
  });
});

describe('which chosen files are CSV', () => {
  const text = new TextEncoder().encode('name,url\nAcme,acme.example\n');
  it('accepts a .csv that Excel reports as application/vnd.ms-excel, or with no type', async () => {
    const { isCsvFile } = await import('./csv-import');
    expect(isCsvFile({ name: 'brands.csv', type: 'text/csv' }, text)).toBe(true);
    expect(isCsvFile({ name: 'brands.csv', type: 'application/vnd.ms-excel' }, text)).toBe(true);
    expect(isCsvFile({ name: 'Brands.CSV', type: '' }, text)).toBe(true);
  });

  it('refuses a binary file named .csv, and files that are not .csv', async () => {
    const { isCsvFile } = await import('./csv-import');
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]);
    expect(isCsvFile({ name: 'brands.csv', type: 'application/vnd.ms-excel' }, zip)).toBe(false);
    expect(isCsvFile({ name: 'brands.csv', type: '' }, zip)).toBe(false);
    expect(isCsvFile({ name: 'brands.xlsx', type: 'application/vnd.ms-excel' }, text)).toBe(false);
    expect(isCsvFile({ name: 'photo.csv', type: 'image/png' }, text)).toBe(false);
  });
});
