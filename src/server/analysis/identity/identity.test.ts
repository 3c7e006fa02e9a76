import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { decodeHtml, readJsonLd } from '../pipeline/site-snapshot';
import { readAboutFacts } from './about-page';
import { readOrganization } from './json-ld-organization';
import { readPageIdentity } from './page-identity';
import { parseManifest } from './web-manifest';

describe('JSON-LD Organization', () => {
  const page = (json: unknown) =>
    readJsonLd(load(`<script type="application/ld+json">${JSON.stringify(json)}</script>`));

  it('reads logo, founding date, founders, address, employees, sameAs and keywords, URLs made absolute', () => {
    const facts = readOrganization(
      page({
        '@context': 'https://schema.org',
        '@type': ['Corporation'],
        name: 'Acme',
        logo: '/logo.svg',
        foundingDate: '1999-03',
        founders: ['Ada', { '@type': 'Person', name: 'Grace' }],
        address: {
          streetAddress: '1 Main St',
          addressLocality: 'Springfield',
          addressCountry: { name: 'US' },
        },
        numberOfEmployees: { value: 250 },
        sameAs: 'https://twitter.com/acme',
        keywords: 'tools, makers',
      }),
      'https://acme.example/en/',
    );
    expect(facts).toMatchObject({
      name: 'Acme',
      logo: 'https://acme.example/logo.svg',
      foundingYear: 1999,
      founders: ['Ada', 'Grace'],
      address: '1 Main St, Springfield, US',
      numberOfEmployees: '250',
      sameAs: ['https://twitter.com/acme'],
      keywords: ['tools', 'makers'],
    });
  });

  it('ignores other types, javascript: logos and years in the future', () => {
    expect(readOrganization(page({ '@type': 'WebPage', name: 'x' }), 'https://a.example/')).toBeNull();
    const facts = readOrganization(
      page({ '@type': 'Organization', logo: 'javascript:alert(1)', foundingDate: '2999' }),
      'https://a.example/',
    );
    expect(facts).toMatchObject({ logo: null, foundingYear: null });
  });

  it('reads any kind of organisation schema.org has (Hotel, Dentist, LegalService…), never a page, work or person', () => {
    const business = (type: string) => ({
      '@type': type,
      name: 'Acme Grand',
      url: 'https://acme.example/',
      logo: 'https://acme.example/assets/acme-logo.png',
      address: { streetAddress: '1 Main St', addressLocality: 'Springfield' },
    });
    for (const type of [
      'Hotel',
      'LegalService',
      'ClothingStore',
      'Dentist',
      'GovernmentOrganization',
      'schema:Bakery',
    ])
      expect(readOrganization(page(business(type)), 'https://acme.example/')?.logo).toBe(
        'https://acme.example/assets/acme-logo.png',
      );
    for (const type of [
      'WebPage',
      'Recipe',
      'NewsArticle',
      'Product',
      'Offer',
      'Person',
      'MusicEvent',
      'ImageObject',
    ])
      expect(readOrganization(page(business(type)), 'https://acme.example/')).toBeNull();
    // A node of an unlisted kind must state something only an organisation states.
    expect(
      readOrganization(page({ '@type': 'Hotel', name: 'Acme Grand' }), 'https://acme.example/'),
    ).toBeNull();
    // A listed kind is surer than a richer node recognised by its properties: the chain, not its hotel.
    const chain = { '@type': 'Organization', name: 'Acme Hotels', logo: 'https://acme.example/chain.svg' };
    expect(readOrganization(page([business('Hotel'), chain]), 'https://acme.example/')?.name).toBe(
      'Acme Hotels',
    );
  });

  it('follows a logo given as an @id reference to the image node, and takes no page address for a logo', () => {
    const graph = (logo: unknown, image?: unknown) =>
      page({
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'Organization', '@id': 'https://acme.example/#org', name: 'Acme', logo },
          ...(image ? [image] : []),
        ],
      });
    const image = {
      '@type': 'ImageObject',
      '@id': 'https://acme.example/#logo',
      url: 'https://acme.example/assets/acme-logo.png',
    };
    const url = 'https://acme.example/';
    expect(readOrganization(graph({ '@id': 'https://acme.example/#logo' }, image), url)?.logo).toBe(
      'https://acme.example/assets/acme-logo.png',
    );
    expect(readOrganization(graph({ '@id': '#logo' }, image), url)?.logo).toBe(
      'https://acme.example/assets/acme-logo.png',
    );
    expect(readOrganization(graph({ '@id': 'https://acme.example/#logo' }), url)?.logo).toBeNull();
  });
});

describe('the page identity', () => {
  const page = { url: 'https://acme.example/', jsonLd: [] };

  it('offers the meta description, Open Graph and the title, each with its evidence', () => {
    const $ = load(`<head><title>Acme | Tools for makers</title>
      <meta property="og:description" content="From Open Graph">
      <meta name="keywords" content="tools, Tools, makers, , x"></head>`);
    const identity = readPageIdentity($, null, 'Acme', page);
    expect(identity.description).toEqual([
      {
        value: 'From Open Graph',
        confidence: 0.85,
        evidence: expect.objectContaining({ source: 'og:description meta tag', attribute: 'content' }),
      },
    ]);
    expect(identity.tagline.map((c) => [c.value, c.evidence.source])).toEqual([
      ['Tools for makers', 'page title'],
    ]);
    expect(identity.keywords?.value).toEqual(['tools', 'makers']);
  });

  it('states nothing the page does not state', () => {
    const identity = readPageIdentity(load('<body><p>Hello</p></body>'), null, 'Acme', page);
    expect(identity).toMatchObject({ name: null, tagline: [], description: [], keywords: null });
  });
});

describe('mission, vision and founding year', () => {
  const about = { names: ['a'], isAboutPage: true };

  it('reads statements under headings and in sentences', () => {
    const facts = readAboutFacts(
      load(`<body><h2>Our Mission</h2><p>To help makers make.</p>
        <p>Our vision is to see a maker in every home.</p><p>Founded in 1971 in Seattle.</p></body>`),
      'https://a.example/about',
      about,
    );
    expect(facts.mission).toMatchObject({ value: 'To help makers make.', source: 'https://a.example/about' });
    expect(facts.vision?.value).toBe('Our vision is to see a maker in every home.');
    expect(facts.foundingYears.map((c) => c.value)).toEqual([1971]);
  });

  it('does not take a year from a headline for a founding year', () => {
    const home = { names: ['a'], isAboutPage: false };
    expect(
      readAboutFacts(load('<p>Best season since 2015 for the fleet</p>'), 'https://a.example/', home)
        .foundingYears,
    ).toEqual([]);
    expect(
      readAboutFacts(
        load('<footer><p>Since 1961</p></footer>'),
        'https://a.example/',
        home,
      ).foundingYears.map((c) => c.value),
    ).toEqual([1961]);
  });
});

describe('the web manifest', () => {
  it('reads colours and icons, largest first, resolved against the manifest', () => {
    const manifest = parseManifest(
      JSON.stringify({
        theme_color: '#0A3D62',
        icons: [
          { src: 'i/192.png', sizes: '192x192' },
          { src: 'i/512.png', sizes: '512x512 256x256' },
          { src: 'data:image/png;base64,xx', sizes: '1024x1024' },
        ],
      }),
      'https://a.example/static/site.webmanifest',
    );
    expect(manifest?.themeColor).toBe('#0A3D62');
    expect(manifest?.icons.map((i) => [i.url, i.size])).toEqual([
      ['https://a.example/static/i/512.png', 512],
      ['https://a.example/static/i/192.png', 192],
    ]);
  });

  it('is null when the file is not JSON, and drops members of the wrong type', () => {
    expect(parseManifest('<html>', 'https://a.example/m.json')).toBeNull();
    expect(parseManifest('{"theme_color": 12, "icons": "x"}', 'https://a.example/m.json')).toMatchObject({
      themeColor: null,
      icons: [],
    });
  });
});

describe('page encodings', () => {
  it('reads a page in the charset it declares, in the header or in a meta tag', () => {
    const latin1 = Buffer.from('<title>Hermès Café</title>', 'latin1');
    expect(decodeHtml(latin1, 'text/html; charset=ISO-8859-1')).toBe('<title>Hermès Café</title>');
    const withMeta = Buffer.concat([
      Buffer.from('<meta charset="windows-1252">'),
      Buffer.from('Crème', 'latin1'),
    ]);
    expect(decodeHtml(withMeta, 'text/html')).toContain('Crème');
    expect(decodeHtml(Buffer.from('Crème'), 'text/html; charset=no-such-charset')).toBe('Crème');
    expect(decodeHtml(Buffer.from('Crème'), 'text/html')).toBe('Crème');
  });
});
