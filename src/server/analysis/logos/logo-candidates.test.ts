import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { FILL_THRESHOLD } from '../../../domain/extracted-candidate';
import { findLogoCandidates, type LogoCandidate, MASK_ICON_CONFIDENCE } from './logo-candidates';

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

  it("stores a header logo drawn in currentColor in the colour the page's CSS gives it", () => {
    const header = `<header><a href="/" class="brand"><svg viewBox="0 0 100 30"><path d="M0 0h100v30H0z" fill="currentColor"/></svg></a></header>`;
    const css = [
      { css: 'a{color:#0000EE} header .brand{color:#E4002B}', source: 'https://acme.example/site.css' },
    ];
    const [first] = findLogoCandidates(page(header), PAGE, { ...context, css });
    const svg = first?.kind === 'inline-svg' ? first.svg : '';
    expect(svg).toContain('fill="#E4002B"');
    expect(svg).not.toMatch(/currentcolor/i);
    // Where the page sets no colour, the drawing is kept as it is.
    const [plain] = findLogoCandidates(page(header), PAGE, context);
    expect(plain?.kind === 'inline-svg' ? plain.svg : '').toContain('fill="currentColor"');
  });

  it("stores a header logo coloured by the stylesheet's fills in those colours", () => {
    const header = `<header><a href="/" class="brand"><svg viewBox="0 0 120 40" width="120" height="40">
      <path d="M0 0h40v40H0z"/><path class="word" d="M50 10h70v20H50z"/></svg></a></header>`;
    const css = [{ css: '.brand path { fill: #C41230 } .brand .word { fill: #1D1D1B }', source: PAGE }];
    const [first] = findLogoCandidates(page(header), PAGE, { ...context, css });
    expect(first?.kind).toBe('inline-svg');
    const drawn = first?.kind === 'inline-svg' ? first.svg : '';
    expect(drawn).toContain('fill="#C41230"');
    expect(drawn).toContain('fill="#1D1D1B"');
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

  it("reads the file behind an image optimiser's address (Next.js), its name and its type", () => {
    const proxied = (file: string, width: number) =>
      `/_next/image?url=${encodeURIComponent(file)}&amp;w=${width}&amp;q=75`;
    const $ = page(`<header class="site-header">
      <div class="brand"><img alt="" src="${proxied('/static/acme-logo.svg', 256)}"
        srcset="${proxied('/static/acme-logo.svg', 128)} 1x, ${proxied('/static/acme-logo.svg', 256)} 2x"></div>
      <nav><a href="/shop">Shop</a></nav>
    </header>
    <main><img alt="Our spring range" src="${proxied('/photos/spring.jpg', 1920)}"></main>`);
    const candidates = findLogoCandidates($, PAGE, context);
    expect(candidates[0]).toMatchObject({
      kind: 'svg-image',
      url: 'https://acme.example/static/acme-logo.svg',
    });
    expect(candidates.map(where).some((url) => url.includes('/_next/image'))).toBe(false);
  });

  it("takes a header logo drawn from the site's sprite file, with the colour the page gives it", () => {
    const $ = page(`<header><a href="/" class="logo" aria-label="Acme home">
        <svg width="160" height="40"><use href="/assets/icons.svg#acme-logo"></use></svg></a>
      <nav><button aria-label="Search"><svg width="16" height="16"><use href="/assets/icons.svg#search"></use></svg></button>
        <a href="/" aria-label="Back to the start"><svg><use href="/assets/icons.svg#arrow-left"></use></svg></a></nav>
    </header>`);
    const css = [{ css: '.logo { color: #0B4F6C }', source: 'https://acme.example/site.css' }];
    const candidates = findLogoCandidates($, PAGE, { ...context, css });
    expect(candidates[0]).toMatchObject({
      kind: 'svg-image',
      url: 'https://acme.example/assets/icons.svg#acme-logo',
      paint: { color: '#0B4F6C' },
    });
    // A stylesheet's fill on the drawing goes with it too.
    const filled = findLogoCandidates($, PAGE, {
      ...context,
      css: [{ css: '.logo svg { fill: #FFFFFF }', source: 'https://acme.example/site.css' }],
    });
    expect(filled[0]).toMatchObject({ kind: 'svg-image', paint: { fill: '#FFFFFF' } });
    expect(candidates[0]?.confidence).toBeGreaterThanOrEqual(FILL_THRESHOLD);
    // Icons drawn from the same file stay out, whether their place or their symbol's name says so.
    expect(candidates.map(where).filter((url) => /#(search|arrow-left)$/.test(url))).toEqual([]);
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
    expect(candidates[0]?.silhouette).toBeUndefined();
  });

  it('finds a logo drawn as a CSS mask, its shape filled with the theme colour', () => {
    const [masked] = findLogoCandidates(
      page(
        '<header><a href="/" class="site-logo" aria-label="Acme"></a><button class="search-icon"></button></header>',
        `<style>.site-logo { -webkit-mask: url(/img/acme-wordmark.svg) no-repeat center / contain;
          mask: url(/img/acme-wordmark.svg) no-repeat center / contain; background-color: #c8102e; }
          .search-icon { mask-image: url(/icons/search.svg); background-color: currentColor; }</style>`,
      ),
      PAGE,
      context,
    );
    expect(masked).toMatchObject({
      kind: 'css-background',
      url: 'https://acme.example/img/acme-wordmark.svg',
    });
    expect(masked?.evidence.source).toContain('mask');
    const [inline] = findLogoCandidates(
      page(
        '<header><a href="/" style="display:block; mask-image: url(/brand/logo.svg); background: #004b87"></a></header>',
      ),
      PAGE,
      context,
    );
    expect(inline).toMatchObject({ kind: 'css-background', url: 'https://acme.example/brand/logo.svg' });
    expect(inline?.evidence.source).toContain('mask');
  });

  it('finds a logo written into the stylesheet as a data: address, SVG or raster', () => {
    const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 120 40'><path d='M0 0h120v40H0z' fill='%23C41230'/></svg>`;
    const [drawn] = findLogoCandidates(
      page(
        '<header><a href="/" class="site-logo"></a></header>',
        `<style>.site-logo { background: url("data:image/svg+xml,${svg}") no-repeat; }</style>`,
      ),
      PAGE,
      context,
    );
    expect(drawn).toMatchObject({ kind: 'inline-svg' });
    expect(drawn?.kind === 'inline-svg' ? drawn.svg : '').toContain("fill='#C41230'");
    const png = `data:image/png;base64,${Buffer.alloc(300, 7).toString('base64')}`;
    const [painted] = findLogoCandidates(
      page(`<header><a href="/" class="brand" style="background-image: url(${png})"></a></header>`),
      PAGE,
      context,
    );
    expect(painted).toMatchObject({ kind: 'css-background', url: png });
    // The transparent placeholder of a lazy loader, or a background on no logo, is nothing.
    const pixel = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';
    expect(
      findLogoCandidates(
        page(
          `<header><a href="/" class="brand" style="background-image: url('${pixel}')"></a><div class="hero"></div></header>`,
          `<style>.hero { background-image: url("data:image/svg+xml,${svg}"); }</style>`,
        ),
        PAGE,
        context,
      ).filter((c) => c.kind === 'css-background' || c.kind === 'inline-svg'),
    ).toEqual([]);
  });

  it('reads wall words as whole words: a brand named Express, Sealy or Cypress keeps its header logo', () => {
    const headerLogo = (brand: string, link: string) =>
      findLogoCandidates(
        page(`<header class="site-header"><a href="/" ${link}><img src="/assets/logo.svg" alt="${brand}"></a>
          <nav><a href="/shop">Shop</a></nav></header>`),
        PAGE,
        { ...context, brandName: brand },
      ).map(where)[0];
    for (const brand of ['Express', 'Sealy', 'American Express', 'Cypress', 'WordPress'])
      expect(headerLogo(brand, `title="${brand} Home"`)).toBe('https://acme.example/assets/logo.svg');
    expect(headerLogo('Express', 'class="express-logo"')).toBe('https://acme.example/assets/logo.svg');
    // A word of a wall inside another word is no wall: a checkout's 'express' header variant.
    expect(
      best(
        '<header class="site-header header--express"><a href="/"><img src="/img/acme.png" alt="Acme"></a></header>',
      ),
    ).toBe('https://acme.example/img/acme.png');
    // The wall words themselves still count, in any spelling of a name.
    for (const wall of [
      'class="press-kit"',
      'class="partnerLogos"',
      'id="our-clients"',
      'class="sponsors"',
    ]) {
      const candidates = findLogoCandidates(
        page(
          `<section ${wall}><a href="https://globex.example/"><img src="/img/globex-logo.png" alt="Globex logo"></a></section>`,
        ),
        PAGE,
        context,
      );
      expect(candidates.map(where)).not.toContain('https://acme.example/img/globex-logo.png');
    }
  });

  it("keeps a logo whose name holds an icon word of the brand's own name, and still drops the icons", () => {
    const cartCom = (body: string) =>
      findLogoCandidates(page(body), 'https://cart.com/', { ...context, brandName: 'Cart.com' }).map(where);
    const header = cartCom(`<header class="site-header">
      <a href="/" class="site-logo"><img src="/assets/cart-com.svg" alt="Cart.com"></a>
      <a href="/cart"><img src="/icons/cart.svg" alt="Cart" width="20" height="20"></a>
      <a href="/search"><img src="/img/Header_Search_Icon.png" alt="Cart.com - Search"></a></header>`);
    expect(header[0]).toBe('https://cart.com/assets/cart-com.svg');
    expect(header).not.toContain('https://cart.com/icons/cart.svg');
    // The brand's name beside an icon word does not make the icon a logo.
    expect(header).not.toContain('https://cart.com/img/Header_Search_Icon.png');
    const phoneHouse = findLogoCandidates(
      page('<header><a href="/"><img src="/img/phone-house.svg" alt="The Phone House"></a></header>'),
      'https://www.phonehouse.es/',
      { ...context, brandName: 'The Phone House' },
    );
    expect(phoneHouse.map(where)[0]).toBe('https://www.phonehouse.es/img/phone-house.svg');
  });

  it('takes the site header an app shell wraps in <main>, not the header of an article there', () => {
    const candidates = findLogoCandidates(
      page(`<main id="app">
        <header class="site-header"><a href="/" aria-label="Home">${MARK}</a><nav><a href="/shop">Shop</a></nav></header>
        <article><header class="entry-header"><a href="/"><img src="/img/story.png" alt="Our story"></a></header></article>
      </main>`),
      PAGE,
      context,
    );
    expect(candidates[0]).toMatchObject({ kind: 'inline-svg' });
    expect(candidates[0]?.confidence).toBeGreaterThanOrEqual(0.86);
    expect(candidates.map(where)).not.toContain('https://acme.example/img/story.png');
  });

  it('takes a top bar opening with the home logo for chrome, not for a wall of its icons', () => {
    const icon = (name: string) =>
      `<a href="/${name}" aria-label="${name}"><svg width="20" height="20" viewBox="0 0 20 20"><path d="M0 0h20v20H0z"/></svg></a>`;
    const candidates = findLogoCandidates(
      page(`<div class="top-bar"><a href="/" aria-label="Acme">${MARK}</a>
        ${['search', 'account', 'wishlist', 'cart', 'menu'].map(icon).join('')}</div>`),
      PAGE,
      context,
    );
    expect(candidates[0]?.kind).toBe('inline-svg');
    expect(candidates[0]?.evidence.selector).toContain('div.top-bar > a');
    expect(candidates[0]?.confidence).toBeGreaterThanOrEqual(0.86);
    expect(candidates.filter((c) => c.kind === 'inline-svg')).toHaveLength(1);
  });

  it('reads the logo of a page wrapped whole in a form (ASP.NET), but not one inside a small form', () => {
    const webForms = page(`<form method="post" action="./" id="aspnetForm">
      <div id="header"><a href="/"><img src="/images/logo.png" alt="Acme"></a></div>
      <div id="menu"><a href="/shop">Shop</a></div><div id="content"><p>Welcome</p></div></form>`);
    expect(findLogoCandidates(webForms, PAGE, context).map(where)[0]).toBe(
      'https://acme.example/images/logo.png',
    );
    const newsletter =
      page(`<footer><form action="/newsletter"><img src="/img/acme-logo-small.png" alt="Acme logo">
      <input type="email" name="email"><button>Sign up</button></form></footer>`);
    expect(findLogoCandidates(newsletter, PAGE, context).map(where)).not.toContain(
      'https://acme.example/img/acme-logo-small.png',
    );
  });

  it('reads a logo written into the page as a data: address, but never a lazy-loading placeholder', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40"><path fill="#E4002B" d="M0 0h160v40H0z"/></svg>';
    for (const src of [
      `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      `data:image/svg+xml,${encodeURIComponent(svg)}`,
    ]) {
      const [first] = findLogoCandidates(
        page(
          `<header class="site-header"><a href="/" class="logo"><img src="${src}" alt="Acme" width="160" height="40"></a></header>`,
        ),
        PAGE,
        context,
      );
      expect(first).toMatchObject({ kind: 'inline-svg', svg: expect.stringContaining('fill="#E4002B"') });
    }
    const png = `data:image/png;base64,${Buffer.alloc(600, 7).toString('base64')}`;
    const [raster] = findLogoCandidates(
      page(`<header><a href="/"><img src="${png}" alt="Acme"></a></header>`),
      PAGE,
      context,
    );
    expect(raster).toMatchObject({ kind: 'raster-image', url: png });
    // A transparent 1×1 GIF stands in until the real file loads: it is never the logo.
    const gif = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
    expect(
      best(`<header><a href="/"><img src="${gif}" data-srcset="/img/acme.png 1x" alt="Acme"></a></header>`),
    ).toBe('https://acme.example/img/acme.png');
    expect(best(`<header><a href="/"><img src="${gif}" alt="Acme"></a></header>`)).toBe(
      'https://acme.example/apple-touch-icon.png',
    );
  });

  it('reads an SVG logo embedded with <object> or <embed> like an image', () => {
    expect(
      best(
        '<header class="site-header"><a href="/" class="logo"><object data="/img/logo.svg" type="image/svg+xml" aria-label="Acme"></object></a></header>',
      ),
    ).toBe('https://acme.example/img/logo.svg');
    const [embed] = findLogoCandidates(
      page('<header><a href="/"><embed src="/img/acme.svg" type="image/svg+xml" title="Acme"></a></header>'),
      PAGE,
      context,
    );
    expect(embed).toMatchObject({ kind: 'svg-image', url: 'https://acme.example/img/acme.svg' });
    // An <object> showing a page or a video is no logo.
    expect(
      best(
        '<header><a href="/" class="logo"><object data="/widget.html" type="text/html"></object></a></header>',
      ),
    ).toBe('https://acme.example/apple-touch-icon.png');
  });

  it('ranks a Safari pinned-tab silhouette below touch icons and PNG favicons, and never stores it alone', () => {
    const candidates = findLogoCandidates(
      page(
        '<p>hi</p>',
        '<link rel="icon" type="image/png" sizes="32x32" href="/favicon-32x32.png"><link rel="mask-icon" href="/safari-pinned-tab.svg" color="#E4002B">',
      ),
      PAGE,
      context,
    );
    const rank = (url: string) => candidates.findIndex((c) => where(c) === url);
    const mask = candidates[rank('https://acme.example/safari-pinned-tab.svg')];
    expect(rank('https://acme.example/safari-pinned-tab.svg')).toBeGreaterThan(
      rank('https://acme.example/favicon-32x32.png'),
    );
    expect(rank('https://acme.example/safari-pinned-tab.svg')).toBeGreaterThan(
      rank('https://acme.example/apple-touch-icon.png'),
    );
    expect(mask?.confidence).toBe(MASK_ICON_CONFIDENCE);
    expect(MASK_ICON_CONFIDENCE).toBeLessThan(FILL_THRESHOLD);
  });
});
