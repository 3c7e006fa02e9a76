import { createRequire } from 'node:module';
import createDOMPurify, { type DOMPurify } from 'dompurify';

/** jsdom is required with the first SVG: loading it costs a starting process half a second. */
const requireLazily = createRequire(import.meta.url);

export class InvalidSvgError extends Error {
  override name = 'InvalidSvgError';
}

/**
 * Elements DOMPurify's SVG profile keeps that a logo has no use for and that can reach outside
 * the document (links, embedded images, animations that rewrite attributes).
 */
const FORBIDDEN_ELEMENTS = ['a', 'image', 'feImage', 'animate', 'animateMotion', 'animateTransform', 'set'];
const LINK_ATTRIBUTES = new Set(['href', 'xlink:href']);

/**
 * What in CSS can load something or run something, tested after CSS escapes are decoded (so
 * `u\72l(` and `@im\70ort` are caught): any url() but a fragment, imports, image functions,
 * legacy script hooks.
 */
const LOADING_CSS =
  /@import|url\s*\(\s*['"]?\s*(?!#)|image-set\s*\(|(?:^|[^-\w])image\s*\(|expression\s*\(|javascript:|-moz-binding|behavior\s*:/i;

/** CSS with its escapes decoded: `\72` and `\000072 ` as `r`, `\(` as `(`, escaped newlines dropped. */
export function decodeCssEscapes(css: string): string {
  return css.replace(/\\(?:([0-9a-f]{1,6})[ \t\n\r\f]?|\r\n|([\s\S]))/gi, (_, hex: string, other: string) => {
    if (hex) {
      const code = Number.parseInt(hex, 16);
      return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)
        ? '\ufffd'
        : String.fromCodePoint(code);
    }
    return other === '\n' || other === '\r' || other === '\f' || other === undefined ? '' : other;
  });
}

export function cssLoadsAnything(css: string): boolean {
  return LOADING_CSS.test(decodeCssEscapes(css));
}

interface SvgPurifier {
  purify: DOMPurify;
  serialize(node: Node): string;
}

let purifier: SvgPurifier | null = null;

/** One DOMPurify on one jsdom window per process, with our hooks. */
function svgPurifier(): SvgPurifier {
  if (purifier) return purifier;
  const { JSDOM } = requireLazily('jsdom') as typeof import('jsdom');
  const { window } = new JSDOM('');
  const instance = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  instance.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style' && cssLoadsAnything(node.textContent ?? ''))
      node.parentNode?.removeChild(node);
  });
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    if (LINK_ATTRIBUTES.has(name) && !data.attrValue.trim().startsWith('#')) data.keepAttr = false;
    if (name === 'style' && cssLoadsAnything(data.attrValue)) data.keepAttr = false;
  });
  const serializer = new window.XMLSerializer();
  purifier = { purify: instance, serialize: (node) => serializer.serializeToString(node) };
  return purifier;
}

/**
 * Sanitises an SVG for serving as an image with DOMPurify's SVG profile (no script, no event
 * handlers, no foreign content), and beyond it: no links except to fragments of the same
 * document, no embedded images or animations, no style that loads anything.
 */
export function sanitizeSvg(input: string): string {
  if (!/<svg[\s>]/i.test(input)) throw new InvalidSvgError('Not an SVG image');
  const { purify, serialize } = svgPurifier();
  // Parsed as HTML parses inline SVG (lenient, with SVG's mixed-case names), written back as XML.
  const body = purify.sanitize(input, {
    USE_PROFILES: { svg: true, svgFilters: true },
    // <use> of the document's own symbols is common in exported logos; its links are checked above.
    ADD_TAGS: ['use'],
    FORBID_TAGS: FORBIDDEN_ELEMENTS,
    RETURN_DOM: true,
  });
  const svg = [...(body as Element).children].find((child) => child.localName === 'svg');
  if (!svg) throw new InvalidSvgError('Not an SVG image');
  return serialize(svg);
}
