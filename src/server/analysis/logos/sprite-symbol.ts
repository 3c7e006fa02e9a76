import { type Cheerio, load } from 'cheerio';
import { type Element, isTag } from 'domhandler';
import { httpAddress } from '../../../domain/http-address';
import { standaloneSvg } from './inline-svg';

/** How the page paints a drawing it takes from a sprite file: the colours its CSS gives the `<use>`. */
export interface SpritePaint {
  /** What `currentColor` stands for. */
  color?: string;
  /** The fill the drawing's shapes inherit when they name none. */
  fill?: string;
}

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
  const sheet = target.closest('svg');
  if (target.length === 0 || sheet.length === 0) return null;
  // The drawing as a page shows it: an SVG that uses the symbol, under the sheet's shared <defs>.
  const user = $('<svg><use/></svg>');
  const viewBox = target.attr('viewBox') ?? sheet.attr('viewBox');
  if (viewBox) user.attr('viewBox', viewBox);
  if (paint.fill) user.attr('fill', paint.fill);
  user.find('use').attr('href', `#${id}`);
  user.prepend(sheet.children('defs').clone());
  const [element] = user.toArray().filter(isTag);
  const markup = element ? standaloneSvg($, element) : null;
  return markup && paint.color ? markup.replace(/currentcolor/gi, paint.color) : markup;
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
