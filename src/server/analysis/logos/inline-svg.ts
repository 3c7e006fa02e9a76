import type { Cheerio, CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';

const SVG_NS = 'http://www.w3.org/2000/svg';
/** The attributes of a `<use>` its drawing inherits or is placed by. */
const PAINTING = ['fill', 'stroke', 'color', 'opacity', 'style', 'transform'];

/** How deep `<use>` references inside the drawings they bring are followed; cycles stop here. */
const MAX_USE_DEPTH = 4;
/** References drawn per SVG at most: a symbol that uses itself many times must not multiply. */
const MAX_USES = 64;
/** Characters of drawing the references may bring in all: a large symbol used often must not either. */
const MAX_DRAWN_CHARS = 400_000;

/**
 * An inline SVG as a file of its own: the xmlns added, and `<use>` references to drawings kept
 * elsewhere on the page (a hidden sprite sheet) replaced by the drawing, so a header logo drawn as
 * `<svg><use href="#logo"/></svg>` is stored as the logo itself. A symbol that itself uses other
 * symbols (a mark and a wordmark) is followed into them. Null when it has nothing to draw.
 */
export function standaloneSvg($: CheerioAPI, element: Element): string | null {
  const svg = $(element).clone();
  let viewBox = svg.attr('viewBox') ?? svg.attr('viewbox');
  let drawn = 0;
  let drawnChars = 0;
  for (let depth = 0; depth < MAX_USE_DEPTH; depth++) {
    let replaced = false;
    for (const use of svg.find('use').toArray()) {
      if (drawn === MAX_USES || drawnChars > MAX_DRAWN_CHARS) break;
      const node = $(use);
      const href = node.attr('href') ?? node.attr('xlink:href') ?? '';
      const target = href.startsWith('#') ? drawingById($, href.slice(1)) : null;
      if (!target) continue;
      const targetViewBox = target.attr('viewBox') ?? target.attr('viewbox');
      // An SVG that only uses a symbol takes the symbol's box as its own.
      if (depth === 0 && !viewBox && targetViewBox) viewBox = targetViewBox;
      const drawing = drawingOfUse($, node, target);
      node.replaceWith(drawing);
      drawn++;
      drawnChars += drawing.html()?.length ?? 0;
      replaced = true;
    }
    if (!replaced) break;
  }
  if (viewBox) svg.attr('viewBox', viewBox);
  if (!svg.attr('xmlns')) svg.attr('xmlns', SVG_NS);
  const markup = $.xml(svg);
  return /<(path|rect|circle|polygon|ellipse|text|polyline|line|image)\b/i.test(markup) ? markup : null;
}

/** The element of an SVG on the page with this id, compared whole (quotes and all). */
function drawingById($: CheerioAPI, id: string): Cheerio<Element> | null {
  if (!id) return null;
  const target = $('[id]')
    .filter((_, candidate) => candidate.attribs.id === id)
    .first();
  return target.length > 0 && target.closest('svg').length > 0 ? target : null;
}

/**
 * What a `<use>` draws, as plain markup: a group that keeps the use's paint and placement. A
 * symbol is drawn in a viewport of its own, as a browser draws it: its viewBox fitted to the
 * use's width and height (the whole box when the use names none), at the use's x and y.
 */
function drawingOfUse($: CheerioAPI, use: Cheerio<Element>, target: Cheerio<Element>): Cheerio<AnyNode> {
  const group = $('<g></g>');
  for (const name of PAINTING) {
    const value = use.attr(name);
    if (value) group.attr(name, value);
  }
  const x = use.attr('x');
  const y = use.attr('y');
  if (!target.is('symbol')) {
    if (x || y)
      group.attr('transform', `${group.attr('transform') ?? ''} translate(${x ?? 0} ${y ?? 0})`.trim());
    return group.append($.xml(target));
  }
  const viewport = $('<svg></svg>');
  const box = {
    x,
    y,
    width: use.attr('width'),
    height: use.attr('height'),
    viewBox: target.attr('viewBox') ?? target.attr('viewbox'),
    preserveAspectRatio: target.attr('preserveAspectRatio') ?? target.attr('preserveaspectratio'),
  };
  for (const [name, value] of Object.entries(box)) if (value) viewport.attr(name, value);
  return group.append(viewport.append(target.html() ?? ''));
}
