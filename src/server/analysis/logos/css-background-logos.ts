import type { CheerioAPI } from 'cheerio';
import * as csstree from 'css-tree';
import type { Element } from 'domhandler';
import { httpAddress } from '../../../domain/http-address';
import { isDataUri, isEmbeddedImage } from './data-uri';

export interface CssBackground {
  element: Element;
  /** The image's absolute address, or the image itself as a data: address. */
  url: string;
  /** The rule or attribute that paints it, for the evidence. */
  rule: string;
  /** A mask: the page fills the image's shape with one colour of its own. */
  mask: boolean;
}

/** Rules worth matching against the page: their selector or image names a logo, a brand or the header's title. */
const LOGO_RULE = /logo|brand|masthead|wordmark|site-?title|header[^,{]*\bh1\b|\bh1\b[^,{]*header/i;
/**
 * The address in `url(…)`: quoted, where it may hold the other quote and parentheses (an SVG
 * written into the stylesheet), or bare.
 */
const URL_IN_VALUE = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^'"\s)][^)]*?))\s*\)/i;
const urlIn = (value: string): string | undefined => {
  const match = URL_IN_VALUE.exec(value);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
};
const MAX_CSS_CHARS = 2_000_000;
const MAX_RULES = 200;

/** The image's absolute address; a data: address when it holds an image that can be a logo. */
function resolve(raw: string, base: string): string | null {
  if (isDataUri(raw)) return isEmbeddedImage(raw) ? raw.trim() : null;
  return httpAddress(raw, base)?.toString() ?? null;
}

/**
 * Properties that paint an image: a background, or a mask whose shape the element's background
 * colour fills (a logo that takes the colour of its theme: `mask: url(logo.svg)`).
 */
const PAINTING = new Set([
  'background',
  'background-image',
  'mask',
  'mask-image',
  '-webkit-mask',
  '-webkit-mask-image',
]);
const isMask = (property: string) => property.includes('mask');

/** Rules that paint an image (a background or a mask), from one stylesheet, logo-like ones only. */
function backgroundRules(css: string, base: string): { selector: string; url: string; mask: boolean }[] {
  const rules: { selector: string; url: string; mask: boolean }[] = [];
  let ast: csstree.CssNode;
  try {
    ast = csstree.parse(css.slice(0, MAX_CSS_CHARS), {
      parseValue: false,
      parseRulePrelude: false,
      parseAtrulePrelude: false,
      onParseError: () => {},
    });
  } catch {
    return rules;
  }
  csstree.walk(ast, {
    visit: 'Declaration',
    enter(node) {
      if (rules.length >= MAX_RULES) return;
      const property = node.property.toLowerCase();
      if (!PAINTING.has(property)) return;
      const value = node.value.type === 'Raw' ? node.value.value : csstree.generate(node.value);
      const raw = urlIn(value);
      const prelude = this.rule?.prelude;
      const selector = prelude && prelude.type === 'Raw' ? prelude.value.trim() : '';
      // An embedded image's name is its selector's alone: its bytes name nothing.
      if (!raw || !selector || !LOGO_RULE.test(isDataUri(raw) ? selector : `${selector} ${raw}`)) return;
      const url = resolve(raw, base);
      if (url) rules.push({ selector, url, mask: isMask(property) });
    },
  });
  return rules;
}

function select($: CheerioAPI, selector: string): Element[] {
  if (!selector) return [];
  try {
    return $(selector)
      .slice(0, 3)
      .toArray()
      .filter((node): node is Element => 'tagName' in node);
  } catch {
    return [];
  }
}

/**
 * Images painted as CSS backgrounds or masks on the page's elements, the way many sites show
 * their logo (an empty home link with a background image, or a mask filled with the theme's
 * colour): inline style attributes, and rules of the page's <style> elements and stylesheets
 * whose selector or image names a logo, matched against the page.
 */
export function cssBackgroundUrls(
  $: CheerioAPI,
  pageUrl: string,
  sheets: readonly { css: string; source: string }[],
): CssBackground[] {
  const found: CssBackground[] = [];
  $('[style*="background" i], [style*="mask" i]')
    .slice(0, 500)
    .each((_, element) => {
      const style = $(element).attr('style') ?? '';
      const raw = urlIn(style);
      const url = raw ? resolve(raw, pageUrl) : null;
      // The property the url() is given to: a mask when the nearest property name before it is one.
      const property = /([-a-z]+)\s*:[^:;]*url\(/i.exec(style)?.[1]?.toLowerCase() ?? '';
      const mask = isMask(property);
      if (url) found.push({ element, url, rule: mask ? 'style attribute (mask)' : 'style attribute', mask });
    });
  const inline = $('style')
    .toArray()
    .map((element) => ({ css: $(element).text(), source: pageUrl }));
  for (const sheet of [...inline, ...sheets]) {
    for (const rule of backgroundRules(sheet.css, sheet.source)) {
      for (const selector of rule.selector.split(',')) {
        const plain = selector.replace(/::?[a-z-]+(\([^)]*\))?/gi, '').trim();
        if (!plain) continue;
        // The whole selector, else its last part alone ('.theme .header .logo' → '.logo').
        const matches = select($, plain);
        if (matches.length === 0) matches.push(...select($, plain.split(/[\s>+~]+/).pop() ?? ''));
        for (const element of matches)
          found.push({
            element,
            url: rule.url,
            rule: `CSS ${rule.mask ? 'mask ' : ''}rule ${plain.slice(0, 120)}`,
            mask: rule.mask,
          });
      }
    }
  }
  return found;
}
