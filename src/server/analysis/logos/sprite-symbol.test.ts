import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { externalSymbolAddress, fileAtAddress, symbolFromSprite } from './sprite-symbol';

const PAGE = 'https://acme.example/en/';
const svgOf = (markup: string) => {
  const $ = load(markup);
  return $('svg').first();
};

describe("the address of a sprite file's drawing", () => {
  it.each([
    ['<svg><use href="/img/icons.svg#logo"></use></svg>', 'https://acme.example/img/icons.svg#logo'],
    ['<svg><use xlink:href="sprite.svg#acme-mark"/></svg>', 'https://acme.example/en/sprite.svg#acme-mark'],
    [
      '<svg><use href="https://cdn.acme.example/s.svg?v=3#logo"></use></svg>',
      'https://cdn.acme.example/s.svg?v=3#logo',
    ],
  ])('%s draws %s', (markup, address) => {
    expect(externalSymbolAddress(svgOf(markup), PAGE)).toBe(address);
  });

  it.each([
    '<svg><use href="#logo"></use></svg>',
    '<svg><use href="/img/icons.svg"></use></svg>',
    '<svg><use href="/img/icons.svg#"></use></svg>',
    '<svg><use href="javascript:alert(1)#x"></use></svg>',
    '<svg><path d="M0 0h10v10H0z"/></svg>',
  ])('%s names none', (markup) => {
    expect(externalSymbolAddress(svgOf(markup), PAGE)).toBeNull();
  });
});

const SPRITE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
  <defs><linearGradient id="g"><stop offset="0" stop-color="#0B4F6C"/></linearGradient></defs>
  <symbol id="icon" viewBox="0 0 16 16"><circle cx="8" cy="8" r="6"/></symbol>
  <symbol id="logo" viewBox="0 0 120 40"><rect width="40" height="40" fill="url(#g)"/><path d="M50 10h60v20H50z" fill="currentColor"/></symbol>
  <symbol id="empty" viewBox="0 0 10 10"><title>Nothing</title></symbol>
  <g id="mark"><path d="M0 0h24v24H0z" fill="#C41230"/></g>
</svg>`;

describe("a sprite file's drawing as a file of its own", () => {
  it("keeps the symbol's drawing and viewBox, the sheet's gradients, and paints currentColor", () => {
    const file = symbolFromSprite(SPRITE, 'logo', { color: '#0B4F6C' }) ?? '';
    const $ = load(file, { xml: true });
    expect($('svg').attr('viewBox')).toBe('0 0 120 40');
    expect($('svg').attr('xmlns')).toBe('http://www.w3.org/2000/svg');
    expect($('rect').attr('fill')).toBe('url(#g)');
    expect($('linearGradient#g')).toHaveLength(1);
    expect($('path').attr('fill')).toBe('#0B4F6C');
    // Only the symbol asked for.
    expect($('circle')).toHaveLength(0);
    expect($('symbol')).toHaveLength(0);
  });

  it('gives the drawing the fill the page gives its <use>, for the shapes that name none', () => {
    const $ = load(symbolFromSprite(SPRITE, 'logo', { fill: '#FFFFFF' }) ?? '', { xml: true });
    expect($('svg').attr('fill')).toBe('#FFFFFF');
    expect($('rect').attr('fill')).toBe('url(#g)');
  });

  it("leaves currentColor when the page gives it no colour, and takes the sheet's viewBox for a plain group", () => {
    expect(symbolFromSprite(SPRITE, 'logo')).toContain('fill="currentColor"');
    const group = load(symbolFromSprite(SPRITE, 'mark') ?? '', { xml: true });
    expect(group('svg').attr('viewBox')).toBe('0 0 24 24');
    expect(group('g#mark path').attr('fill')).toBe('#C41230');
  });

  it('is nothing for an id the file lacks, a symbol with nothing to draw, or a file that is no SVG', () => {
    expect(symbolFromSprite(SPRITE, 'missing')).toBeNull();
    expect(symbolFromSprite(SPRITE, 'empty')).toBeNull();
    expect(symbolFromSprite(SPRITE, '"] , *[id="logo')).toBeNull();
    expect(symbolFromSprite('not an svg', 'logo')).toBeNull();
    expect(symbolFromSprite(SPRITE, '')).toBeNull();
  });
});

describe('the file an address names', () => {
  const sprite = Buffer.from(SPRITE);

  it("is a sprite's drawing for an address into the sprite, its fragment decoded", () => {
    const file =
      fileAtAddress('https://acme.example/icons.svg#logo', sprite, { color: '#111111' })?.toString() ?? '';
    expect(file).toContain('viewBox="0 0 120 40"');
    expect(file).toContain('fill="#111111"');
    const encoded = Buffer.from(SPRITE.replace('id="mark"', 'id="acme mark"'));
    expect(fileAtAddress('https://acme.example/icons.svg#acme%20mark', encoded)?.toString()).toContain(
      '#C41230',
    );
  });

  it('is nothing for a name the sheet lacks: a sheet of symbols draws nothing by itself', () => {
    expect(fileAtAddress('https://acme.example/icons.svg#nope', sprite)).toBeNull();
  });

  it('is the file as it came without a fragment, for a drawing whatever its fragment, and for a raster', () => {
    expect(fileAtAddress('https://acme.example/icons.svg', sprite)).toBe(sprite);
    const drawing = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h9v9H0z"/></svg>');
    expect(fileAtAddress('https://acme.example/logo.svg#v2', drawing)).toBe(drawing);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(fileAtAddress('https://acme.example/logo.png#v2', png)).toBe(png);
  });
});
