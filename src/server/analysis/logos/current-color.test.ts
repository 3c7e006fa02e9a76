import { load } from 'cheerio';
import type { Element } from 'domhandler';
import { describe, expect, it } from 'vitest';
import { currentColorOf } from './current-color';

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

  it('takes a style attribute before any rule, and an SVG color attribute on the drawing itself', () => {
    const styled = logoIn(`<a class="brand" style="color: rgb(10, 20, 30)">${LOGO}</a>`);
    expect(currentColorOf(styled.$, styled.svg, sheet('.brand{color:#E4002B}'))).toBe('#0A141E');
    const attributed = logoIn(
      '<a class="brand"><svg color="#5B2EFF" viewBox="0 0 10 10"><path d="M0 0h10v10z" fill="currentColor"/></svg></a>',
    );
    expect(currentColorOf(attributed.$, attributed.svg, sheet('.brand{color:#E4002B}'))).toBe('#5B2EFF');
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
