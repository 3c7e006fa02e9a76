import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';

const SVG_NS = 'http://www.w3.org/2000/svg';
/** The attributes of a `<use>` its drawing inherits or is placed by. */
const PAINTING = ['fill', 'stroke', 'color', 'opacity', 'style', 'transform'];

/**
 * An inline SVG as a file of its own: the xmlns added, and `<use>` references to symbols kept
 * elsewhere on the page (a hidden sprite sheet) replaced by the symbol's drawing, so a header
 * logo drawn as `<svg><use href="#logo"/></svg>` is stored as the logo itself. Null when it has
 * nothing to draw.
 */
export function standaloneSvg($: CheerioAPI, element: Element): string | null {
  const svg = $(element).clone();
  let viewBox = svg.attr('viewBox') ?? svg.attr('viewbox');
  svg.find('use').each((_, use) => {
    const node = $(use);
    const href = node.attr('href') ?? node.attr('xlink:href') ?? '';
    if (!href.startsWith('#')) return;
    const id = href.slice(1);
    const target = $(`[id="${id.replace(/["\\]/g, '')}"]`).first();
    if (target.length === 0 || target.closest('svg').length === 0) return;
    const targetViewBox = target.attr('viewBox') ?? target.attr('viewbox');
    if (!viewBox && targetViewBox) viewBox = targetViewBox;
    const drawing = target.is('symbol') ? target.html() : $.xml(target);
    // What the <use> paints its drawing with stays on the group that replaces it.
    const group = $('<g></g>');
    for (const name of PAINTING) {
      const value = node.attr(name);
      if (value) group.attr(name, value);
    }
    node.replaceWith(group.append(drawing ?? ''));
  });
  if (viewBox) svg.attr('viewBox', viewBox);
  if (!svg.attr('xmlns')) svg.attr('xmlns', SVG_NS);
  const markup = $.xml(svg);
  return /<(path|rect|circle|polygon|ellipse|text|polyline|line|image)\b/i.test(markup) ? markup : null;
}
