import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { MAX_STYLESHEETS, stylesheetLinks, stylesheetRank } from './stylesheet-links';

const PAGE = 'https://www.acme.example/';
const links = (head: string, max?: number) =>
  stylesheetLinks(load(`<html><head>${head}</head><body></body></html>`), PAGE, max);

describe('the stylesheets a page applies', () => {
  it('reads linked sheets in page order, once each, resolved against the page', () => {
    expect(
      links(`<link rel="stylesheet" href="/a.css"><link rel="StyleSheet" href="b.css">
<link rel="stylesheet" href="/a.css"><link rel="icon" href="/favicon.css">`),
    ).toEqual(['https://www.acme.example/a.css', 'https://www.acme.example/b.css']);
  });

  it('reads sheets loaded without blocking: preloaded then applied, or print until the page loads', () => {
    expect(
      links(`<link rel="preload" href="/late.css" as="style" onload="this.rel='stylesheet'">
<link rel="stylesheet" href="/swap.css" media="print" onload="this.media='all'">`),
    ).toEqual(['https://www.acme.example/late.css', 'https://www.acme.example/swap.css']);
  });

  it('leaves out print sheets, alternate and disabled sheets, preloads never applied, and other schemes', () => {
    expect(
      links(`<link rel="stylesheet" href="/print.css" media="print">
<link rel="alternate stylesheet" href="/contrast.css" title="High contrast">
<link rel="stylesheet" href="/off.css" disabled>
<link rel="preload" href="/maybe.css" as="style">
<link rel="preload" href="/font.woff2" as="font" onload="this.rel='stylesheet'">
<link rel="stylesheet" href="data:text/css,body{color:red}">
<link rel="stylesheet" href="/screen.css" media="screen and (min-width: 40em)">`),
    ).toEqual(['https://www.acme.example/screen.css']);
  });

  it("keeps the site's own theme ahead of plugins, libraries and font services when it links too many", () => {
    const plugins = Array.from(
      { length: 8 },
      (_, i) => `<link rel="stylesheet" href="/wp-content/plugins/plugin-${i}/style.css">`,
    ).join('');
    const chosen = links(`<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Inter">
<link rel="stylesheet" href="/wp-includes/css/dist/block-library/style.min.css">
${plugins}
<link rel="stylesheet" href="https://cdnjs.cloudflare.com/ajax/libs/slick-carousel/1.8.1/slick.min.css">
<link rel="stylesheet" href="/wp-content/themes/acme/css/main.css">
<link rel="stylesheet" href="https://cdn.shopify.example/s/files/1/theme.css">`);
    expect(chosen).toHaveLength(MAX_STYLESHEETS);
    expect(chosen).toContain('https://www.acme.example/wp-content/themes/acme/css/main.css');
    expect(chosen).toContain('https://cdn.shopify.example/s/files/1/theme.css');
    expect(chosen.some((url) => url.includes('fonts.googleapis.com'))).toBe(false);
    expect(chosen.some((url) => url.includes('slick'))).toBe(false);
    // Still in the page's order: the theme comes after the plugins it overrides.
    expect(chosen.at(-1)).toBe('https://cdn.shopify.example/s/files/1/theme.css');
    expect(chosen.at(-2)).toBe('https://www.acme.example/wp-content/themes/acme/css/main.css');
  });

  it('takes every sheet when there are few, libraries and fonts included', () => {
    expect(
      links(`<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Inter">
<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/css/bootstrap.min.css">
<link rel="stylesheet" href="/site.css">`),
    ).toHaveLength(3);
  });
});

describe('how likely a stylesheet holds the site’s own colours', () => {
  it.each([
    ['https://www.acme.example/assets/theme.css', 0],
    ['https://www.acme.example/wp-content/themes/acme/style.css', 0],
    ['https://www.acme.example/wp-content/cache/min/1/abc.css', 0],
    ['https://cdn.shopify.example/s/files/1/0001/t/5/assets/base.css', 0],
    ['https://www.acme.example/css/bootstrap.min.css', 1],
    ['https://www.acme.example/wp-content/themes/acme/css/animate.css', 1],
    ['https://www.acme.example/wp-content/plugins/contact-form-7/includes/css/styles.css', 1],
    ['https://cdnjs.cloudflare.com/ajax/libs/font-awesome/6.4.0/css/all.min.css', 1],
    ['https://unpkg.com/swiper@11/swiper-bundle.min.css', 1],
    ['https://fonts.googleapis.com/css2?family=Quicksand', 2],
    ['https://use.typekit.net/abc1234.css', 2],
  ])('%s: %i', (url, rank) => {
    expect(stylesheetRank(new URL(url))).toBe(rank);
  });
});
