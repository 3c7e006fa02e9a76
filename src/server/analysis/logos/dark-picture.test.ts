import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { darkPictureVariant } from './dark-picture';
import type { LogoCandidate } from './logo-candidates';

const PAGE = 'https://fjord.example/en/';
const logo = (url: string): LogoCandidate => ({
  kind: 'svg-image',
  url,
  source: PAGE,
  size: 0,
  confidence: 0.9,
  evidence: { source: PAGE, url: PAGE, selector: 'header a img.logo' },
});

describe("a logo's own file for dark mode, from its <picture>", () => {
  it('takes the dark-scheme source of the picture that shows the logo, as an absolute address', () => {
    const $ = load(`<picture>
      <source srcset="/img/logo-white.png 1x, /img/logo-white@2x.png 2x" media="(prefers-color-scheme: dark)">
      <source srcset="logo.webp" type="image/webp">
      <img src="logo.svg" alt="Fjord"></picture>`);
    expect(darkPictureVariant($, PAGE, logo('https://fjord.example/en/logo.svg'))).toMatchObject({
      kind: 'raster-image',
      url: 'https://fjord.example/img/logo-white.png',
      confidence: 0.9,
    });
    // Shown through another of the picture's sources.
    expect(darkPictureVariant($, PAGE, logo('https://fjord.example/en/logo.webp'))).toMatchObject({
      url: 'https://fjord.example/img/logo-white.png',
    });
  });

  it("reads both sources through an image optimiser's addresses as their files (Next.js)", () => {
    const proxied = (file: string) => `/_next/image?url=${encodeURIComponent(file)}&amp;w=256&amp;q=75`;
    const $ = load(`<picture>
      <source srcset="${proxied('/brand/fjord-white.png')} 1x" media="(prefers-color-scheme: dark)">
      <img src="${proxied('/brand/fjord.png')}" alt="Fjord"></picture>`);
    // The logo found is the file behind the optimiser, as the page's candidates name it.
    expect(darkPictureVariant($, PAGE, logo('https://fjord.example/brand/fjord.png'))).toMatchObject({
      kind: 'raster-image',
      url: 'https://fjord.example/brand/fjord-white.png',
    });
  });

  it('finds none for a picture of something else, one without a dark source, or a drawing on the page', () => {
    const $ =
      load(`<picture><source srcset="/hero-dark.jpg" media="(prefers-color-scheme: dark)"><img src="/hero.jpg"></picture>
      <picture><source srcset="/logo-big.svg" media="(min-width: 800px)"><img src="/logo.svg"></picture>`);
    expect(darkPictureVariant($, PAGE, logo('https://fjord.example/logo.svg'))).toBeNull();
    const inline: LogoCandidate = { ...logo(''), kind: 'inline-svg', svg: '<svg/>' };
    expect(darkPictureVariant($, PAGE, inline)).toBeNull();
  });
});
