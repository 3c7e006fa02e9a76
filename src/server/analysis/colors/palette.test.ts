import { describe, expect, it } from 'vitest';
import { DEFAULT_FETCH_POLICY } from '../../net/fetcher/safe-fetch';
import { parseSnapshot } from '../pipeline/site-snapshot';
import { choosePalette } from './choose-palette';
import type { ColorEvidenceKind, ColorSample } from './color-sample';
import { type CssSource, colorsFromCss, colorsInValue } from './css-colors';
import { gatherColorSamples } from './extract-brand-colors';
import { knownBrandColor } from './known-brand-colors';

const sample = (
  hex: string,
  kind: ColorEvidenceKind,
  weight = 1,
  extra: Partial<ColorSample> = {},
): ColorSample => ({
  hex,
  kind,
  weight,
  source: 'https://a.example/',
  method: kind,
  ...extra,
});
const many = (count: number, make: () => ColorSample) => Array.from({ length: count }, make);

describe('colours in CSS', () => {
  it('finds hex, functional and named colours, not url() or var() names', () => {
    expect(colorsInValue('linear-gradient(#fff, rgb(0 112 74 / 50%)) url(#red) var(--green)')).toEqual([
      { hex: '#00704A', alpha: 0.5 },
      { hex: '#FFFFFF', alpha: 1 },
    ]);
    expect(colorsInValue('1px solid tomato')).toEqual([{ hex: '#FF6347', alpha: 1 }]);
  });

  it('says where each colour is painted: custom properties by name and use, chrome, buttons, links', () => {
    const samples = colorsFromCss([
      {
        css: ':root{--brand:#5B2EFF;--unused:#DC3545;--wp--preset--color--vivid-red:#CF2E2E} .btn{background:var(--brand)} header{background:#00704A} footer{background:#111827} a:hover{color:#0645AD} p{border-color:#00C2A8}',
        source: 'https://a.example/theme.css',
        kind: 'linked stylesheet',
      },
    ]);
    const kindsOf = (hex: string) => [...new Set(samples.filter((s) => s.hex === hex).map((s) => s.kind))];
    expect(kindsOf('#5B2EFF')).toEqual(['brand-variable', 'button']);
    expect(kindsOf('#00704A')).toEqual(['chrome-background']);
    expect(kindsOf('#111827')).toEqual(['footer-background']);
    expect(kindsOf('#0645AD')).toEqual(['link']);
    expect(kindsOf('#00C2A8')).toEqual(['other']);
    // A platform's preset palette says nothing about the brand.
    expect(kindsOf('#CF2E2E')).toEqual([]);
    expect(samples.find((s) => s.kind === 'button')).toMatchObject({
      source: 'https://a.example/theme.css',
      selector: '.btn',
      text: 'background: var(--brand)',
    });
  });

  it("reads the colour roles a theme's section headings name, not comments inside a selector list", () => {
    const css = `/* 001. HEADER BACKGROUND */ .site-header { background: #0B3D2E; }
      /* 010. FEATURE COLOR 1 */
      .more, /* EVENTS CALENDAR */ .tribe-bar a { color: #1A9E55; }
      /* 011. Feature colour 2 */ .tab.active { color: #F5B000; }
      /* Accent color */ .badge { background: #C2185B; }`;
    const samples = colorsFromCss([{ css, source: 'https://club.example/', kind: 'inline <style>' }]);
    const kindOf = (hex: string) => samples.filter((s) => s.hex === hex).map((s) => [s.kind, s.role]);
    expect(kindOf('#1A9E55')).toEqual([['brand-variable', 'primary']]);
    expect(kindOf('#F5B000')).toEqual([['brand-variable', 'secondary']]);
    expect(kindOf('#C2185B')).toEqual([['brand-variable', 'accent']]);
    expect(kindOf('#0B3D2E')).toEqual([['chrome-background', undefined]]);
    expect(samples.find((s) => s.hex === '#1A9E55')?.method).toContain("theme's primary colour section");
  });

  it('survives broken CSS', () => {
    expect(() =>
      colorsFromCss([{ css: 'a{color:#F00;;}} b{{ color: ', source: 'x', kind: 'x' }]),
    ).not.toThrow();
  });
});

describe('choosing the primary colour', () => {
  it('never takes white or near-white, even declared as the theme colour', () => {
    const palette = choosePalette([
      sample('#FFFFFF', 'theme-color', 8),
      sample('#FAFAF7', 'tile-color', 4),
      sample('#C41230', 'logo', 10),
    ]);
    expect(palette.primary?.hex).toBe('#C41230');
    expect(choosePalette([sample('#FFFFFF', 'theme-color', 8)]).primary).toBeNull();
  });

  it('takes the brand colour over the link blue used everywhere', () => {
    const palette = choosePalette([
      ...many(40, () => sample('#0645AD', 'link', 1.5)),
      sample('#E4002B', 'chrome-background', 4),
      sample('#E4002B', 'mask-icon', 8),
    ]);
    expect(palette.primary).toMatchObject({ hex: '#E4002B', kinds: ['mask-icon', 'chrome-background'] });
    expect(palette.primary?.confidence).toBeGreaterThanOrEqual(0.7);
  });

  it('does not take the colour of product tiles in the content', () => {
    const palette = choosePalette([
      ...many(30, () => sample('#FF6F00', 'content', 2)),
      sample('#00704A', 'button', 4),
      sample('#00704A', 'theme-color', 8),
    ]);
    expect(palette.primary?.hex).toBe('#00704A');
  });

  it('ranks a colour the site declares once above colours its stylesheets use most', () => {
    const palette = choosePalette([
      ...many(20, () => sample('#680539', 'text', 1.5)),
      ...many(10, () => sample('#2B6CB0', 'other', 2)),
      sample('#D2221A', 'mask-icon', 8),
    ]);
    expect(palette.primary?.hex).toBe('#D2221A');
    expect(palette.palette[0]?.hex).toBe('#D2221A');
  });

  it('does not let a colour the stylesheets merely use stand in front of one the site declares', () => {
    const palette = choosePalette([
      ...many(6, () => sample('#0B3D2E', 'chrome-background', 4)),
      sample('#0B3D2E', 'footer-background', 4),
      sample('#1A9E55', 'brand-variable', 4, { strength: 0.62, role: 'primary' }),
    ]);
    expect(palette.primary?.hex).toBe('#1A9E55');
    expect(palette.candidates.map((c) => c.hex)).toContain('#0B3D2E');
  });

  it('takes the colour the site names primary over the one it names secondary and paints more', () => {
    const palette = choosePalette([
      sample('#1A9E55', 'brand-variable', 4, { strength: 0.62, role: 'primary' }),
      sample('#F5B000', 'brand-variable', 16, { role: 'secondary' }),
      ...many(8, () => sample('#F5B000', 'button', 4)),
      ...many(8, () => sample('#F5B000', 'link', 2)),
    ]);
    expect(palette.primary?.hex).toBe('#1A9E55');
    expect(palette.secondary?.hex).toBe('#F5B000');
  });

  it('keeps a colour the stylesheets merely use as a candidate, never stores it', () => {
    const palette = choosePalette([
      sample('#FD8A02', 'chrome-background', 4),
      sample('#FD8A02', 'button', 4),
    ]);
    expect(palette.primary).toBeNull();
    expect(palette.candidates.map((c) => c.hex)).toEqual(['#FD8A02']);
    expect(palette.candidates[0]?.confidence).toBeLessThan(0.45);
  });

  it("offers a monochrome logo's declared neutral as a candidate, saying so, and stores none", () => {
    const palette = choosePalette([
      sample('#FFFFFF', 'theme-color', 8),
      sample('#1D1D1B', 'logo', 14, { strength: 0.65 }),
      sample('#1D1D1B', 'mask-icon', 8),
      sample('#FF9933', 'chrome-background', 6),
    ]);
    expect(palette).toMatchObject({ monochrome: true, primary: null });
    expect(palette.candidates[0]).toMatchObject({ hex: '#1D1D1B' });
    expect(palette.candidates[0]?.method).toContain('monochrome');
    expect(palette.candidates[0]?.confidence).toBeLessThan(0.45);
  });

  it("stores a monochrome logo's neutral when the site paints its buttons with it and no hue, saying so", () => {
    const palette = choosePalette([
      sample('#000000', 'logo', 14, { strength: 0.65 }),
      sample('#000000', 'button', 4),
      sample('#000000', 'chrome-background', 4),
      sample('#E4007C', 'link', 2),
    ]);
    expect(palette).toMatchObject({ monochrome: true, primary: { hex: '#000000' } });
    expect(palette.primary?.method).toContain('monochrome');
  });

  it("offers a monochrome logo's neutral first but stores none when the site's buttons carry a hue", () => {
    const palette = choosePalette([
      sample('#1D1D1B', 'logo', 14, { strength: 0.65 }),
      sample('#1D1D1B', 'mask-icon', 8),
      sample('#1D1D1B', 'button', 4),
      sample('#1D1D1B', 'chrome-background', 4),
      sample('#EB132A', 'button', 4),
      sample('#EB132A', 'link', 2),
    ]);
    expect(palette).toMatchObject({ monochrome: true, primary: null, palette: [] });
    expect(palette.candidates[0]).toMatchObject({ hex: '#1D1D1B' });
    expect(palette.candidates[0]?.method).toContain('monochrome');
    expect(palette.candidates[0]?.confidence).toBeLessThan(0.45);
    expect(palette.candidates[0]?.confidence).toBeGreaterThan(palette.candidates[1]?.confidence ?? 0);
  });

  it('stores a neutral the official registry names as the brand colour', () => {
    const palette = choosePalette([
      sample('#000000', 'registry', 10),
      sample('#000000', 'logo', 14, { strength: 0.65 }),
    ]);
    expect(palette).toMatchObject({ monochrome: true, primary: { hex: '#000000' } });
    expect(palette.primary?.method).toContain('monochrome');
  });

  it('takes the hue the page declares and its logo draws over a neutral the registry names, and says why a neutral leads', () => {
    const statedHue = choosePalette([
      sample('#000000', 'registry', 10),
      sample('#FA243C', 'theme-color', 8),
      sample('#FA243C', 'mask-icon', 8),
      sample('#FA243C', 'logo', 14, { strength: 0.65 }),
    ]);
    expect(statedHue).toMatchObject({ monochrome: false, primary: { hex: '#FA243C' } });
    expect(statedHue.primary?.method).not.toContain('monochrome');

    // A logo as neutral as the registry says outweighs the declared hue.
    const neutralLogo = choosePalette([
      sample('#000000', 'registry', 10),
      sample('#FA243C', 'theme-color', 8),
      sample('#000000', 'logo', 14, { strength: 0.65 }),
    ]);
    expect(neutralLogo).toMatchObject({ monochrome: true, primary: { hex: '#000000' } });

    // A hue only a logo file shows is too weak to overrule the registry, and the logo is no monochrome one.
    const weakHue = choosePalette([
      sample('#000000', 'registry', 10),
      sample('#FA243C', 'logo', 14, { strength: 0.65, needsCorroboration: true }),
    ]);
    expect(weakHue.primary).toMatchObject({ hex: '#000000' });
    expect(weakHue.primary?.method).not.toContain('monochrome logo');
  });

  it('takes the colour the logo paints and the buttons repeat over a theme colour the page never shows', () => {
    const fromFile = { strength: 0.65, needsCorroboration: true };
    const palette = choosePalette([
      sample('#2F6DB5', 'theme-color', 8),
      sample('#2F6DB5', 'manifest-theme', 8),
      sample('#E4002B', 'logo', 14, fromFile),
      sample('#E4002B', 'button', 4),
    ]);
    expect(palette.primary?.hex).toBe('#E4002B');
    expect(palette.secondary?.hex).toBe('#2F6DB5');

    // Shown anywhere on the page (here its header), the declared colour keeps the lead.
    const shown = choosePalette([
      sample('#2F6DB5', 'theme-color', 8),
      sample('#2F6DB5', 'manifest-theme', 8),
      sample('#2F6DB5', 'chrome-background', 4),
      sample('#E4002B', 'logo', 14, fromFile),
      sample('#E4002B', 'button', 4),
    ]);
    expect(shown.primary?.hex).toBe('#2F6DB5');
  });

  it('keeps a colour read only from a logo file as a candidate, and stores it once the page paints with it', () => {
    const fromFile = { strength: 0.65, needsCorroboration: true };
    const alone = choosePalette([
      sample('#0673B9', 'logo', 10, fromFile),
      sample('#11A04E', 'logo', 4, fromFile),
    ]);
    expect(alone.primary).toBeNull();
    expect(alone.candidates.map((c) => c.hex)).toContain('#0673B9');
    expect(alone.candidates[0]?.confidence).toBeLessThan(0.45);

    const painted = choosePalette([sample('#0673B9', 'logo', 10, fromFile), sample('#0673B9', 'button', 4)]);
    expect(painted.primary).toMatchObject({ hex: '#0673B9' });

    // Drawn in the page itself (an inline SVG), the logo's colour is the page's own statement.
    expect(choosePalette([sample('#0673B9', 'logo', 10, { strength: 0.65 })]).primary?.hex).toBe('#0673B9');
  });

  it('keeps a neutral seen only in the logo as a candidate', () => {
    const palette = choosePalette([sample('#111111', 'logo', 14, { strength: 0.65 })]);
    expect(palette.primary).toBeNull();
    expect(palette.monochrome).toBe(true);
    expect(palette.candidates.map((c) => c.hex)).toEqual(['#111111']);
  });

  it('finds nothing in no evidence', () => {
    expect(choosePalette([])).toEqual({
      primary: null,
      secondary: null,
      accent: null,
      palette: [],
      monochrome: false,
      candidates: [],
    });
  });
});

describe('colour evidence on the page', () => {
  const page = (html: string) =>
    parseSnapshot({
      url: 'https://club.example/',
      status: 200,
      contentType: 'text/html',
      body: Buffer.from(html),
    });
  const gather = (html: string) =>
    gatherColorSamples({
      site: page(html),
      manifest: null,
      logo: null,
      policy: DEFAULT_FETCH_POLICY,
      sheets: [],
    });

  it('reads colours a page sets only with HTML attributes: bgcolor bars and font colours', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => `<tr><td>Row ${i}</td></tr>`).join('');
    const samples = await gather(`<body bgcolor="#FFFFFF"><table>
      <tr><td bgcolor="#1E3CBE">Club 1990 e. V.</td></tr>${rows}
      <tr><td><font color="#FF0000">Training cancelled</font></td></tr>
      <tr><td bgcolor="#1E3CBE">Impressum</td></tr></table></body>`);
    const palette = choosePalette(samples);
    expect(palette.primary).toMatchObject({ hex: '#1E3CBE' });
    expect(palette.primary?.evidence).toMatchObject({ attribute: 'bgcolor', line: 2 });
    expect(samples.find((s) => s.hex === '#FF0000')?.kind).toBe('text');
  });

  it("reads the colours of a logo kept as a symbol of the page's SVG sprite, not partners' marks", async () => {
    const sprite = `<body><header><a href="/"><img src="https://cdn.example/club-logo.svg" alt="Club"></a></header>
      <div style="height:0;width:0;overflow:hidden"><svg><defs>
      <symbol id="svg-club-logo" viewBox="0 0 100 20"><g fill="#0A7D3B"><path d="M0 0h60v20H0z M2 2h56v16H2z"/></g>
        <path fill="#111111" d="M62 0h8v20h-8z"/></symbol>
      <symbol id="icon-logo-facebook" viewBox="0 0 20 20"><path fill="#1877F2" d="M0 0h20v20H0z M1 1h18v18H1z M2 2h16"/></symbol>
      </defs></svg></div></body>`;
    const samples = await gather(sprite);
    expect(samples.find((s) => s.hex === '#1877F2')).toBeUndefined();
    const palette = choosePalette(samples);
    expect(palette.primary).toMatchObject({ hex: '#0A7D3B' });
    expect(palette.primary?.evidence).toMatchObject({
      source: "logo symbol in the page's SVG sprite",
      selector: 'symbol#svg-club-logo',
      line: 3,
    });
    // A sprite of icons alone says nothing of the brand's colour.
    const icons = await gather(
      '<svg><symbol id="icon-cart"><path fill="#E4007C" d="M0 0h20v20H0z"/></symbol></svg>',
    );
    expect(icons.find((s) => s.kind === 'logo')).toBeUndefined();
  });

  it("reads the pinned-tab colour and ignores an icon generator's default tile colour", async () => {
    const samples = await gather(`<head><link rel="mask-icon" href="/safari-pinned-tab.svg" color="#d2221a">
      <meta name="msapplication-TileColor" content="#da532c"><meta name="theme-color" content="#ffffff"></head>`);
    expect(samples.map((s) => [s.hex, s.kind])).toEqual([
      ['#FFFFFF', 'theme-color'],
      ['#D2221A', 'mask-icon'],
    ]);
    expect(choosePalette(samples).primary?.hex).toBe('#D2221A');
  });

  it("reads a logo file's colours, but not a CSS mask's, whose shape the page fills with its own colour", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20"><path fill="#0A7D3B" d="M0 0h40v20H0z"/></svg>',
    );
    const withLogo = (silhouette: boolean) =>
      gatherColorSamples({
        site: page('<body><header><a href="/" class="site-logo"></a></header></body>'),
        manifest: null,
        logo: {
          candidate: {
            kind: 'css-background',
            url: 'https://club.example/logo.svg',
            source: 'https://club.example/',
            size: 0,
            confidence: 0.8,
            evidence: { source: 'logo painted as a CSS background', url: 'https://club.example/' },
            ...(silhouette ? { silhouette } : {}),
          },
          image: {
            data: svg,
            contentType: 'image/svg+xml',
            ext: 'svg',
            fileType: 'SVG',
            width: 40,
            height: 20,
          },
          quality: 1,
          source: 'https://club.example/logo.svg',
          method: 'logo painted as a CSS background',
          confidence: 0.8,
          evidence: { source: 'logo painted as a CSS background', url: 'https://club.example/' },
        },
        policy: DEFAULT_FETCH_POLICY,
        sheets: [],
      });
    expect((await withLogo(false)).filter((s) => s.kind === 'logo').map((s) => s.hex)).toEqual(['#0A7D3B']);
    expect((await withLogo(true)).filter((s) => s.kind === 'logo')).toEqual([]);
  });

  it("drops an app scaffold's default theme colour unless the page paints with it", async () => {
    const scaffold = (hex: string, button: string) =>
      gatherColorSamples({
        site: page(`<head><meta name="theme-color" content="${hex}"></head>
          <body><main><a class="btn" href="/shop" style="background:${button}">Shop</a></main></body>`),
        manifest: {
          url: 'https://club.example/manifest.webmanifest',
          name: 'Club',
          shortName: null,
          themeColor: hex,
          backgroundColor: '#fafafa',
          icons: [],
        },
        logo: null,
        policy: DEFAULT_FETCH_POLICY,
        sheets: [],
      });
    // @angular/pwa, @vue/cli-plugin-pwa and gatsby-starter-default write these.
    for (const hex of ['#1976D2', '#4DBA87', '#663399']) {
      const samples = await scaffold(hex.toLowerCase(), '#E4002B');
      expect(samples.filter((s) => s.hex === hex)).toEqual([]);
    }
    const painted = await scaffold('#1976d2', '#1976d2');
    expect(painted.filter((s) => s.hex === '#1976D2').map((s) => s.kind)).toEqual([
      'theme-color',
      'manifest-theme',
      'button',
    ]);
  });
});

describe('stock framework and consent-banner paint on a page', () => {
  const gatherWith = (html: string, css: string, others: CssSource[] = []) =>
    gatherColorSamples({
      site: parseSnapshot({
        url: 'https://shop.example/',
        status: 200,
        contentType: 'text/html',
        body: Buffer.from(html),
      }),
      manifest: null,
      logo: null,
      policy: DEFAULT_FETCH_POLICY,
      sheets: [{ css, source: 'https://shop.example/css/site.css', kind: 'linked stylesheet' }, ...others],
    });
  const items = '<li class="nav-item"><a class="nav-link" href="/shop">Shop</a></li>';

  it('leaves secondary and accent empty on a page that only loads stock Bootstrap', async () => {
    const bootstrap =
      ':root{--blue:#007bff;--green:#28a745;--primary:#007bff;--secondary:#6c757d;--success:#28a745;--info:#17a2b8;--danger:#dc3545}' +
      '.btn-primary{color:#fff;background-color:#007bff}.btn-success{background-color:#28a745}.btn-info{background-color:#17a2b8}' +
      '.btn-dark{background-color:#343a40}.nav-pills .nav-link.active{background-color:#007bff}.bg-primary{background-color:#007bff!important}';
    const samples = await gatherWith(
      `<head><meta name="theme-color" content="#E4002B"></head><body>
        <nav class="navbar navbar-light bg-light"><a class="navbar-brand" href="/">Acme</a><ul class="navbar-nav">${items}</ul></nav>
        <main class="container"><a class="btn btn-dark" href="/shop">Shop now</a></main></body>`,
      bootstrap,
    );
    const palette = choosePalette(samples);
    expect(palette).toMatchObject({ primary: { hex: '#E4002B' }, secondary: null, accent: null });
  });

  it("does not take a cookie-consent banner's buttons for the site's colours", async () => {
    const samples = await gatherWith(
      `<head><meta name="theme-color" content="#0B5FFF"></head><body>
        <header class="site-header"><ul>${items}</ul></header>
        <footer class="site-footer" style="background:#1F2A44">© Acme</footer>
        <div id="CybotCookiebotDialog"><button class="accept" style="background:#1032CF">OK</button></div>
        <div id="onetrust-consent-sdk"><div id="onetrust-banner-sdk"><button id="onetrust-accept-btn-handler">Accept</button></div></div></body>`,
      '#onetrust-banner-sdk #onetrust-accept-btn-handler{background-color:#68B631;border-color:#68B631}',
      [
        {
          css: '.ot-floating-button{background-color:#68B631}',
          source: 'https://cdn.cookielaw.org/scripttemplates/202401.1.0/assets/otCommonStyles.css',
          kind: 'linked stylesheet',
        },
      ],
    );
    expect(samples.filter((s) => s.hex === '#68B631' || s.hex === '#1032CF')).toEqual([]);
    expect(choosePalette(samples).secondary?.hex ?? null).not.toBe('#68B631');
  });
});

describe('the official colour registry', () => {
  it("finds a brand whose registry source is the brand's own site", async () => {
    expect(await knownBrandColor('Docker', 'https://docs.docker.com/engine/install/')).toMatchObject({
      hex: '#2496ED',
      slug: 'docker',
    });
  });

  it("takes a sub-brand's own entry before its parent's on the parent's domain", async () => {
    expect(await knownBrandColor('Apple Music', 'https://music.apple.com/us/browse')).toMatchObject({
      hex: '#FA243C',
      title: 'Apple Music',
    });
    expect(await knownBrandColor('Apple', 'https://www.apple.com/')).toMatchObject({ hex: '#000000' });
  });

  it('never takes a namesake, nor the parent of a brand on its domain', async () => {
    // simple-icons' Hermes is the parcel company at myhermes.de.
    expect(await knownBrandColor('Hermes', 'https://www.hermes.com/')).toBeNull();
    expect(await knownBrandColor('Two For Fashion', 'https://www.otto.de/twoforfashion/')).toBeNull();
  });
});
