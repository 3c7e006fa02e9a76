import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { couldMatch, pageVocabulary } from './page-vocabulary';

const page = pageVocabulary(
  load(`<body><header id="top" class="site-header"><a class="btn md:bg-red" href="/">Shop</a></header>
    <ul><li>Item</li></ul><button type="submit">Go</button></body>`),
);

describe('whether a selector could style an element of the page', () => {
  it('looks at the compound the selector styles, without its states', () => {
    if (!page) throw new Error('a page with a link has a vocabulary');
    expect(couldMatch('.navbar .btn:not(.disabled):hover', page)).toBe(true);
    expect(couldMatch('header.site-header > a.btn::after', page)).toBe(true);
    expect(couldMatch('#top', page)).toBe(true);
    expect(couldMatch('.md\\:bg-red', page)).toBe(true);
    expect(couldMatch('.btn-success', page)).toBe(false);
    expect(couldMatch('.btn.btn-primary', page)).toBe(false);
    expect(couldMatch('footer', page)).toBe(false);
    expect(couldMatch('#bottom .btn', page)).toBe(true);
  });

  it('cannot tell for attribute-only and universal selectors', () => {
    if (!page) throw new Error('a page with a link has a vocabulary');
    expect(couldMatch('[type="submit"]', page)).toBe(true);
    expect(couldMatch('*', page)).toBe(true);
  });

  it('says nothing of a shell page its scripts fill', () => {
    expect(
      pageVocabulary(load('<body><div id="app"></div><script src="/app.js"></script></body>')),
    ).toBeUndefined();
  });
});
