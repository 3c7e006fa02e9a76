import { describe, expect, it } from 'vitest';
import { parseHtml } from '../pipeline/site-snapshot';
import { linesOf, pageAddress } from './page-address';

describe("a site's own address", () => {
  it('reads the lines of a block as a reader sees them', () => {
    const $ = parseHtml(
      '<div>Acme<br>Main Street <b>1</b><p>12345 Town</p><script>var x = "1 Road"</script></div>',
    );
    const root = $('div').get(0);
    expect(root && linesOf(root)).toEqual(['Acme', 'Main Street 1', '12345 Town']);
  });

  it('prefers a marked address, and reads microdata as it is tagged', () => {
    const $ = parseHtml(`<body><footer><p>Hafenstraße 4<br>20457 Hamburg</p></footer>
      <div itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="streetAddress">Argelsrieder Feld 2</span>
      <span itemprop="postalCode">82205</span> <span itemprop="addressLocality">Gilching</span></div></body>`);
    expect(pageAddress($, 'https://www.example.de/')).toEqual({
      street: 'Argelsrieder Feld 2',
      postcode: '82205',
      locality: 'Gilching',
      region: null,
      country: 'Germany',
    });
  });

  it("reads the footer and contact blocks, never an article's text", () => {
    const page = (main: string) =>
      parseHtml(`<body><div class="site-footer-wrapper">${main}
        <div class="contact">1000 Potato Roll Lane<br>Chambersburg, PA 17202</div></div></body>`);
    const inArticle =
      '<main><article><p>Lunch at 12 Main Street, Springfield, IL 62701.</p></article></main>';
    expect(pageAddress(page(inArticle), 'https://example.com/')?.locality).toBe('Chambersburg');
    expect(pageAddress(parseHtml(`<body>${inArticle}</body>`), 'https://example.com/')).toBeNull();
    expect(
      pageAddress(
        parseHtml('<body><footer>© 2018 Bonn Rowing · Tel. 0176 322 888 97</footer></body>'),
        'https://a.de/',
      ),
    ).toBeNull();
  });

  it('reads a footer inside a form that wraps the whole page, and stops at a hostile depth', () => {
    const wrapped =
      '<body><form id="page"><footer><p>Hafenstraße 4<br>20457 Hamburg</p><form><input name="q"></form></footer></form></body>';
    expect(pageAddress(parseHtml(wrapped), 'https://www.example.de/')?.locality).toBe('Hamburg');
    const deep = `<body><footer>${'<div>'.repeat(20_000)}Hafenstraße 4<br>20457 Hamburg${'</div>'.repeat(20_000)}</footer></body>`;
    expect(pageAddress(parseHtml(deep), 'https://www.example.de/')).toBeNull();
  });
});
