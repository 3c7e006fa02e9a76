import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { colorsFromCss, colorsInValue } from './css-colors';
import { pageVocabulary } from './page-vocabulary';

const sheet = (css: string) => ({ css, source: 'https://a.example/site.css', kind: 'linked stylesheet' });
/** The vocabulary of a page holding the given elements. */
const pageWith = (html: string) => {
  const vocabulary = pageVocabulary(load(`<body>${html}</body>`));
  if (!vocabulary) throw new Error('a page with a link has a vocabulary');
  return vocabulary;
};
const kindsOf = (samples: { hex: string; kind: string }[], hex: string) => [
  ...new Set(samples.filter((s) => s.hex === hex).map((s) => s.kind)),
];

describe('colours a stylesheet declares', () => {
  it('reads a colour function whose opacity is a variable, as utility frameworks write them', () => {
    expect(colorsInValue('rgb(228 0 43/var(--tw-bg-opacity))')).toEqual([{ hex: '#E4002B', alpha: 1 }]);
    expect(colorsInValue('rgba(228, 0, 43, var(--tw-bg-opacity, 1))')).toEqual([
      { hex: '#E4002B', alpha: 1 },
    ]);
    // A variable in a channel leaves no concrete colour.
    expect(colorsInValue('rgba(var(--color-button), var(--alpha-button))')).toEqual([]);
  });

  it("does not take a framework's stock palette for the brand's, but takes the site's own value", () => {
    const bootstrap = ':root{--primary:#007bff;--secondary:#6c757d;--success:#28a745} a{color:#007bff}';
    const stock = colorsFromCss([sheet(bootstrap)]);
    expect(stock.filter((s) => s.kind === 'brand-variable')).toEqual([]);
    expect(kindsOf(stock, '#007BFF')).toEqual(['link']);

    const customised = colorsFromCss([
      sheet(`${bootstrap} .btn{background:var(--primary)}`),
      { css: ':root{--primary:#E4002B}', source: 'https://a.example/theme.css', kind: 'linked stylesheet' },
    ]);
    expect(kindsOf(customised, '#E4002B')).toEqual(['button', 'brand-variable']);
    expect(customised.find((s) => s.hex === '#E4002B' && s.kind === 'brand-variable')?.role).toBe('primary');
  });

  it('reads a custom property holding only channels with the colour function that uses it', () => {
    // shadcn/ui: HSL channels, wrapped in hsl() where they paint; the dark theme's value comes later.
    const shadcn = colorsFromCss([
      sheet(
        ':root{--primary:346.8 77.2% 49.8%;--secondary:240 4.8% 95.9%;--radius:0.5rem}' +
          '.dark{--primary:346.8 77.2% 59.8%}' +
          '.btn{background-color:hsl(var(--primary));color:hsl(var(--primary) / 0.9)}',
      ),
    ]);
    const primary = shadcn.filter((s) => s.hex === '#E11D48');
    expect(primary.map((s) => s.kind)).toEqual(['brand-variable', 'button', 'text']);
    expect(primary.every((s) => s.role === 'primary' || s.kind !== 'brand-variable')).toBe(true);
    // Its stock near-white secondary, never used, declares nothing; the dark value counts as itself.
    expect(shadcn.some((s) => s.hex === '#F4F4F5')).toBe(false);
    expect(kindsOf(shadcn, '#E8496C')).toEqual(['brand-variable']);

    // Tailwind's RGB channels, and Bootstrap 5's comma-separated ones with the opacity in a variable.
    const rgb = colorsFromCss([
      sheet(
        ':root{--color-brand:214 0 42;--bs-primary-rgb:13,110,253}' +
          'header{background:rgb(var(--color-brand) / var(--tw-bg-opacity))}' +
          '.bg-primary{background-color:rgba(var(--bs-primary-rgb), var(--bs-bg-opacity))!important}',
      ),
    ]);
    expect(kindsOf(rgb, '#D6002A')).toEqual(['brand-variable', 'chrome-background']);
    // Bootstrap's stock primary, as channels, is the framework's and not a brand variable.
    expect(kindsOf(rgb, '#0D6EFD')).toEqual(['other']);

    // Channels no colour function uses (a spacing scale, say) are not a colour.
    expect(colorsFromCss([sheet(':root{--brand-gap:4 8 16}.a{margin:var(--brand-gap)}')])).toEqual([]);
  });

  it('counts a rule as painting a button or the chrome only when the page has an element it could style', () => {
    const css =
      '.btn-primary:not(:disabled):hover{background-color:#007bff} .btn-success{background-color:#28a745}' +
      ' .site-header .menu, .promo-banner{background:#1F3A5F} .navbar{background-color:#0B5FFF}';
    const page = pageWith('<nav class="navbar"><a class="btn btn-primary" href="/">Shop</a></nav>');
    const samples = colorsFromCss([sheet(css)], page);
    expect(kindsOf(samples, '#007BFF')).toEqual(['button']);
    expect(kindsOf(samples, '#28A745')).toEqual(['other']);
    expect(kindsOf(samples, '#1F3A5F')).toEqual(['other']);
    expect(kindsOf(samples, '#0B5FFF')).toEqual(['chrome-background']);
    // Without the page's markup, the selector alone decides, as before.
    expect(kindsOf(colorsFromCss([sheet(css)]), '#28A745')).toEqual(['button']);
  });

  it("leaves out the rules of cookie-consent banners, keeping a list's other selectors", () => {
    const samples = colorsFromCss([
      sheet(
        '#onetrust-banner-sdk #onetrust-accept-btn-handler,#onetrust-banner-sdk #onetrust-reject-all-handler{background-color:#68B631}' +
          ' #CybotCookiebotDialog .CybotCookiebotDialogBodyButton{background-color:#1032CF}' +
          ' .cky-btn-accept{background:#1863DC} .cmplz-cookiebanner .cmplz-btn{background:#1E73BE}' +
          ' .cookie-notice-container{background:#32323A} .site-footer{background:#1F2A44}' +
          ' #didomi-host .didomi-button, .btn-primary{background-color:#C8102E}',
      ),
    ]);
    for (const hex of ['#68B631', '#1032CF', '#1863DC', '#1E73BE', '#32323A'])
      expect(kindsOf(samples, hex)).toEqual([]);
    expect(kindsOf(samples, '#1F2A44')).toEqual(['footer-background']);
    expect(kindsOf(samples, '#C8102E')).toEqual(['button']);
    expect(samples.find((s) => s.hex === '#C8102E')?.selector).toBe(
      '#didomi-host .didomi-button, .btn-primary',
    );
  });

  it("takes a block theme's palette slugs named for a brand role as the owner's, not the core palette", () => {
    const samples = colorsFromCss([
      sheet(
        ':root{--wp--preset--color--vivid-red:#cf2e2e;--wp--preset--color--primary:#E4002B;--wp--preset--color--secondary:#1F3A5F}' +
          '.has-primary-background-color{background-color:var(--wp--preset--color--primary)}',
      ),
    ]);
    expect(kindsOf(samples, '#CF2E2E')).toEqual([]);
    expect(samples.filter((s) => s.hex === '#E4002B').map((s) => [s.kind, s.role])).toEqual([
      ['brand-variable', 'primary'],
      ['brand-variable', 'primary'],
    ]);
    expect(samples.find((s) => s.hex === '#1F3A5F')).toMatchObject({
      kind: 'brand-variable',
      role: 'secondary',
    });
    // A default theme's own palette (Twenty Twenty-Three's) is no owner's choice.
    const stock = colorsFromCss([sheet(':root{--wp--preset--color--primary:#9DFF20}')]);
    expect(stock).toEqual([]);
  });
});
