import { describe, expect, it } from 'vitest';
import {
  CSV_LIST_MAX,
  CSV_NAME_MAX,
  CSV_TEXT_MAX,
  csvRowsToDrafts,
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

  it('drops rows with overlong names or URLs, and bounds every other cell', () => {
    const { drafts, dropped } = csvRowsToDrafts([
      { name: 'N'.repeat(CSV_NAME_MAX + 1), url: 'long.example' },
      { name: 'Long Url', url: `${'u'.repeat(2048)}.example` },
      {
        name: 'N'.repeat(CSV_NAME_MAX),
        url: 'ok.example',
        description: 'd'.repeat(CSV_TEXT_MAX + 500),
        keywords: Array.from({ length: 80 }, (_, i) => `k${i}${'x'.repeat(200)}`).join(','),
      },
    ]);
    expect(dropped).toBe(2);
    expect(drafts).toHaveLength(1);
    expect(drafts[0]?.description).toHaveLength(CSV_TEXT_MAX);
    expect(drafts[0]?.keywords).toHaveLength(CSV_LIST_MAX);
    expect(drafts[0]?.keywords.every((k) => k.length <= 100)).toBe(true);
  });
});
