import { load } from 'cheerio';
import type { Element } from 'domhandler';
import { describe, expect, it } from 'vitest';
import { currentColorOf, withCssFills } from './css-paint';
import { standaloneSvg } from './inline-svg';

const sheet = (css: string) => [{ css, source: 'https://a.example/site.css' }];

/** The page's logo drawing (the first <svg>), in a page with the given markup. */
function logoIn(body: string, head = '') {
  const $ = load(`<html><head>${head}</head><body>${body}</body></html>`);
  return { $, svg: $('svg').get(0) as Element };
}

const LOGO = '<svg viewBox="0 0 10 10"><rect width="10" height="10" fill="currentColor"/></svg>';

describe("the colour a logo drawn in currentColor takes from the page's CSS", () => {
  it("reads the nearest ancestor's colour from the rule that wins the cascade, and no hover state", () => {
    const { $, svg } = logoIn(`<header class="site-header"><a class="brand" href="/">${LOGO}</a></header>`);
    // The more specific rule wins though written first; of equals, the last written.
    const css = sheet(
      'a{color:#0000EE} .site-header .brand{color:#123456} .brand{color:#E4002B} .brand:hover{color:#00FF00}' +
        ' .footer .brand{color:#999999} header .brand{color:#ABCDEF} .site-header a{color:#654321}',
    );
    expect(currentColorOf($, svg, css)).toBe('#123456');
    expect(currentColorOf($, svg, sheet('.brand{color:#E4002B} a{color:#0000EE}'))).toBe('#E4002B');
    expect(currentColorOf($, svg, sheet('.brand{color:#111111} .brand{color:#E4002B}'))).toBe('#E4002B');
  });

  it('lets an important declaration win over a more specific one, and reads a selector list whole', () => {
    const { $, svg } = logoIn(`<header id="top"><a class="brand" href="/">${LOGO}</a></header>`);
    const css = sheet('a{color:#E4002B !important} #top .brand{color:#123456}');
    expect(currentColorOf($, svg, css)).toBe('#E4002B');
    const listed = sheet('#top :is(.brand, .logo){color:#0B5FFF} .brand{color:#E4002B}');
    expect(currentColorOf($, svg, listed)).toBe('#0B5FFF');
  });

  it('takes a style attribute before any rule, and an SVG color attribute where no rule sets it', () => {
    const styled = logoIn(`<a class="brand" style="color: rgb(10, 20, 30)">${LOGO}</a>`);
    expect(currentColorOf(styled.$, styled.svg, sheet('.brand{color:#E4002B}'))).toBe('#0A141E');
    const attributed = logoIn(
      '<a class="brand"><svg color="#5B2EFF" viewBox="0 0 10 10"><path d="M0 0h10v10z" fill="currentColor"/></svg></a>',
    );
    expect(currentColorOf(attributed.$, attributed.svg, sheet('.brand{color:#E4002B}'))).toBe('#5B2EFF');
    // On the same element, any rule beats the presentation attribute, as in a browser.
    expect(currentColorOf(attributed.$, attributed.svg, sheet('.brand svg{color:#E4002B}'))).toBe('#E4002B');
  });

  it("follows a custom property, a theme's channel list too, and the page's own <style>", () => {
    const { $, svg } = logoIn(
      `<a class="text-primary" href="/">${LOGO}</a>`,
      '<style>:root{--primary:262.1 83.3% 57.8%}.text-primary{color:hsl(var(--primary))}</style>',
    );
    expect(currentColorOf($, svg, [])).toBe('#7C3AED');
    const named = logoIn(`<div class="logo">${LOGO}</div>`);
    expect(currentColorOf(named.$, named.svg, sheet(':root{--brand:#0B5FFF}.logo{color:var(--brand)}'))).toBe(
      '#0B5FFF',
    );
  });

  it('passes inherit up to the parent, and says nothing when no colour is set', () => {
    const { $, svg } = logoIn(`<nav class="top"><a class="brand">${LOGO}</a></nav>`);
    expect(currentColorOf($, svg, sheet('.top{color:#1F3A5F} .brand{color:inherit}'))).toBe('#1F3A5F');
    expect(currentColorOf($, svg, sheet('.elsewhere{color:#1F3A5F}'))).toBeNull();
  });
});

describe("the fills a logo's shapes take from the page's CSS", () => {
  const MARK =
    '<svg viewBox="0 0 30 10"><path id="word" d="M0 0h10v10H0z"/><rect x="12" width="8" height="10" fill="#111111"/>' +
    '<g fill="#00AA00"><circle id="dot" cx="25" cy="5" r="4"/></g></svg>';
  const fills = (markup: string, css: string) => {
    const { $, svg } = logoIn(`<header><a class="logo" href="/">${markup}</a></header>`);
    const painted = withCssFills($, svg, sheet(css));
    const copy = load(standaloneSvg($, painted) ?? '', { xml: true });
    return { $, svg, painted, copy };
  };

  it("writes the winning rule on a shape that names no fill, and leaves the drawing's own fills", () => {
    const { copy, svg, $ } = fills(
      MARK,
      '.logo #word { fill: #ABCDEF } .logo path { fill: #E4002B } .logo g { fill: #999999 }',
    );
    expect(copy('#word').attr('fill')).toBe('#ABCDEF');
    // A shape's own fill stays. The group's rule beats the group's own attribute, as in a browser,
    // so its circle is painted as the rule says.
    expect(copy('rect').attr('fill')).toBe('#111111');
    expect(copy('#dot').attr('fill')).toBe('#999999');
    expect(copy('g').attr('fill')).toBe('#00AA00');
    // The page itself is not changed.
    expect($(svg).find('#word').attr('fill')).toBeUndefined();
  });

  it('inherits a fill set on an ancestor outside the drawing, through custom properties and currentColor', () => {
    expect(
      fills(MARK, ':root { --brand: #0B4F6C } .logo { fill: var(--brand) }').copy('#word').attr('fill'),
    ).toBe('#0B4F6C');
    expect(
      fills(MARK, 'header svg { fill: currentColor } .logo { color: #F4A259 }').copy('#word').attr('fill'),
    ).toBe('#F4A259');
    expect(fills(MARK, '.logo path { fill: none }').copy('#word').attr('fill')).toBe('none');
    // A fill attribute inside the drawing is nearer than the ancestor's rule: the circle keeps it.
    const nearer = fills(MARK, '.logo { fill: #E4002B }').copy;
    expect(nearer('#word').attr('fill')).toBe('#E4002B');
    expect(nearer('#dot').attr('fill')).toBeUndefined();
  });

  it('paints a symbol the drawing uses with the fill the page gives its <use>', () => {
    const sprite =
      '<svg style="display:none"><symbol id="mark" viewBox="0 0 10 10"><path d="M0 0h10v10H0z"/></symbol></svg>';
    const { copy } = fills(
      `<svg viewBox="0 0 10 10"><use href="#mark"></use></svg>${sprite}`,
      '.logo use { fill: #7A3E1D }',
    );
    expect(copy('g').attr('fill')).toBe('#7A3E1D');
  });

  it('is the drawing itself when the page sets no fill, or none that applies', () => {
    const none = fills(MARK, '.logo { color: #E4002B }');
    expect(none.painted).toBe(none.svg);
    const elsewhere = fills(MARK, 'footer path { fill: #E4002B } .logo:hover path { fill: #00FF00 }');
    expect(elsewhere.painted).toBe(elsewhere.svg);
  });
});
