import * as csstree from 'css-tree';
import { type ColorSample, SAMPLE_WEIGHTS } from './color-sample';
import { parseCssColor } from './color-science';

/** A piece of CSS and where it came from. */
export interface CssSource {
  css: string;
  /** The stylesheet's URL, or the page's for inline styles. */
  source: string;
  /** 'linked stylesheet', 'inline <style>', 'style attribute'. */
  kind: string;
  /** For a style attribute: the element's tag and classes, which say how prominent it is. */
  selector?: string;
}

/** Only this much CSS is read per source: enough for any real theme, bounded for huge bundles. */
const MAX_CSS_CHARS = 2_000_000;

const COLOR_FUNCTION = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([^()]*\)/gi;
const HEX = /#[0-9a-f]{3,8}\b/gi;
const WORD = /\b[a-z]{3,20}\b/gi;
const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;
const BRAND_PROPERTY = /brand|primary|secondary|accent|main|theme|key|highlight/i;
const PROMINENT_SELECTOR =
  /(^|[\s,>+~])(header|nav|button|h1|h2|a)\b|\.(btn|button|cta|brand|logo|hero|primary|navbar|header|masthead)\b/i;

/** Properties whose value can be a colour; anything else is not scanned. */
function propertyWeight(property: string): number {
  const p = property.toLowerCase();
  if (p.startsWith('--'))
    return BRAND_PROPERTY.test(p) ? SAMPLE_WEIGHTS.brandCustomProperty : SAMPLE_WEIGHTS.customProperty;
  if (p === 'background' || p === 'background-color' || p === 'background-image')
    return SAMPLE_WEIGHTS.background;
  if (p === 'color') return SAMPLE_WEIGHTS.color;
  if (p === 'fill' || p === 'stroke') return SAMPLE_WEIGHTS.fillOrStroke;
  if (
    p.startsWith('border') ||
    p.startsWith('outline') ||
    p === 'box-shadow' ||
    p === 'text-decoration-color'
  )
    return SAMPLE_WEIGHTS.border;
  if (p.includes('color')) return SAMPLE_WEIGHTS.other;
  return 0;
}

/** The concrete colours written in a declaration's value, with their opacity. */
export function colorsInValue(value: string): { hex: string; alpha: number }[] {
  const found: { hex: string; alpha: number }[] = [];
  const rest = value.replace(COLOR_FUNCTION, (match) => {
    const color = parseCssColor(match);
    if (color) found.push(color);
    return ' ';
  });
  const withoutHex = rest.replace(HEX, (match) => {
    if ([4, 5, 7, 9].includes(match.length)) {
      const color = parseCssColor(match);
      if (color) found.push(color);
    }
    return ' ';
  });
  // Named colours ('white', 'rebeccapurple'), outside url(...) and var(...) names.
  const words = withoutHex.replace(/url\([^)]*\)|var\([^)]*\)|--[\w-]+/gi, ' ');
  for (const word of words.match(WORD) ?? []) {
    const color = parseCssColor(word);
    if (color) found.push(color);
  }
  return found;
}

interface Declaration {
  property: string;
  value: string;
  selector: string;
  source: string;
  kind: string;
}

function declarationsOf(input: CssSource): Declaration[] {
  const declarations: Declaration[] = [];
  if (input.selector !== undefined) {
    // A style attribute is a declaration list without a rule around it.
    for (const part of input.css.slice(0, MAX_CSS_CHARS).split(';')) {
      const colon = part.indexOf(':');
      if (colon <= 0) continue;
      declarations.push({
        property: part.slice(0, colon).trim(),
        value: part.slice(colon + 1).trim(),
        selector: input.selector,
        source: input.source,
        kind: input.kind,
      });
    }
    return declarations;
  }
  let ast: csstree.CssNode;
  try {
    ast = csstree.parse(input.css.slice(0, MAX_CSS_CHARS), {
      parseValue: false,
      parseRulePrelude: false,
      parseAtrulePrelude: false,
      parseCustomProperty: false,
      onParseError: () => {},
    });
  } catch {
    return declarations;
  }
  csstree.walk(ast, {
    visit: 'Declaration',
    enter(node) {
      const prelude = this.rule?.prelude;
      const selector = prelude && prelude.type === 'Raw' ? prelude.value : '';
      const value = node.value.type === 'Raw' ? node.value.value : csstree.generate(node.value);
      declarations.push({ property: node.property, value, selector, source: input.source, kind: input.kind });
    },
  });
  return declarations;
}

/**
 * Colour evidence from CSS: each declared colour counts by the property it sets and how
 * prominent the element is; a custom property counts again every time a declaration uses it
 * through var(), so a theme colour used on buttons and links outweighs one defined and never used.
 */
export function colorsFromCss(inputs: readonly CssSource[]): ColorSample[] {
  const declarations = inputs.flatMap(declarationsOf);
  const defined = new Map<string, { hex: string; alpha: number; source: string }>();
  for (const d of declarations) {
    if (!d.property.startsWith('--')) continue;
    const [color] = colorsInValue(d.value);
    // The first definition wins: usually :root, before dark-mode or component overrides.
    if (color && !defined.has(d.property)) defined.set(d.property, { ...color, source: d.source });
  }

  const samples: ColorSample[] = [];
  for (const d of declarations) {
    const base = propertyWeight(d.property);
    if (base === 0) continue;
    const weight = base * (PROMINENT_SELECTOR.test(d.selector) ? SAMPLE_WEIGHTS.prominentSelector : 1);
    for (const color of colorsInValue(d.value)) {
      if (color.alpha < 0.5) continue;
      samples.push({
        hex: color.hex,
        weight: weight * color.alpha,
        source: d.source,
        method: d.property.startsWith('--')
          ? `CSS custom property ${d.property} (${d.kind})`
          : `CSS ${d.property} (${d.kind})`,
      });
    }
    if (d.property.startsWith('--')) continue;
    for (const match of d.value.matchAll(VAR_REFERENCE)) {
      const name = match[1] ?? '';
      const color = defined.get(name);
      if (!color || color.alpha < 0.5) continue;
      samples.push({
        hex: color.hex,
        weight: weight * color.alpha,
        source: color.source,
        method: `CSS custom property ${name} used by ${d.property} (${d.kind})`,
      });
    }
  }
  return samples;
}
