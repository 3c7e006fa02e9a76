import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { parseCssColor } from '../colors/color-science';
import { type CssSource, paintRules } from '../colors/css-colors';
import { compiledSelector, type ElementTest } from '../extract/compiled-selector';
import {
  compareSpecificity,
  type Specificity,
  specificityOf,
  splitSelectorList,
} from '../extract/css-specificity';

/**
 * The paint a page's CSS gives an inline SVG, which a drawing saved as a file of its own would
 * lose: what its `currentColor` stands for, and the fills of its shapes.
 */

/** At most this many `color` (or `fill`) rules are tried against the logo and its ancestors. */
const MAX_RULES = 5_000;

/** One selector of a `color` rule, with what the cascade weighs it by. */
interface ColorSelector {
  selector: string;
  value: string;
  important: boolean;
  specificity: Specificity;
  /** What its last compound asks of an element, to pass over most rules without matching them. */
  needs: Needs;
  /** The selector compiled, once it is first tried; false when the matcher does not know it. */
  test?: ElementTest | false;
}

/** Selectors that hold only in a state (hover, focus, a visited link) or for a pseudo-element. */
const STATEFUL = /:(hover|focus|focus-visible|focus-within|active|visited|target)\b|::|:(before|after)\b/i;
const INHERITED = /^\s*(inherit|currentcolor|unset|revert(-layer)?)\s*(!important)?\s*$/i;
const VAR_NAME = /var\(\s*(--[\w-]+)/;

interface Needs {
  tag: string | null;
  id: string | null;
  classes: string[];
}

/**
 * The classes, id and tag the last compound of a selector requires ('.site-header a.logo' → a,
 * logo). What a functional pseudo-class holds (:is(.a .b), :not(.c)) is left to the matcher.
 */
function needsOf(selector: string): Needs {
  let outer = selector;
  while (outer.includes('(')) {
    const emptied = outer.replace(/\([^()]*\)/g, '');
    if (emptied === outer) break;
    outer = emptied;
  }
  const compound =
    outer
      .trim()
      .split(/\s*[\s>+~]\s*/)
      .pop() ?? '';
  const tag = /^([a-z][\w-]*)/i.exec(compound)?.[1]?.toLowerCase() ?? null;
  const id = /#([\w-]+)/.exec(compound)?.[1] ?? null;
  const classes = [...compound.matchAll(/\.((?:\\.|[\w-])+)/g)].map((m) => (m[1] ?? '').replace(/\\/g, ''));
  return { tag, id, classes };
}

/** Whether a rule could match the element at all, judged on its last compound without parsing it. */
function couldMatch(element: Element, own: ReadonlySet<string>, { tag, id, classes }: Needs): boolean {
  if (tag && tag !== '*' && tag !== element.tagName.toLowerCase()) return false;
  if (id && element.attribs.id !== id) return false;
  return classes.every((name) => own.has(name));
}

function matches(element: Element, candidate: ColorSelector): boolean {
  if (candidate.test === undefined) {
    try {
      candidate.test = compiledSelector(candidate.selector);
    } catch {
      // A selector the matcher does not know (a vendor pseudo-class) says nothing of the page.
      candidate.test = false;
    }
  }
  return candidate.test !== false && candidate.test(0, element);
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

type Painted = 'color' | 'fill';

const STYLE_DECLARATION: Record<Painted, RegExp> = {
  color: /(?:^|;)\s*color\s*:\s*([^;]+)/i,
  fill: /(?:^|;)\s*fill\s*:\s*([^;]+)/i,
};

/**
 * The `color` the element itself sets: its style attribute, then the first rule that matches of
 * the page's rules in cascade order, then an SVG `color` attribute.
 */
function ownColor(element: Element, selectors: readonly ColorSelector[]): { value: string } | null {
  const style = STYLE_DECLARATION.color.exec(element.attribs.style ?? '')?.[1];
  if (style) return { value: style };
  // A presentation attribute loses to any rule for the element itself.
  return winningRule(element, selectors) ?? (element.attribs.color ? { value: element.attribs.color } : null);
}

function winningRule(element: Element, selectors: readonly ColorSelector[]) {
  const own = new Set((element.attribs.class ?? '').split(/\s+/));
  const winner = selectors.find(
    (candidate) => couldMatch(element, own, candidate.needs) && matches(element, candidate),
  );
  return winner ? { value: winner.value } : null;
}

interface PageRules {
  sheets: object;
  /** In cascade order: the first that matches an element sets its colour. */
  selectors: ColorSelector[];
  properties: ReturnType<typeof paintRules>['properties'];
}

/** The page's `color` and `fill` rules, read once per page and sheets however many drawings ask. */
const READ: Record<Painted, WeakMap<CheerioAPI, PageRules>> = { color: new WeakMap(), fill: new WeakMap() };

function pageRules(
  $: CheerioAPI,
  sheets: readonly { css: string; source: string }[],
  property: Painted = 'color',
): PageRules {
  const known = READ[property].get($);
  if (known && known.sheets === sheets) return known;
  const linked: CssSource[] = sheets.map((sheet) => ({ ...sheet, kind: 'linked stylesheet' }));
  const inline: CssSource[] = $('style')
    .toArray()
    .map((style) => ({ css: $(style).text(), source: 'inline', kind: 'inline <style>' }));
  const { rules, properties } = paintRules([...linked, ...inline], property);
  const selectors = rules.slice(-MAX_RULES).flatMap((rule) =>
    splitSelectorList(rule.selector)
      .filter((selector) => !STATEFUL.test(selector))
      .map((selector) => ({
        selector,
        value: rule.value,
        important: rule.important,
        specificity: specificityOf(selector),
        needs: needsOf(selector),
      })),
  );
  // Cascade order, the winner first: !important, then the most specific, then the last written
  // (the sort is stable, so reversed source order settles ties).
  selectors
    .reverse()
    .sort(
      (a, b) => Number(b.important) - Number(a.important) || compareSpecificity(b.specificity, a.specificity),
    );
  const read = { sheets, selectors, properties };
  READ[property].set($, read);
  return read;
}

/**
 * The colour `currentColor` stands for in an inline SVG, as the page's CSS sets it: the nearest of
 * the drawing and its ancestors that sets `color` (a style attribute, then the matching rule of
 * the page's <style> elements and stylesheets that wins the cascade: !important, then the most
 * specific selector, then the last written). Rules for hover, focus or visited states do not
 * count. Null when nothing sets a concrete colour.
 */
export function currentColorOf(
  $: CheerioAPI,
  element: Element,
  sheets: readonly { css: string; source: string }[],
): string | null {
  const { selectors, properties } = pageRules($, sheets);
  for (let node: Element | null = element; node && node.tagName !== 'html'; ) {
    const own = ownColor(node, selectors);
    if (own && !INHERITED.test(own.value)) return concrete(own.value, properties);
    node = node.parent && 'tagName' in node.parent ? (node.parent as Element) : null;
  }
  return null;
}

/** The shapes of a drawing that a fill paints. */
const FILLED = 'path, rect, circle, ellipse, polygon, text, tspan, use';
/** Shapes painted at most per drawing: a logo has far fewer; an illustration is no logo. */
const MAX_FILLED_SHAPES = 400;

/**
 * A copy of an inline SVG with the fills the page's CSS gives its shapes written on them, as a
 * browser would paint them. A shape that names no fill of its own (attribute or style) takes the
 * nearest fill of itself and its ancestors: a style attribute, then the rule that wins the cascade,
 * then a fill attribute; `currentColor` is the colour the page gives there. Without it, a logo
 * coloured by the stylesheet (`.logo path { fill: #E4002B }`) would be stored black. The drawing
 * itself is returned when the page's CSS sets no fill.
 */
export function withCssFills(
  $: CheerioAPI,
  svg: Element,
  sheets: readonly { css: string; source: string }[],
): Element {
  const { selectors, properties } = pageRules($, sheets, 'fill');
  if (selectors.length === 0) return svg;
  const copy = $(svg).clone();
  const shapes = $(svg).find(FILLED).toArray().slice(0, MAX_FILLED_SHAPES);
  const copies = copy.find(FILLED).toArray();
  // Shapes share their ancestors: each element's own rule is looked up once.
  const rules = new Map<Element, { value: string } | null>();
  const ruleOf = (node: Element) => {
    let rule = rules.get(node);
    if (rule === undefined) {
      rule = winningRule(node, selectors);
      rules.set(node, rule);
    }
    return rule;
  };
  let changed = false;
  shapes.forEach((shape, index) => {
    const twin = copies[index];
    if (!twin || shape.attribs.fill || STYLE_DECLARATION.fill.test(shape.attribs.style ?? '')) return;
    const fill = cssFillOf($, shape, ruleOf, properties, sheets);
    if (!fill) return;
    twin.attribs.fill = fill;
    changed = true;
  });
  const [copied] = copy.toArray();
  return changed && copied ? copied : svg;
}

/** The fill the page's CSS paints a shape in, when a stylesheet rule decides it; else null. */
function cssFillOf(
  $: CheerioAPI,
  shape: Element,
  ruleOf: (node: Element) => { value: string } | null,
  properties: PageRules['properties'],
  sheets: readonly { css: string; source: string }[],
): string | null {
  for (let node: Element | null = shape; node && node.tagName !== 'html'; ) {
    const decided = STYLE_DECLARATION.fill.exec(node.attribs.style ?? '')?.[1] ?? ruleOf(node)?.value;
    // The drawing's own fill attribute decides, as the browser's inheritance would; the copy keeps it.
    if (decided === undefined && node.attribs.fill) return null;
    const value = decided?.replace(/!important/i, '').trim();
    if (value && !/^(inherit|unset|revert(-layer)?)$/i.test(value)) {
      if (/^currentcolor$/i.test(value)) return currentColorOf($, node, sheets);
      if (/^none$/i.test(value)) return 'none';
      return concrete(value, properties);
    }
    node = node.parent && 'tagName' in node.parent ? (node.parent as Element) : null;
  }
  return null;
}
