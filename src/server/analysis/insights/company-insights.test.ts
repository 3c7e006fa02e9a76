import { describe, expect, it } from 'vitest';
import { parseSnapshot } from '../pipeline/site-snapshot';
import {
  buildCompanyInsights,
  cutToWords,
  employeeCountOf,
  foundedYearOf,
  hasInsights,
  headquartersOf,
} from './company-insights';

const snapshot = (url: string, html: string) =>
  parseSnapshot({ url, status: 200, contentType: 'text/html', body: Buffer.from(html) });

describe('company facts', () => {
  it('reads the headquarters from an address, else from the text', () => {
    expect(
      headquartersOf(
        [
          {
            '@type': 'Organization',
            address: { addressLocality: 'Oslo', addressRegion: 'Oslo', addressCountry: 'NO' },
          },
        ],
        [],
      ),
    ).toBe('Oslo, NO');
    expect(headquartersOf([{ '@type': 'Organization', address: '1 Main St, Springfield' }], [])).toBe(
      '1 Main St, Springfield',
    );
    expect(headquartersOf([], ['We are headquartered in Austin, Texas. Our team is remote.'])).toBe(
      'Austin, Texas',
    );
    expect(headquartersOf([], ['Based in St. Louis, Missouri since 1990.'])).toBe('St. Louis, Missouri');
    expect(headquartersOf([], ['Based in the cloud.'])).toBeNull();
  });

  it('takes a headquarters sentence only when it speaks of the brand', () => {
    const article =
      'Award-winning chef Gavin Kaysen, who is based in Minneapolis, makes these hash browns at home.';
    expect(headquartersOf([], [article], { names: ['acme'] })).toBeNull();
    expect(
      headquartersOf([], ['Since 1990 Acme is headquartered in Austin, Texas.'], { names: ['acme'] }),
    ).toBe('Austin, Texas');
    expect(headquartersOf([], ["Acme's partner Foo is based in Oslo."], { names: ['acme'] })).toBeNull();
  });

  it("falls back on the address the site's footer states", () => {
    const address = {
      street: 'Vorwerks Hof 9',
      postcode: '32130',
      locality: 'Enger',
      region: null,
      country: 'Germany',
    };
    expect(headquartersOf([], ['Our chef is based in Minneapolis.'], { names: ['acme'], address })).toBe(
      'Enger, Germany',
    );
    const organizations = [{ '@type': 'Organization', address: { addressLocality: 'Oslo' } }];
    expect(headquartersOf(organizations, [], { address })).toBe('Oslo');
  });

  it('reads the founding year from foundingDate or the text, never from the future', () => {
    const now = new Date('2024-06-01T00:00:00Z');
    expect(foundedYearOf([{ '@type': 'Organization', foundingDate: '1998-04-01' }], [], now)).toBe(1998);
    expect(foundedYearOf([{ '@type': 'Organization', foundingDate: 2031 }], ['Est. 1971'], now)).toBe(1971);
    expect(foundedYearOf([], ['Proudly serving since 1905.'], now)).toBe(1905);
    expect(foundedYearOf([], ['Call 1-800-2024 today', 'Founded in 2090'], now)).toBeNull();
  });

  it('reads the head count as a number or a range', () => {
    expect(employeeCountOf([{ '@type': 'Organization', numberOfEmployees: '1,500' }], [])).toBe(1500);
    expect(
      employeeCountOf([{ '@type': 'Organization', numberOfEmployees: { minValue: 51, maxValue: 200 } }], []),
    ).toBe('51-200');
    expect(employeeCountOf([], ['Over 12,000 employees worldwide.'])).toBe(12000);
    expect(employeeCountOf([], ['Serving 3 million customers.'])).toBeNull();
    expect(employeeCountOf([], ['Rund 5.000 Mitarbeiterinnen und Mitarbeiter arbeiten bei uns.'])).toBe(5000);
    expect(employeeCountOf([], ['Met ruim 110.000 medewerkers zijn wij de grootste.'])).toBe(110000);
    expect(employeeCountOf([], ['Plus de 2 500 salariés en France.'])).toBe(2500);
    expect(employeeCountOf([], ['Version 2.000 staffing tools'])).toBeNull();
    // A page of digit groups costs its length, not its length squared.
    expect(employeeCountOf([], [`${'1 000 '.repeat(100_000)}and nothing after`])).toBeNull();
    expect(employeeCountOf([], [`${'1 000 '.repeat(100_000)}employees`])).toBe(1000);
  });

  it('cuts long prose at a sentence end', () => {
    const text = `${'word '.repeat(30)}end. ${'more '.repeat(30)}`.trim();
    expect(cutToWords(text, 40)).toBe(`${'word '.repeat(30)}end.`);
    expect(cutToWords('short text', 40)).toBe('short text');
  });
});

describe('buildCompanyInsights', () => {
  it('puts the facts of the home and about pages together, with the website among the links', () => {
    const home = snapshot(
      'https://brand.example/',
      `<head><meta name="description" content="Brand makes things."></head><body>
        <script type="application/ld+json">{"@type":"Product","name":"The Widget"}</script>
        <a href="/services/repairs">Repairs</a> <a href="/products/">All products</a> <a href="/products/gadget">Gadget</a>
        <a href="https://other.example/products/x">Not ours</a></body>`,
    );
    const about = snapshot(
      'https://brand.example/about',
      `<body><nav><p>Navigation text that is long enough to look like a paragraph but is not one at all.</p></nav>
        <main><p>Brand was started in 2001 by two engineers who wanted things to last longer than a season.</p></main></body>`,
    );
    const insights = buildCompanyInsights({
      home,
      about,
      socialLinks: { instagram: 'https://www.instagram.com/brand' },
      names: ['brand'],
    });
    expect(insights).toEqual({
      about: 'Brand was started in 2001 by two engineers who wanted things to last longer than a season.',
      headquarters: null,
      founded_year: 2001,
      employee_count: null,
      products: ['The Widget', 'Gadget'],
      services: ['Repairs'],
      social_links: { instagram: 'https://www.instagram.com/brand', website: 'https://brand.example' },
    });
    expect(hasInsights(insights)).toBe(true);
  });

  it('reads a real page: the first meta description with words, the footer address, offerings and not the legal pages', () => {
    const home = snapshot(
      'https://www.rudern.example.de/',
      `<head><meta name="description" content=""><meta name="description" content="Der Verein rudert seit 1882."></head>
      <body><header><nav>
        <a href="/collections/blenders"><span class="txt">Blenders</span><i data-txt>Shop Blenders</i></a>
        <a href="/collections/sale">Summer Sale <b>SHOP NOW</b></a>
        <a href="/services/boat-hire">Boat hire</a>
      </nav></header>
      <main><article><p>Visit the Café Fluss, Uferweg 1, 50667 Köln, after a row.</p></article></main>
      <footer><a href="/service/impressum">Impressum</a> <a href="/service/kontakt">Kontakt</a>
        <div class="textwidget"><p>Rudern e.V.<br>Wilhelm-Spiritusufer 2<br>53113 Bonn</p><p>Tel. 0176 322 888 97</p></div>
      </footer></body>`,
    );
    const insights = buildCompanyInsights({ home, about: null, socialLinks: {}, names: ['rudern'] });
    expect(insights.about).toBe('Der Verein rudert seit 1882.');
    expect(insights.headquarters).toBe('Bonn, Germany');
    expect(insights.products).toEqual(['Blenders']);
    expect(insights.services).toEqual(['Boat hire']);
  });

  it('has nothing to say about an empty page', () => {
    const insights = buildCompanyInsights({
      home: snapshot('https://a.example/', '<p>Hi</p>'),
      about: null,
      socialLinks: {},
      names: ['a'],
    });
    expect(insights.about).toBeNull();
    expect(hasInsights(insights)).toBe(false);
  });
});
