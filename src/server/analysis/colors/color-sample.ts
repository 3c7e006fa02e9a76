/**
 * Where a colour was seen, by what it says of the brand: declared as the brand's (theme-color,
 * the pinned-tab mask, the tile, the manifest, a custom property named brand or primary), painted
 * by the logo, painted on the site's chrome (header, nav and footer backgrounds) or its buttons
 * and calls to action, or merely used for links, text and content tiles.
 */
export type ColorEvidenceKind =
  | 'registry'
  | 'theme-color'
  | 'mask-icon'
  | 'tile-color'
  | 'manifest-theme'
  | 'manifest-background'
  | 'logo'
  | 'brand-variable'
  | 'chrome-background'
  | 'footer-background'
  | 'button'
  | 'link'
  | 'text'
  | 'content'
  | 'other';

/** One piece of evidence for a brand colour: where it was seen and how much it counts. */
export interface ColorSample {
  /** Upper-case '#RRGGBB'. */
  hex: string;
  kind: ColorEvidenceKind;
  /** How much it counts when colours are ranked by how much the site paints them. */
  weight: number;
  /** The URL the colour was read from (page, stylesheet, manifest, logo). */
  source: string;
  /** How it was read, in words an admin understands ('theme-color meta tag', 'logo pixels'...). */
  method: string;
  /** The element or CSS selector, the attribute, and the line, when known. */
  selector?: string;
  attribute?: string;
  line?: number;
  /** The declaration or attribute as written ('background: #C41230'). */
  text?: string;
  /** Overrides the kind's strength (a logo colour counts by its share of the logo). */
  strength?: number;
  /** The role a custom property's name gives it: --brand-secondary, --accent-color. */
  role?: ColorRole;
  /**
   * Read from a logo file rather than from the page itself (an inline SVG): a file's pixels name a
   * colour the brand's only when the page also declares it or paints its chrome or buttons with it.
   */
  needsCorroboration?: boolean;
}

export type ColorRole = 'primary' | 'secondary' | 'accent';

/** The role a custom property's name states, if any. */
export function roleOf(property: string): ColorRole | undefined {
  if (/accent|highlight/i.test(property)) return 'accent';
  if (/secondary/i.test(property)) return 'secondary';
  if (/primary|brand|main|key/i.test(property)) return 'primary';
  return undefined;
}

/**
 * How strongly one kind of evidence alone says 'this is the brand's colour' (0 to 1). Kinds add
 * up as independent evidence (1 − Π(1 − s)); a colour seen only on links or in content tiles stays
 * far below the confidence needed to store it.
 */
export const KIND_STRENGTH: Record<ColorEvidenceKind, number> = {
  /** The brand's official colour in a public registry whose source is the brand's own site. */
  registry: 0.8,
  'theme-color': 0.65,
  'mask-icon': 0.7,
  'tile-color': 0.45,
  'manifest-theme': 0.6,
  'manifest-background': 0.15,
  logo: 0.65,
  'brand-variable': 0.3,
  'chrome-background': 0.45,
  /** Footers are often dark for contrast alone: they say less than the header. */
  'footer-background': 0.3,
  button: 0.3,
  link: 0.08,
  text: 0.05,
  content: 0.03,
  other: 0.08,
};

/**
 * How much each kind of evidence weighs when colours are ranked by use. A colour the site declares
 * as its theme or uses in its logo says more about the brand than one used once for a border.
 */
export const SAMPLE_WEIGHTS = {
  registry: 10,
  themeColorMeta: 8,
  maskIcon: 8,
  manifestThemeColor: 8,
  manifestBackgroundColor: 2,
  tileColorMeta: 4,
  /** Spread over the logo's colours by their share of its pixels. */
  logo: 14,
  /** A custom property named like a brand colour (--brand, --primary, --accent...). */
  brandCustomProperty: 4,
  customProperty: 0.5,
  background: 2,
  color: 1.5,
  fillOrStroke: 1,
  border: 0.5,
  other: 0.25,
  /** Multiplier for declarations on the chrome and calls to action: header, nav, footer, buttons. */
  prominentSelector: 2,
} as const;

/**
 * Colours that icon generators, platforms and app scaffolds fill in by default: RealFaviconGenerator's
 * tile and pinned-tab colours, Shopify's theme default, and the theme colour of the manifest and
 * theme-color tag that @angular/pwa (#1976D2), @vue/cli-plugin-pwa (#4DBA87), vite-plugin-pwa
 * (#42B883), Quasar's PWA mode (#027BE3) and gatsby-starter-default (#663399) write. A site that
 * kept one said nothing about its brand by declaring it; only its own paint or logo in that colour
 * does.
 */
export const GENERATOR_DEFAULTS = new Set([
  '#DA532C',
  '#5BBAD5',
  '#557B97',
  '#2B5797',
  '#1976D2',
  '#4DBA87',
  '#42B883',
  '#027BE3',
  '#663399',
]);
