import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { FILL_THRESHOLD } from '../../../domain/extracted-candidate';
import { findLogoCandidates, type LogoCandidate } from './logo-candidates';

const PAGE = 'https://acme.example/en/';
const context = { brandName: 'Acme', jsonLdLogo: null, manifest: null };
const page = (body: string, head = '') =>
  load(`<html><head>${head}</head><body>${body}</body></html>`, { sourceCodeLocationInfo: true });
const where = (c: LogoCandidate) => (c.kind === 'inline-svg' ? `svg:${c.evidence.selector}` : c.url);
const best = (body: string, head = '') => {
  const [first] = findLogoCandidates(page(body, head), PAGE, context);
  return first ? where(first) : null;
};
const MARK =
  '<svg viewBox="0 0 120 40" width="120" height="40"><path d="M0 0h120v40H0z" fill="#C41230"/></svg>';

describe('logo candidates', () => {
  it("prefers the header's home-link logo over a wall of customers' logos", () => {
    const wall = ['Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark']
      .map((name) => `<img src="/img/customers/${name.toLowerCase()}-logo.png" alt="${name} logo">`)
      .join('');
    const choice = best(
      `<header><a href="/"><img src="/img/acme.png" alt="Acme"></a></header>
       <section class="used-by"><h2>Used by</h2><div>${wall}</div></section>`,
    );
    expect(choice).toBe('https://acme.example/img/acme.png');
    // Even with no header logo, a wall is never taken.
    const candidates = findLogoCandidates(page(`<main><div class="row">${wall}</div></main>`), PAGE, context);
    expect(candidates.map(where).filter((u) => u.includes('/customers/'))).toEqual([]);
  });

  it('leaves a small nav icon beside a menu label out, and takes the brand mark in the same nav', () => {
    const candidates = findLogoCandidates(
      page(`<nav><a href="/" aria-label="Menu"><svg width="16" height="16" viewBox="0 0 16 16"><path d="M0 0h16v2H0z"/></svg> Menu</a>
        <a href="/" class="brand">${MARK}</a></nav>`),
      PAGE,
      context,
    );
    const inline = candidates.filter((c) => c.kind === 'inline-svg');
    expect(inline).toHaveLength(1);
    expect(inline[0]?.evidence.selector).toContain('a.brand');
  });

  it('never takes a hidden sprite sheet, but draws the symbol a header logo uses from it', () => {
    const candidates = findLogoCandidates(
      page(`<svg width="0" height="0" style="position:absolute"><symbol id="logo" viewBox="0 0 100 30"><path d="M0 0h100v30H0z" fill="#49C5B1"/></symbol></svg>
        <header><a href="/" class="header__logo"><svg><use href="#logo"></use></svg></a></header>`),
      PAGE,
      context,
    );
    expect(candidates[0]?.kind).toBe('inline-svg');
    const svg = candidates[0]?.kind === 'inline-svg' ? candidates[0].svg : '';
    expect(svg).toContain('fill="#49C5B1"');
    expect(svg).toContain('viewBox="0 0 100 30"');
    expect(candidates.filter((c) => c.kind === 'inline-svg')).toHaveLength(1);
  });

  it('reads an inline header logo <img>, lazy-loaded or named in camelCase, with its line as evidence', () => {
    const $ = page(`<div class="topbar">
      <a href="/index.html" class="siteLogo"><img src="/img/blank.gif" data-lazy-src="/img/acme-horizontal.svg" alt=""></a>
    </div>`);
    const [first] = findLogoCandidates($, PAGE, context);
    expect(first).toMatchObject({ kind: 'svg-image', url: 'https://acme.example/img/acme-horizontal.svg' });
    expect(first?.evidence).toMatchObject({
      source: 'SVG logo image on the page',
      line: 2,
      attribute: 'src',
    });
    expect(first?.confidence).toBeGreaterThanOrEqual(0.7);
  });

  it('tries /apple-touch-icon.png and /favicon.ico when the page declares no icon, surest first', () => {
    const candidates = findLogoCandidates(page('<p>hi</p>'), PAGE, context);
    expect(candidates.map(where)).toEqual([
      'https://acme.example/apple-touch-icon.png',
      'https://acme.example/favicon.ico',
    ]);
    expect(candidates.every((c) => c.confidence < 0.7)).toBe(true);
  });

  it('keeps an .ico favicon, declared or conventional, as a candidate never stored on its own', () => {
    const declaredIco = findLogoCandidates(
      page('<p>hi</p>', '<link rel="shortcut icon" href="https://acme.example/favicon.ico">'),
      PAGE,
      context,
    );
    const ico = declaredIco.find((c) => where(c) === 'https://acme.example/favicon.ico');
    expect(ico?.evidence).toMatchObject({ source: 'favicon', attribute: 'href', line: 1 });
    expect(ico?.confidence).toBeLessThan(FILL_THRESHOLD);
    // A PNG or SVG icon the page declares is a designed file, even typed as an icon: it may be stored.
    const png = findLogoCandidates(
      page('<p>hi</p>', '<link rel="shortcut icon" type="image/x-icon" href="/acme-icon.png">'),
      PAGE,
      context,
    );
    expect(png[0]).toMatchObject({ url: 'https://acme.example/acme-icon.png' });
    expect(png[0]?.confidence).toBeGreaterThanOrEqual(FILL_THRESHOLD);
  });

  it('ranks the declared icons below the page logo and offers a share image only as a weak candidate', () => {
    const candidates = findLogoCandidates(
      page(
        `<header><a href="/" class="site-logo">${MARK}</a></header>`,
        `<link rel="apple-touch-icon" href="/touch.png" sizes="180x180"><link rel="icon" href="/favicon-32.png" sizes="32x32">
         <meta property="og:image" content="/share.jpg">`,
      ),
      PAGE,
      { ...context, jsonLdLogo: 'https://acme.example/ld-logo.png' },
    );
    expect(candidates.map((c) => c.kind)).toEqual([
      'inline-svg',
      'json-ld',
      'apple-touch-icon',
      'favicon',
      'favicon',
      'og-image',
    ]);
    expect(candidates.at(-1)?.confidence).toBeLessThan(0.45);
  });

  it('finds a logo painted as a CSS background on the home link', () => {
    const candidates = findLogoCandidates(
      page(
        '<header><a href="/" class="headerLogo"></a></header>',
        '<style>.headerContainer .headerLogo { background-image: url("/media/acme-logo-2024"); }</style>',
      ),
      PAGE,
      context,
    );
    expect(candidates[0]).toMatchObject({
      kind: 'css-background',
      url: 'https://acme.example/media/acme-logo-2024',
    });
  });
});
