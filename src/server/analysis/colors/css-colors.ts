import * as csstree from 'css-tree';
import {
  type ColorEvidenceKind,
  type ColorRole,
  type ColorSample,
  KIND_STRENGTH,
  roleOf,
  SAMPLE_WEIGHTS,
} from './color-sample';
import { parseCssColor } from './color-science';
import { isConsentName } from './consent-banners';
import { isStockFrameworkColor } from './framework-palettes';
import { couldMatch, type PageVocabulary } from './page-vocabulary';

/** A piece of CSS and where it came from. */
export interface CssSource {
  css: string;
  /** The stylesheet's URL, or the page's for inline styles. */
  source: string;
  /** 'linked stylesheet', 'inline <style>', 'style attribute'. */
  kind: string;
  /** For a style attribute: the element's tag and classes, which say how prominent it is. */
  selector?: string;
  /** For a style attribute: what the element is on the page (chrome, button, link, content). */
  context?: ColorEvidenceKind;
  /** For a style attribute: the element's line. */
  line?: number;
}

/** A colour a theme's stylesheet declares in a section headed as its primary or first colour. */
const SECTION_PRIMARY_STRENGTH = 0.62;

/** Only this much CSS is read per source: enough for any real theme, bounded for huge bundles. */
const MAX_CSS_CHARS = 2_000_000;

/** A colour function, whose arguments may hold var() ('rgb(228 0 43 / var(--tw-bg-opacity))'). */
const COLOR_FUNCTION = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\((?:[^()]|var\([^()]*\))*\)/gi;
/** A var() as a colour function's last argument, its opacity: '/ var(--tw-bg-opacity)' or ', var(--a)'. */
const VAR_OPACITY = /\s*[/,]\s*var\([^()]*\)\s*\)$/;
const HEX = /#[0-9a-f]{3,8}\b/gi;
const WORD = /\b[a-z]{3,20}\b/gi;
const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;
const BRAND_PROPERTY = /brand|primary|secondary|accent|main|theme|key|highlight/i;
/**
 * Custom properties a platform defines for everyone (WordPress's preset palette and admin colour).
 * A block theme's palette slugs named for a brand role (`--wp--preset--color--primary`, `secondary`,
 * `accent`, `brand`) are the owner's choice in the theme's settings, not the platform's.
 */
const PLATFORM_PROPERTY =
  /^--(wp--preset--(?!color--(primary|secondary|accent|brand)$)|wp-admin|wp--style|bs-(?!primary)|tw-)/i;
/** The site's chrome: header, nav, footer and their usual class names. */
const CHROME_SELECTOR =
  /(^|[\s,>+~])(header|nav|footer)\b|[.#][\w-]*(header|navbar|nav-?bar|topbar|top-?bar|masthead|top-?nav|site-?nav|main-?nav|menu-?bar|footer|banner)\b/i;
const FOOTER_SELECTOR = /(^|[\s,>+~])footer\b|[.#][\w-]*footer\b/i;
const BUTTON_SELECTOR = /(^|[\s,>+~])button\b|[.#][\w-]*(btn|button|cta)\b|input\[type=.?(submit|button)/i;
/** Kinds that say a rule paints the site's chrome or its buttons. */
const PROMINENT: ReadonlySet<ColorEvidenceKind> = new Set([
  'chrome-background',
  'footer-background',
  'button',
]);
/** A rule for links: the last compound is `a`, with or without its states. */
const LINK_SELECTOR = /(^|[\s,>+~])a(:[\w-]+|\[[^\]]*\])*\s*$/i;

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

/** What a declaration says of a colour, from the property it sets and the element it paints. */
export function kindOf(property: string, selector: string, context?: ColorEvidenceKind): ColorEvidenceKind {
  const p = property.toLowerCase();
  if (p.startsWith('--'))
    return BRAND_PROPERTY.test(p) && !PLATFORM_PROPERTY.test(p) ? 'brand-variable' : 'other';
  const isBackground = p === 'background' || p === 'background-color' || p === 'background-image';
  if (context) {
    if (
      isBackground &&
      (context === 'chrome-background' || context === 'footer-background' || context === 'button')
    )
      return context;
    if (context === 'content') return 'content';
    return p === 'color' && context === 'link' ? 'link' : p === 'color' ? 'text' : 'other';
  }
  // A consent banner's buttons and bars are the consent platform's, not the site's.
  const selectors = selector.split(',').filter((s) => !isConsentName(s));
  if (isBackground && selectors.some((s) => BUTTON_SELECTOR.test(s))) return 'button';
  if (isBackground && selectors.some((s) => CHROME_SELECTOR.test(s)))
    return selectors.every((s) => !CHROME_SELECTOR.test(s) || FOOTER_SELECTOR.test(s))
      ? 'footer-background'
      : 'chrome-background';
  if (p === 'color' && selectors.every((s) => LINK_SELECTOR.test(s.trim()))) return 'link';
  if (p === 'color') return 'text';
  return 'other';
}

/** The concrete colours written in a declaration's value, with their opacity. */
export function colorsInValue(value: string): { hex: string; alpha: number }[] {
  const found: { hex: string; alpha: number }[] = [];
  const rest = value.replace(COLOR_FUNCTION, (match) => {
    // Utility frameworks (Tailwind 2 and 3) write every colour with its opacity in a variable that
    // is almost always 1: the colour is the channels. A var() in a channel leaves no concrete colour.
    const color = parseCssColor(match.replace(VAR_OPACITY, ')'));
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
  context?: ColorEvidenceKind;
  line?: number;
  /** The role the comment heading the rule's section names ('/* 010. FEATURE COLOR 1 *\/'). */
  sectionRole?: ColorRole;
  /** Declared `!important`. */
  important?: boolean;
}

/**
 * A comment heading a theme's section of colour rules, naming the colour's role: 'Primary color',
 * 'Brand colour', 'FEATURE COLOR 1', 'Accent color'. Themes write the colours their options set
 * this way (the owner's choice, not a component's).
 */
const ROLE_COMMENT =
  /\b(primary|brand|main|theme|key|corporate|feature|accent|highlight|secondary)[\s_-]*colou?rs?\b[\s_-]*(\d)?/i;

export function roleOfComment(comment: string): ColorRole | undefined {
  const match = ROLE_COMMENT.exec(comment);
  if (!match) return undefined;
  const word = (match[1] ?? '').toLowerCase();
  if (word === 'accent' || word === 'highlight') return 'accent';
  if (word === 'secondary' || Number(match[2] ?? 1) >= 2) return 'secondary';
  return 'primary';
}

/** Section headings by their offset in the CSS, in order. */
function sectionHeadings(css: string): { offset: number; role: ColorRole | undefined }[] {
  const headings: { offset: number; role: ColorRole | undefined }[] = [];
  for (const match of css.matchAll(/\/\*([\s\S]*?)(\*\/|$)/g))
    headings.push({ offset: match.index ?? 0, role: roleOfComment(match[1] ?? '') });
  return headings;
}

/** The role named by the last comment before a rule starts (comments inside its selector list do not count). */
function roleBefore(headings: readonly { offset: number; role: ColorRole | undefined }[], start: number) {
  let role: ColorRole | undefined;
  for (const heading of headings) {
    if (heading.offset >= start) break;
    role = heading.role;
  }
  return role;
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
        ...(input.context ? { context: input.context } : {}),
        ...(input.line ? { line: input.line } : {}),
      });
    }
    return declarations;
  }
  const css = input.css.slice(0, MAX_CSS_CHARS);
  // Only a sheet with a comment naming a colour role needs positions, to place rules in sections.
  const headings = ROLE_COMMENT.test(css) ? sectionHeadings(css) : [];
  let ast: csstree.CssNode;
  try {
    ast = csstree.parse(css, {
      positions: headings.length > 0,
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
      const start = this.rule?.loc?.start.offset;
      const sectionRole = start !== undefined ? roleBefore(headings, start) : undefined;
      declarations.push({
        property: node.property,
        value,
        selector,
        source: input.source,
        kind: input.kind,
        ...(sectionRole ? { sectionRole } : {}),
        ...(node.important ? { important: true } : {}),
      });
    },
  });
  return declarations;
}

/** A theme's section colour as the theme declares it: its role's colour, whatever the rule paints. */
function sectionSamples(d: Declaration, role: ColorRole): ColorSample[] {
  const base = propertyWeight(d.property);
  if (base === 0) return [];
  return colorsInValue(d.value)
    .filter((color) => color.alpha >= 0.5)
    .map((color) => ({
      hex: color.hex,
      kind: 'brand-variable' as const,
      weight: SAMPLE_WEIGHTS.brandCustomProperty * color.alpha,
      // The theme's first colour is declared as its main one; its others name their own roles.
      ...(role === 'primary'
        ? { strength: SECTION_PRIMARY_STRENGTH }
        : { strength: KIND_STRENGTH['brand-variable'] }),
      role,
      source: d.source,
      method: `CSS ${d.property} in the theme's ${role} colour section (${d.kind})`,
      ...(d.selector ? { selector: d.selector.slice(0, 300) } : {}),
      attribute: d.property,
      text: `${d.property}: ${d.value}`.slice(0, 300),
    }));
}

/** A rule written only for a cookie-consent banner's elements. */
function isConsentRule(d: Declaration): boolean {
  return d.selector.trim() !== '' && d.selector.split(',').every(isConsentName);
}

/**
 * What a rule's declaration paints, counting only the selectors of its list that could style an
 * element of the page: an unused `.btn-success` of a stock framework sheet paints no button.
 */
function kindOnPage(d: Declaration, page: PageVocabulary | undefined): ColorEvidenceKind {
  const kind = kindOf(d.property, d.selector, d.context);
  if (!page || d.context || !PROMINENT.has(kind)) return kind;
  const used = d.selector.split(',').filter((s) => couldMatch(s, page));
  return kindOf(d.property, used.join(','));
}

interface DefinedColor {
  hex: string;
  alpha: number;
  source: string;
  /** A framework's stock value for its palette property ('--primary: #007bff'). */
  stock: boolean;
}

/**
 * A custom property holding a colour's channels without their function, for a theme that adds the
 * opacity where it uses them: shadcn's `--primary: 222.2 47.4% 11.2%` used as
 * `hsl(var(--primary))`, Tailwind's `--color-primary: 59 130 246` as
 * `rgb(var(--color-primary) / <alpha>)`, Bootstrap 5's `--bs-primary-rgb: 13,110,253` as
 * `rgba(var(--bs-primary-rgb), var(--bs-bg-opacity))`.
 */
const CHANNEL_LIST = /^\s*-?[\d.]+(?:deg|turn|rad)?%?(?:\s*,\s*|\s+)-?[\d.]+%?(?:\s*,\s*|\s+)-?[\d.]+%?\s*$/i;
/** A colour function whose channels are one custom property: `hsl(var(--primary) / 0.8)`. */
const CHANNELS_USE = /\b(rgba?|hsla?)\(\s*var\(\s*(--[\w-]+)\s*\)/gi;

/** The colours custom properties hold, by name, and what each channel-only definition reads as. */
interface DefinedColors {
  byName: Map<string, DefinedColor>;
  /** The colour of each definition that holds only channels, read with the function it is used in. */
  ofChannels: Map<Declaration, { hex: string; alpha: number }>;
}

/**
 * The colour each custom property holds, for the declarations that use it through var(). A
 * property holding only channels is read with the colour function the stylesheets wrap it in.
 */
function definedColors(declarations: readonly Declaration[]): DefinedColors {
  const byName = new Map<string, DefinedColor>();
  const ofChannels = new Map<Declaration, { hex: string; alpha: number }>();
  const define = (property: string, color: { hex: string; alpha: number }, source: string) => {
    const stock = isStockFrameworkColor(property, color.hex);
    const known = byName.get(property);
    // The first definition wins: usually :root, before dark-mode or component overrides. A site's
    // own value wins over a framework's stock one, which its stylesheet loads first.
    if (!known || (known.stock && !stock)) byName.set(property, { ...color, source, stock });
  };
  const channelLists: Declaration[] = [];
  for (const d of declarations) {
    if (!d.property.startsWith('--') || PLATFORM_PROPERTY.test(d.property)) continue;
    const [color] = colorsInValue(d.value);
    if (color) define(d.property, color, d.source);
    else if (CHANNEL_LIST.test(d.value)) channelLists.push(d);
  }
  if (channelLists.length === 0) return { byName, ofChannels };
  const wrappers = new Map<string, string>();
  for (const d of declarations) {
    for (const [, fn = '', name = ''] of d.value.matchAll(CHANNELS_USE)) {
      if (!wrappers.has(name)) wrappers.set(name, fn.toLowerCase());
    }
  }
  for (const d of channelLists) {
    const fn = wrappers.get(d.property);
    const color = fn ? parseCssColor(`${fn}(${d.value.trim()})`) : null;
    if (!color) continue;
    ofChannels.set(d, color);
    define(d.property, color, d.source);
  }
  return { byName, ofChannels };
}

/** A `color` (or `fill`) declaration of a rule, in source order, for what an element is painted in. */
export interface PaintRule {
  selector: string;
  value: string;
  important: boolean;
}

/**
 * The stylesheets' `color` rules (or `fill` rules), in source order, and the colour each custom
 * property holds (channel lists read as their uses wrap them): what an element's currentColor, or
 * an SVG shape's fill, is resolved from.
 */
export function paintRules(
  inputs: readonly CssSource[],
  property: 'color' | 'fill' = 'color',
): {
  rules: PaintRule[];
  properties: ReadonlyMap<string, { hex: string; alpha: number }>;
} {
  const declarations = inputs.flatMap(declarationsOf);
  const rules = declarations
    .filter((d) => d.property.toLowerCase() === property && d.selector)
    .map((d) => ({ selector: d.selector, value: d.value, important: d.important === true }));
  return { rules, properties: definedColors(declarations).byName };
}

/**
 * Colour evidence from CSS: each declared colour counts by the property it sets and the element it
 * paints (the chrome and buttons most, links and text least); a custom property counts again every
 * time a declaration uses it through var(), with the kind of that use, so a theme colour used on
 * buttons outweighs one defined and never used. Platform presets (WordPress's palette), frameworks'
 * stock palette values and cookie-consent banners' rules do not count. Given the page's vocabulary,
 * a rule counts as painting the chrome or a button only if the page has an element it could style.
 */
export function colorsFromCss(inputs: readonly CssSource[], page?: PageVocabulary): ColorSample[] {
  const declarations = inputs.flatMap(declarationsOf).filter((d) => !isConsentRule(d));
  const { byName: defined, ofChannels } = definedColors(declarations);

  const samples: ColorSample[] = [];
  for (const d of declarations) {
    const base = propertyWeight(d.property);
    if (base === 0 || PLATFORM_PROPERTY.test(d.property)) continue;
    if (d.sectionRole && !d.property.startsWith('--')) {
      samples.push(...sectionSamples(d, d.sectionRole));
      continue;
    }
    const kind = kindOnPage(d, page);
    const prominent = PROMINENT.has(kind);
    const weight =
      base * (prominent ? SAMPLE_WEIGHTS.prominentSelector : 1) * (kind === 'content' ? 0.25 : 1);
    const where = {
      ...(d.selector ? { selector: d.selector.slice(0, 300) } : {}),
      ...(d.line ? { line: d.line } : {}),
      attribute: d.property,
      text: `${d.property}: ${d.value}`.slice(0, 300),
    };
    const channels = ofChannels.get(d);
    for (const color of channels ? [channels] : colorsInValue(d.value)) {
      if (color.alpha < 0.5 || isStockFrameworkColor(d.property, color.hex)) continue;
      samples.push({
        hex: color.hex,
        kind,
        weight: weight * color.alpha,
        source: d.source,
        method: d.property.startsWith('--')
          ? `CSS custom property ${d.property} (${d.kind})`
          : `CSS ${d.property} (${d.kind})`,
        ...where,
        ...(kind === 'brand-variable' && roleOf(d.property) ? { role: roleOf(d.property) } : {}),
      });
    }
    if (d.property.startsWith('--')) continue;
    for (const match of d.value.matchAll(VAR_REFERENCE)) {
      const name = match[1] ?? '';
      const color = defined.get(name);
      if (!color || color.alpha < 0.5) continue;
      // A framework's stock colour painted on the page is still paint, but its name declares nothing.
      const isBrandName = BRAND_PROPERTY.test(name) && !color.stock;
      samples.push({
        hex: color.hex,
        kind: isBrandName && kind === 'other' ? 'brand-variable' : kind,
        weight: weight * color.alpha,
        source: color.source,
        method: `CSS custom property ${name} used by ${d.property} (${d.kind})`,
        ...where,
        ...(isBrandName && roleOf(name) ? { role: roleOf(name) } : {}),
      });
    }
  }
  return samples;
}
