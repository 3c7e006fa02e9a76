import { type Cheerio, load } from 'cheerio';
import type { Element } from 'domhandler';
import { httpAddress } from '../../../domain/http-address';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** How the page paints a drawing it takes from a sprite file: the colours its CSS gives the `<use>`. */
export interface SpritePaint {
  /** What `currentColor` stands for. */
  color?: string;
  /** The fill the drawing's shapes inherit when they name none. */
  fill?: string;
}
const DRAWING = /<(path|rect|circle|ellipse|line|polyline|polygon|text)\b/i;

/**
 * The address of the drawing an inline SVG takes from a sprite file of the site's
 * (`<svg><use href="/icons.svg#logo"/></svg>`), with its fragment; null when the SVG draws
 * something of its own or uses no other file's drawing.
 */
export function externalSymbolAddress(svg: Cheerio<Element>, pageUrl: string): string | null {
  for (const use of svg.find('use').toArray()) {
    const href = (use.attribs.href ?? use.attribs['xlink:href'] ?? '').trim();
    if (href.startsWith('#') || !href.includes('#')) continue;
    const address = httpAddress(href, pageUrl);
    if (address && address.hash.length > 1) return address.toString();
  }
  return null;
}

/**
 * The drawing a sprite file keeps under an id (a `<symbol>`, or any element), as an SVG file of
 * its own: the symbol's viewBox (or the sheet's), the sheet's shared definitions (gradients,
 * clip paths), and the page's paint: the fill its shapes inherit and what `currentColor` stands
 * for. Null when the file holds no drawing under that id.
 */
export function symbolFromSprite(sprite: string, id: string, paint: SpritePaint = {}): string | null {
  if (!id) return null;
  const $ = load(sprite, { xml: true });
  const target = $('[id]')
    .filter((_, element) => element.attribs.id === id)
    .first();
  if (target.length === 0 || target.closest('svg').length === 0) return null;
  const viewBox = target.attr('viewBox') ?? target.closest('svg').attr('viewBox');
  const drawing = target.is('symbol') ? (target.html() ?? '') : $.xml(target);
  const shared = $('svg')
    .first()
    .children('defs')
    .toArray()
    .map((defs) => $.xml(defs))
    .join('');
  const file = load(`<svg xmlns="${SVG_NS}"></svg>`, { xml: true });
  const root = file('svg');
  if (viewBox) root.attr('viewBox', viewBox);
  if (paint.fill) root.attr('fill', paint.fill);
  root.append(shared + drawing);
  const markup = file.xml(root);
  if (!DRAWING.test(markup)) return null;
  return paint.color ? markup.replace(/currentcolor/gi, paint.color) : markup;
}

function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/**
 * The file an address names, from the bytes fetched for it: for an address into an SVG sprite
 * file (`/icons.svg#logo`), the drawing under that id as a file of its own, painted as the page
 * paints it; null when the sheet has no such drawing. Any other file is as it came, whatever its
 * address's fragment.
 */
export function fileAtAddress(address: string, bytes: Buffer, paint?: SpritePaint): Buffer | null {
  const fragment = httpAddress(address)?.hash.slice(1) ?? '';
  if (!fragment || !/<svg[\s>]/i.test(bytes.toString('utf8', 0, 4096))) return bytes;
  const markup = bytes.toString('utf8');
  const drawing = symbolFromSprite(markup, decodeFragment(fragment), paint);
  if (drawing) return Buffer.from(drawing);
  // A sheet of symbols draws nothing by itself; a drawing whose address has a fragment still does.
  return /<symbol[\s>]/i.test(markup) ? null : bytes;
}
