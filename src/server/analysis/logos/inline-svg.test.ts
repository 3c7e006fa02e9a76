import { load } from 'cheerio';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { standaloneSvg } from './inline-svg';

/** The first visible SVG of a page, drawn as a file of its own. */
function drawn(page: string): string | null {
  const $ = load(page);
  const [svg] = $('header svg').toArray();
  return svg ? standaloneSvg($, svg) : null;
}

const SHEET = `<svg style="display:none">
  <symbol id="mark" viewBox="0 0 10 10"><rect width="10" height="10" fill="#C41230"/></symbol>
  <symbol id="word" viewBox="0 0 20 10"><rect width="20" height="10" fill="#0B4F6C"/></symbol>
  <symbol id="logo" viewBox="0 0 40 10"><use href="#mark" width="10" height="10"/><use href="#word" x="20" width="20" height="10"/></symbol>
</svg>`;

/** The colour of one pixel of an SVG drawn at its own size, as #RRGGBB. */
async function pixel(svg: string, x: number, y: number, width: number): Promise<string> {
  const { data, info } = await sharp(Buffer.from(svg))
    .resize({ width })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return `#${[data[at], data[at + 1], data[at + 2]].map((c) => (c ?? 0).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

describe('an inline SVG as a file of its own', () => {
  it('follows a symbol into the symbols it uses, each placed where the browser draws it', async () => {
    const svg = drawn(
      `<body>${SHEET}<header><svg width="160" height="40"><use href="#logo"/></svg></header></body>`,
    );
    expect(svg).not.toBeNull();
    expect(svg).not.toContain('<use');
    expect(svg).toContain('viewBox="0 0 40 10"');
    // The mark on the left, the wordmark from x = 20 to the right edge.
    expect(await pixel(svg ?? '', 20, 20, 160)).toBe('#C41230');
    expect(await pixel(svg ?? '', 120, 20, 160)).toBe('#0B4F6C');
  });

  it("fits a symbol to the box its <use> gives it, inside the SVG's own viewBox", async () => {
    const svg = drawn(
      `<body>${SHEET}<header><svg viewBox="0 0 100 100"><use href="#mark" x="50" y="50" width="50" height="50"/></svg></header></body>`,
    );
    expect(await pixel(svg ?? '', 25, 25, 100)).toBe('#000000');
    expect(await pixel(svg ?? '', 75, 75, 100)).toBe('#C41230');
  });

  it('moves a used group by the x and y of its <use>', () => {
    const svg = drawn(
      '<body><svg style="display:none"><g id="dot"><circle r="2"/></g></svg><header><svg viewBox="0 0 10 10"><use href="#dot" x="5" y="4" transform="scale(2)"/></svg></header></body>',
    );
    expect(svg).toMatch(
      /<g transform="scale\(2\) translate\(5 4\)"><g id="dot"><circle r="2"><\/circle><\/g><\/g>/,
    );
  });

  it('stops at a symbol that uses itself, however often', () => {
    const loop = `<symbol id="loop" viewBox="0 0 10 10"><path d="M0 0h1v1z"/>${'<use href="#loop"/>'.repeat(50)}</symbol>`;
    const svg = drawn(
      `<body><svg style="display:none">${loop}</svg><header><svg><use href="#loop"/></svg></header></body>`,
    );
    expect(svg).not.toBeNull();
    expect(svg?.match(/<path /g)?.length).toBeLessThanOrEqual(64);
  });

  it('brings in a bounded drawing, however large the symbol and however often it is used', () => {
    const large = `<symbol id="big" viewBox="0 0 10 10"><path d="M0 0${'h1v1'.repeat(10_000)}z"/></symbol>`;
    const svg = drawn(
      `<body><svg style="display:none">${large}</svg><header><svg>${'<use href="#big"/>'.repeat(60)}</svg></header></body>`,
    );
    expect(svg?.match(/<path /g)?.length).toBeLessThan(60);
    expect(svg?.length).toBeLessThan(500_000);
  });

  it('finds a symbol by its whole id, quotes included', () => {
    const page = `<body><svg style="display:none">
      <symbol id="acme" viewBox="0 0 1 1"><path d="M0 0h1" fill="#111111"/></symbol>
      <symbol id='ac"me' viewBox="0 0 2 2"><path d="M0 0h2" fill="#222222"/></symbol>
    </svg><header><svg><use href='#ac"me'/></svg></header></body>`;
    const svg = drawn(page);
    expect(svg).toContain('#222222');
    expect(svg).not.toContain('#111111');
  });

  it('is nothing when the symbol it uses is not on the page', () => {
    expect(drawn('<body><header><svg><use href="#nowhere"/></svg></header></body>')).toBeNull();
  });
});
