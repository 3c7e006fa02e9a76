import { load } from 'cheerio';
import { isTag } from 'domhandler';
import { describe, expect, it } from 'vitest';
import { compiledSelector } from './compiled-selector';

const PAGE = `<!doctype html><html><body>
  <div class="Site-Header"><a href="/" class="logo"><img src="/logo.svg" alt="Acme"></a>
    <nav role="navigation"><ul><li><a href="/shop">Shop</a></li><li><a href="/about">About</a></li></ul></nav>
  </div>
  <main id="content"><article><header><h1>News</h1><img src="/story.jpg"></header>
    <p>Text <a href="https://x.com/acme">X</a></p></article>
    <section class="top-bar partners"><img src="/a.png"><img src="/b.png"><svg><path d="M0 0"/></svg></section>
  </main>
  <form><button type="submit"><svg><circle r="2"/></svg></button></form>
  <template><img src="/hidden.png"></template>
  <footer role="contentinfo"><img src="/footer-logo.png"><a href="https://facebook.com/acme">Facebook</a></footer>
</body></html>`;

const SELECTORS = [
  'header, nav, [role="banner"], [class*="header" i], [class~="top-bar" i], #masthead',
  'footer, [role="contentinfo"], #footer, [class*="footer" i]',
  'article, main, [role="main"]',
  'a[href]',
  '[hidden], template, noscript',
  'button, [role="button"]',
  'li *',
  'main p',
  'body, html, main, header, nav, footer',
  '#content > article header',
];

describe('a selector compiled once', () => {
  const $ = load(PAGE);
  const elements = $('*').toArray().filter(isTag);

  it.each(SELECTORS)('finds what the same selector as a string finds: %s', (selector) => {
    const test = compiledSelector(selector);
    let matched = 0;
    for (const element of elements) {
      const node = $(element);
      expect(node.is(test)).toBe(node.is(selector));
      expect(node.closest(test).toArray()).toEqual(node.closest(selector).toArray());
      expect(node.parents(test).toArray()).toEqual(node.parents(selector).toArray());
      if (node.is(selector)) matched++;
    }
    // Each selector matches something on the page, so agreeing is no agreement on nothing.
    expect(matched).toBeGreaterThan(0);
  });

  it('reads attribute values without case when asked to, and with case when not', () => {
    const header = $('.Site-Header');
    expect(header.is(compiledSelector('[class*="header" i]'))).toBe(true);
    expect(header.is(compiledSelector('[class*="header"]'))).toBe(false);
  });

  it('refuses an invalid selector when it is compiled, not when it is used', () => {
    expect(() => compiledSelector('a[href')).toThrow();
  });
});
