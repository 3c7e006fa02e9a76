import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { parseCssColor } from '../colors/color-science';
import { type CssSource, type TextColorRule, textColorRules } from '../colors/css-colors';

/** At most this many `color` rules are tried against the logo and its ancestors. */
const MAX_RULES = 5_000;
/** Selectors that hold only in a state (hover, focus, a visited link) or for a pseudo-element. */
const STATEFUL = /:(hover|focus|focus-visible|focus-within|active|visited|target)\b|::|:(before|after)\b/i;
const INHERITED = /^\s*(inherit|currentcolor|unset|revert(-layer)?)\s*(!important)?\s*$/i;
const VAR_NAME = /var\(\s*(--[\w-]+)/;

/** The classes, id and tag the last compound of a selector requires ('.site-header a.logo' → a, logo). */
function lastCompound(selector: string): { tag: string | null; id: string | null; classes: string[] } {
  const compound =
    selector
      .trim()
      .split(/\s*[\s>+~]\s*/)
      .pop() ?? '';
  const tag = /^([a-z][\w-]*)/i.exec(compound)?.[1]?.toLowerCase() ?? null;
  const id = /#([\w-]+)/.exec(compound)?.[1] ?? null;
  const classes = [...compound.matchAll(/\.((?:\\.|[\w-])+)/g)].map((m) => (m[1] ?? '').replace(/\\/g, ''));
  return { tag, id, classes };
}

/** Whether a rule could match the element at all, judged on its last compound without parsing it. */
function couldMatch(element: Element, selector: string): boolean {
  const { tag, id, classes } = lastCompound(selector);
  if (tag && tag !== '*' && tag !== element.tagName.toLowerCase()) return false;
  if (id && element.attribs.id !== id) return false;
  const own = new Set((element.attribs.class ?? '').split(/\s+/));
  return classes.every((name) => own.has(name));
}

function matches($: CheerioAPI, element: Element, selector: string): boolean {
  try {
    return $(element).is(selector);
  } catch {
    // A selector the matcher does not know (a vendor pseudo-class) says nothing of the page.
    return false;
  }
}

/** A `color` value as a concrete colour: written out, or through a custom property. */
function concrete(
  value: string,
  properties: ReadonlyMap<string, { hex: string; alpha: number }>,
): string | null {
  const name = VAR_NAME.exec(value)?.[1];
  const color = name ? properties.get(name) : parseCssColor(value.replace(/!important/i, '').trim());
  return color && color.alpha >= 0.5 ? color.hex : null;
}

/** The `color` the element itself sets: its style attribute, an SVG `color` attribute, then the last rule that matches. */
function ownColor(
  $: CheerioAPI,
  element: Element,
  rules: readonly TextColorRule[],
): { value: string } | null {
  const style = /(?:^|;)\s*color\s*:\s*([^;]+)/i.exec(element.attribs.style ?? '')?.[1];
  if (style) return { value: style };
  if (element.attribs.color) return { value: element.attribs.color };
  for (let i = rules.length - 1; i >= 0; i--) {
    const rule = rules[i];
    if (!rule) continue;
    for (const selector of rule.selector.split(',')) {
      if (STATEFUL.test(selector) || !couldMatch(element, selector)) continue;
      if (matches($, element, selector.trim())) return { value: rule.value };
    }
  }
  return null;
}

/** The page's `color` rules, read once per page and sheets however many drawings ask. */
const READ = new WeakMap<CheerioAPI, { sheets: object; colors: ReturnType<typeof textColorRules> }>();

function pageTextColors($: CheerioAPI, sheets: readonly { css: string; source: string }[]) {
  const known = READ.get($);
  if (known && known.sheets === sheets) return known.colors;
  const linked: CssSource[] = sheets.map((sheet) => ({ ...sheet, kind: 'linked stylesheet' }));
  const inline: CssSource[] = $('style')
    .toArray()
    .map((style) => ({ css: $(style).text(), source: 'inline', kind: 'inline <style>' }));
  const colors = textColorRules([...linked, ...inline]);
  READ.set($, { sheets, colors });
  return colors;
}

/**
 * The colour `currentColor` stands for in an inline SVG, as the page's CSS sets it: the nearest of
 * the drawing and its ancestors that sets `color` (a style attribute, then the last matching rule
 * of the page's <style> elements and stylesheets). Source order stands in for specificity; rules
 * for hover, focus or visited states do not count. Null when nothing sets a concrete colour.
 */
export function currentColorOf(
  $: CheerioAPI,
  element: Element,
  sheets: readonly { css: string; source: string }[],
): string | null {
  const { rules, properties } = pageTextColors($, sheets);
  const tried = rules.slice(-MAX_RULES);
  for (let node: Element | null = element; node && node.tagName !== 'html'; ) {
    const own = ownColor($, node, tried);
    if (own && !INHERITED.test(own.value)) return concrete(own.value, properties);
    node = node.parent && 'tagName' in node.parent ? (node.parent as Element) : null;
  }
  return null;
}
