/** One piece of evidence for a brand colour: where it was seen and how much it counts. */
export interface ColorSample {
  /** Upper-case '#RRGGBB'. */
  hex: string;
  weight: number;
  /** The URL the colour was read from (page, stylesheet, manifest, logo). */
  source: string;
  /** How it was read, in words an admin understands ('theme-color meta tag', 'logo pixels'...). */
  method: string;
}

/**
 * How much each kind of evidence counts. A colour the site declares as its theme or uses in its
 * logo says more about the brand than one used once for a border.
 */
export const SAMPLE_WEIGHTS = {
  themeColorMeta: 8,
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
  /** Multiplier for declarations on prominent elements: header, nav, buttons, links, headings. */
  prominentSelector: 2,
} as const;
