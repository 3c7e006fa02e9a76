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

  it('reads the line of a home title made of sentences: the last one, or the one beside the name', () => {
    const title = '<title>Camping in Norway. The official guide to the fjords.</title>';
    expect(taglineOf(title)).toBe('The official guide to the fjords.');
    expect(read(title).tagline[0]?.evidence).toMatchObject({ source: 'page title', line: 1 });
    expect(taglineOf('<title>Tools for makers. Acme.</title>')).toBe('Tools for makers.');
    // An inner page's title of sentences describes the page; a question is no line.
    expect(taglineOf(title, ARTICLE)).toBeNull();
    expect(taglineOf('<title>Camping in Norway. Where can you sleep?</title>')).toBeNull();
  });

  it("takes a description's first sentence when it is a short slogan the rest explains", () => {
    const page = (description: string, extra = '') =>
      `<title>Meet the Acme planer</title>${extra}<meta property="og:description" content="${description}">`;
    const opening = page('Made for those who make things. Meet the only planer built for the workshop.');
    expect(taglineOf(opening, ARTICLE)).toBe('Made for those who make things.');
    expect(chooseCandidate(read(opening, ARTICLE).tagline).chosen?.evidence).toMatchObject({
      source: 'first sentence of the og:description meta tag',
      attribute: 'content',
    });
    // Not when the description is one sentence, a question, in the first person, or about one article or recipe.
    expect(taglineOf(page('Made for those who make things.'), ARTICLE)).toBeNull();
    expect(taglineOf(page('Why sharpen a chisel? Our guide explains.'), ARTICLE)).toBeNull();
    expect(taglineOf(page('We make planes for you. Meet the new one.'), ARTICLE)).toBeNull();
    expect(
      taglineOf(
        page('Simple and quick to make. A weeknight soup.', '<meta property="og:type" content="article">'),
        ARTICLE,
      ),
    ).toBeNull();
  });

  it("takes the one-sentence statement of a home page's hero or about block", () => {
    const statement =
      'Acme makes hand tools that last a lifetime, sharpened by hand in our Sheffield works today';
    const hero = `<title>Acme</title><header><a href="/">Acme</a></header>
      <div class="main"><div id="about">Acme makes hand tools that last a lifetime,
      forged and ground in Sheffield since the last century.</div><div id="start"><a href="/shop">Shop</a></div></div>`;
    expect(taglineOf(hero)).toBe(
      'Acme makes hand tools that last a lifetime, forged and ground in Sheffield since the last century.',
    );
    expect(read(hero).tagline[0]?.evidence).toMatchObject({
      source: 'statement of the home page hero',
      selector: 'div#about',
      line: 2,
    });
    expect(
      taglineOf(
        '<section class="hero"><h1>Tools that outlast you</h1><a class="btn" href="/shop">Shop</a></section>',
      ),
    ).toBe('Tools that outlast you');
    // Not on an inner page, not a call to action, not a block with links, not a paragraph of sentences.
    expect(taglineOf(hero, ARTICLE)).toBeNull();
    expect(
      taglineOf('<div class="signup-cta"><h2 class="hero-title">Create your workshop for free</h2></div>'),
    ).toBeNull();
    expect(taglineOf(`<div class="intro">${statement}. <a href="/about">More</a></div>`)).toBeNull();
    expect(taglineOf(`<div class="intro">${statement}. It has done so for years.</div>`)).toBeNull();
    // A greeting, or a news card's subtitle, is not the brand's statement.
    expect(taglineOf('<section class="intro"><h1>Welcome to the Acme workshop</h1></section>')).toBeNull();
    expect(
      taglineOf('<div class="card-subtitle">Scientists find a new frog species in the rainforest.</div>'),
    ).toBeNull();
  });
});
