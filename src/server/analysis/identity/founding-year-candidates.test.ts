import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { chooseCandidate } from '../../../domain/extracted-candidate';
import { readJsonLd } from '../pipeline/site-snapshot';
import { foundingYearCandidates } from './founding-year-candidates';

const NOW = new Date('2026-01-01T00:00:00Z');

function yearOf(html: string, options: { isHomePage?: boolean; isAboutPage?: boolean; url?: string } = {}) {
  const $ = load(html, { sourceCodeLocationInfo: true });
  const candidates = foundingYearCandidates($, {
    pageUrl: options.url ?? 'https://www.acme.example/',
    names: ['acme'],
    jsonLd: readJsonLd($),
    isAboutPage: options.isAboutPage ?? false,
    isHomePage: options.isHomePage ?? true,
    now: NOW,
  });
  return { year: chooseCandidate(candidates).chosen?.value ?? null, candidates };
}

describe('the founding year', () => {
  it('never takes a founding of someone else: a partner, a supplier, an acquisition', () => {
    expect(yearOf('<p>We work with Northwind, founded in 2005, on every order.</p>').year).toBeNull();
    expect(yearOf("<p>Acme's partner Globex, founded in 2005, supplies our steel.</p>").year).toBeNull();
    expect(yearOf('<p>Acme was founded in 1971 in Sheffield.</p>').year).toBe(1971);
  });

  it("never takes 'since 2010' from an article, nor a copyright range", () => {
    const article =
      '<article><div class="entry-content"><p>I have been a woodworker since 2010.</p></div></article>';
    expect(
      yearOf(article, { isHomePage: false, url: 'https://www.acme.example/blog/chisels' }).year,
    ).toBeNull();
    expect(yearOf('<footer><p>© 2010–2026 Acme Ltd</p></footer>').year).toBeNull();
  });

  it("reads the site's own 'since 2004' in its footer, on any page", () => {
    const { year, candidates } = yearOf(
      '<article><p>Sharpening.</p></article><footer><p>Acme — since 2004</p></footer>',
      {
        isHomePage: false,
        url: 'https://www.acme.example/blog/chisels',
      },
    );
    expect(year).toBe(2004);
    expect(candidates[0]?.evidence).toMatchObject({
      source: expect.stringContaining('header or footer'),
      text: 'Acme — since 2004',
    });
  });

  it('reads foundingDate from JSON-LD and from microdata', () => {
    expect(
      yearOf(
        '<script type="application/ld+json">{"@type":"Organization","name":"Acme","foundingDate":"1952-04-01"}</script>',
      ).year,
    ).toBe(1952);
    expect(
      yearOf(
        '<div itemscope itemtype="https://schema.org/Organization"><span itemprop="name">Acme</span> est. <time itemprop="foundingDate" datetime="1902">1902</time></div>',
      ).candidates[0],
    ).toMatchObject({ value: 1902, evidence: { source: 'microdata foundingDate' } });
  });

  it("reads the year of a registered association's name ('1882 e.V.')", () => {
    expect(yearOf('<title>Bonner Ruderclub 1882 e.V.</title>').year).toBe(1882);
  });
});
