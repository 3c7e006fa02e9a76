import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { chooseCandidate } from '../../../domain/extracted-candidate';
import { readJsonLd } from '../pipeline/site-snapshot';
import { readOrganization } from './json-ld-organization';
import { readPageIdentity } from './page-identity';

const HOME = 'https://www.acme.example/';
const ARTICLE = 'https://www.acme.example/blog/how-to-sharpen-a-chisel';

function read(html: string, url = HOME, brand = 'Acme') {
  const $ = load(html, { sourceCodeLocationInfo: true });
  const jsonLd = readJsonLd($);
  return readPageIdentity($, readOrganization(jsonLd, url), brand, { url, jsonLd });
}
const taglineOf = (html: string, url = HOME, brand = 'Acme') =>
  chooseCandidate(read(html, url, brand).tagline).chosen?.value ?? null;

describe('the tagline', () => {
  it('splits titles at separators written without spaces', () => {
    expect(taglineOf('<title>Acme|Tools for makers</title>')).toBe('Tools for makers');
    expect(taglineOf('<title>Tools for makers- Acme</title>')).toBe('Tools for makers');
    expect(taglineOf('<title>Acme::Tools for makers</title>')).toBe('Tools for makers');
    expect(taglineOf('<title>新华网_传播中国 报道世界</title>', HOME, '新华网')).toBe('传播中国 报道世界');
  });

  it("reads 'Brand Country - …' titles: the country edition is part of the name", () => {
    expect(taglineOf('<title>Acme Deutschland - Werkzeug für Macher</title>')).toBe('Werkzeug für Macher');
    expect(taglineOf('<title>ACME UK | Tools for makers</title>')).toBe('Tools for makers');
  });

  it('takes a home page title that is itself the slogan, marked as not sure', () => {
    const [candidate] = read('<title>Make something today.</title>').tagline;
    expect(candidate).toMatchObject({
      value: 'Make something today.',
      evidence: { source: 'page title', line: 1 },
    });
    expect(candidate?.confidence).toBeGreaterThanOrEqual(0.45);
    expect(candidate?.confidence).toBeLessThan(0.7);
  });

  it('reads a slogan given only in JSON-LD, and the description there too', () => {
    const html = `<title>Acme</title><script type="application/ld+json">
      {"@type": "Organization", "name": "Acme", "slogan": "Tools for makers", "description": "Acme makes hand tools in Sheffield."}</script>`;
    expect(taglineOf(html)).toBe('Tools for makers');
    expect(chooseCandidate(read(html).description).chosen).toMatchObject({
      value: 'Acme makes hand tools in Sheffield.',
      evidence: { source: 'JSON-LD Organization.description' },
    });
  });

  it("never takes an inner page's title, but reads the site's own suffix on it", () => {
    expect(taglineOf('<title>How to sharpen a chisel | Acme</title>', ARTICLE)).toBeNull();
    expect(taglineOf('<title>How to sharpen a chisel | Acme - Tools for makers</title>', ARTICLE)).toBe(
      'Tools for makers',
    );
  });

  it('reads the line in the site name, the logo link and beside the logo', () => {
    expect(
      taglineOf('<meta property="og:site_name" content="Acme | Tools for makers"><title>Acme</title>'),
    ).toBe('Tools for makers');
    expect(
      taglineOf(
        '<header><a href="/"><img src="/logo.svg" alt="ACME - Tools for makers."></a></header>',
        ARTICLE,
      ),
    ).toBe('Tools for makers.');
    expect(
      taglineOf(
        '<footer><a href="/" class="footer-logo"><svg viewBox="0 0 9 9"><path d="M0 0h9v9z"/></svg></a><span>Tools for makers</span></footer>',
        ARTICLE,
      ),
    ).toBe('Tools for makers');
  });

  it('does not take a list of topics, a menu label or a placeholder for a line', () => {
    expect(taglineOf('<title>Acme - News, Reviews, Guides and Deals</title>')).toBeNull();
    expect(
      taglineOf(
        '<header><a href="/" class="logo"><img src="/l.svg" alt=""></a><div class="menu-toggle">Toggle menu</div></header>',
        ARTICLE,
      ),
    ).toBeNull();
    expect(
      taglineOf('<title>Acme</title><p class="site-description">Just another WordPress site</p>'),
    ).toBeNull();
  });
});
