import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { findLogoCandidates } from './logo-candidates';

const PAGE = 'https://acme.example/en/';

describe('logo candidates', () => {
  it('ranks an inline SVG logo, then SVG images, JSON-LD, raster logos, icons, og:image and the favicon', () => {
    const $ = load(`<head>
      <link rel="icon" href="/favicon-32.png" sizes="32x32">
      <link rel="apple-touch-icon" href="/touch.png" sizes="180x180">
      <meta property="og:image" content="/share.jpg"></head>
      <body><header><a href="/" class="site-logo"><svg viewBox="0 0 10 10"><path d="M0 0h10v10z"/></svg></a>
      <nav><svg width="16" height="16"><path d="M0 0h1v1z"/></svg></nav></header>
      <img src="/img/acme-logo.svg" alt="Acme"><img src="/img/logo.png" class="logo" width="300" height="100">
      <img src="/img/hero.jpg" alt="A mountain"></body>`);
    const candidates = findLogoCandidates($, PAGE, {
      brandName: 'Acme',
      jsonLdLogo: 'https://acme.example/ld-logo.png',
      manifest: {
        url: 'https://acme.example/site.webmanifest',
        name: null,
        shortName: null,
        themeColor: null,
        backgroundColor: null,
        icons: [
          { url: 'https://acme.example/icon-512.png', size: 512, type: null },
          { url: 'https://acme.example/icon-96.png', size: 96, type: null },
        ],
      },
    });
    expect(candidates.map((c) => [c.kind, c.kind === 'inline-svg' ? 'svg' : c.url])).toEqual([
      ['inline-svg', 'svg'],
      ['svg-image', 'https://acme.example/img/acme-logo.svg'],
      ['json-ld', 'https://acme.example/ld-logo.png'],
      ['raster-image', 'https://acme.example/img/logo.png'],
      ['apple-touch-icon', 'https://acme.example/touch.png'],
      ['manifest-icon', 'https://acme.example/icon-512.png'],
      ['og-image', 'https://acme.example/share.jpg'],
      ['favicon', 'https://acme.example/favicon-32.png'],
      ['favicon', 'https://acme.example/favicon.ico'],
    ]);
  });

  it('offers at least the favicon of a bare page', () => {
    expect(
      findLogoCandidates(load('<p>hi</p>'), PAGE, { brandName: 'Acme', jsonLdLogo: null, manifest: null }),
    ).toEqual([{ kind: 'favicon', url: 'https://acme.example/favicon.ico', source: PAGE, size: 0 }]);
  });
});
