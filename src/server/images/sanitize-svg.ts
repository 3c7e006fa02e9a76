import { load } from 'cheerio';

/** Elements an SVG logo may keep; everything else (script, foreignObject, iframe...) goes. */
const ALLOWED_ELEMENTS = new Set(
  [
    'svg',
    'g',
    'path',
    'rect',
    'circle',
    'ellipse',
    'line',
    'polyline',
    'polygon',
    'text',
    'tspan',
    'textPath',
    'defs',
    'use',
    'symbol',
    'title',
    'desc',
    'linearGradient',
    'radialGradient',
    'stop',
    'clipPath',
    'mask',
    'pattern',
    'filter',
    'feGaussianBlur',
    'feOffset',
    'feBlend',
    'feColorMatrix',
    'feComposite',
    'feFlood',
    'feMerge',
    'feMergeNode',
    'style',
    'metadata',
  ].map((e) => e.toLowerCase()),
);

const URL_ATTRIBUTES = new Set(['href', 'xlink:href', 'src']);
const UNSAFE_CSS = /(@import|expression\s*\(|javascript:|url\s*\(\s*['"]?\s*(?!#|data:image\/))/i;

export class InvalidSvgError extends Error {
  override name = 'InvalidSvgError';
}

/**
 * Sanitises an SVG for serving as an image: an allow-list of elements, no event handlers, no
 * links except to fragments in the same document, no external or script URLs in styles.
 */
export function sanitizeSvg(input: string): string {
  if (!/<svg[\s>]/i.test(input)) throw new InvalidSvgError('Not an SVG image');
  const $ = load(input, { xml: { xmlMode: true, decodeEntities: true } });
  const root = $('svg').first();
  if (root.length === 0) throw new InvalidSvgError('Not an SVG image');
  root.find('*').each((_, element) => {
    const node = $(element);
    const name = ('tagName' in element ? element.tagName : '').toLowerCase();
    if (!ALLOWED_ELEMENTS.has(name)) {
      node.remove();
      return;
    }
    if (name === 'style' && UNSAFE_CSS.test(node.text())) node.text('');
  });
  root.add(root.find('*')).each((_, element) => {
    if (!('attribs' in element)) return;
    for (const [attribute, value] of Object.entries(element.attribs)) {
      const lower = attribute.toLowerCase();
      const unsafeUrl = URL_ATTRIBUTES.has(lower) && !value.trim().startsWith('#');
      const unsafeStyle = lower === 'style' && UNSAFE_CSS.test(value);
      const unsafeValue = /^\s*(javascript|vbscript|data:text)/i.test(value);
      if (lower.startsWith('on') || unsafeUrl || unsafeStyle || unsafeValue) $(element).removeAttr(attribute);
    }
  });
  if (!root.attr('xmlns')) root.attr('xmlns', 'http://www.w3.org/2000/svg');
  return $.xml(root);
}
