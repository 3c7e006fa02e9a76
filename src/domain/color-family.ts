import { hexToRgb } from './hex';
import { COLOR_FAMILIES, type ColorFamily } from './taxonomy';

/** A channel spread (max − min, on 0..1 channels) below this makes a colour achromatic (spec 000 §3). */
export const ACHROMATIC_SPREAD_BELOW = 0.1;
/** An achromatic colour with HSL lightness below this is Black (spec 000 §3). */
export const BLACK_LIGHTNESS_BELOW = 0.2;
/** An achromatic colour with HSL lightness above this is White (spec 000 §3). */
export const WHITE_LIGHTNESS_ABOVE = 0.8;

export type ColorFamilyOrUnknown = ColorFamily | 'Unknown';

/** The three numbers the family rule reads: hue in degrees [0, 360), channel spread and HSL lightness (0..1). */
export interface ColorMeasures {
  hue: number;
  spread: number;
  lightness: number;
}

export type ColorMeasure = keyof ColorMeasures;

export interface ColorCondition {
  measure: ColorMeasure;
  op: '<' | '<=' | '>' | '>=';
  value: number;
}

export interface ColorFamilyRule {
  family: ColorFamily;
  /** All must hold. Each is one comparison, so the server can turn a rule into SQL as it stands. */
  conditions: readonly ColorCondition[];
}

/** A hue band, from inclusive, to exclusive, in degrees. */
export interface HueRange {
  from: number;
  to: number;
}

const CHROMATIC: ColorCondition = { measure: 'spread', op: '>=', value: ACHROMATIC_SPREAD_BELOW };
const ACHROMATIC: ColorCondition = { measure: 'spread', op: '<', value: ACHROMATIC_SPREAD_BELOW };

function hueBand(family: ColorFamily, from: number, to: number): ColorFamilyRule {
  return {
    family,
    conditions: [
      CHROMATIC,
      { measure: 'hue', op: '>=', value: from },
      { measure: 'hue', op: '<', value: to },
    ],
  };
}

/**
 * The colour-family rule of spec 000 §3 as data, in COLOR_FAMILIES order. The rules exclude one
 * another. A band's lower bound belongs to it: 15° exactly is Orange, 330° exactly is Pink. Pure
 * reds just below 360° (e.g. #F40009) therefore fall in the pink band, as the spec's bands say.
 */
export const COLOR_FAMILY_RULES: readonly ColorFamilyRule[] = [
  hueBand('Red', 0, 15),
  hueBand('Orange', 15, 45),
  hueBand('Yellow', 45, 75),
  hueBand('Green', 75, 150),
  hueBand('Cyan', 150, 210),
  hueBand('Blue', 210, 270),
  hueBand('Purple', 270, 330),
  hueBand('Pink', 330, 360),
  {
    family: 'Black',
    conditions: [ACHROMATIC, { measure: 'lightness', op: '<', value: BLACK_LIGHTNESS_BELOW }],
  },
  {
    family: 'White',
    conditions: [ACHROMATIC, { measure: 'lightness', op: '>', value: WHITE_LIGHTNESS_ABOVE }],
  },
  {
    family: 'Gray',
    conditions: [
      ACHROMATIC,
      { measure: 'lightness', op: '>=', value: BLACK_LIGHTNESS_BELOW },
      { measure: 'lightness', op: '<=', value: WHITE_LIGHTNESS_ABOVE },
    ],
  },
];

/** Hue, channel spread and HSL lightness of a '#RRGGBB' colour; null for anything else. */
export function colorMeasuresOf(hex: string | null | undefined): ColorMeasures | null {
  const rgb = hexToRgb(hex);
  if (rgb === null) return null;
  const { r, g, b } = rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const delta = max - min;
  // Computed on 0..255 integers and divided once, so boundary colours land exactly on the bounds.
  let hue = 0;
  if (delta > 0) {
    if (max === r) hue = 60 * ((((g - b) / delta) % 6) + 6);
    else if (max === g) hue = 60 * ((b - r) / delta + 2);
    else hue = 60 * ((r - g) / delta + 4);
    hue %= 360;
  }
  return { hue, spread: delta / 255, lightness: (max + min) / 510 };
}

function holds(condition: ColorCondition, measures: ColorMeasures): boolean {
  const actual = measures[condition.measure];
  switch (condition.op) {
    case '<':
      return actual < condition.value;
    case '<=':
      return actual <= condition.value;
    case '>':
      return actual > condition.value;
    case '>=':
      return actual >= condition.value;
  }
}

/** Whether measured values satisfy a family's rule. */
export function matchesRule(rule: ColorFamilyRule, measures: ColorMeasures): boolean {
  return rule.conditions.every((condition) => holds(condition, measures));
}

/** The colour family of a hex colour (spec 000 §3); 'Unknown' for anything that is not #RRGGBB. */
export function colorFamilyOf(hex: string | null | undefined): ColorFamilyOrUnknown {
  const measures = colorMeasuresOf(hex);
  if (measures === null) return 'Unknown';
  return COLOR_FAMILY_RULES.find((rule) => matchesRule(rule, measures))?.family ?? 'Unknown';
}

/** The hue bands of a family; empty for Black, White and Gray, which are decided by lightness. */
export function hueRangesOf(family: ColorFamily): readonly HueRange[] {
  const rule = COLOR_FAMILY_RULES.find((candidate) => candidate.family === family);
  const from = rule?.conditions.find((c) => c.measure === 'hue' && c.op === '>=');
  const to = rule?.conditions.find((c) => c.measure === 'hue' && c.op === '<');
  return from && to ? [{ from: from.value, to: to.value }] : [];
}

/**
 * The filter options: distinct families of the given colours (the brands' primary, secondary and
 * accent colours), in COLOR_FAMILIES order, without 'Unknown' (spec 000 §3).
 */
export function colorFamilyOptions(colors: readonly (string | null | undefined)[]): ColorFamily[] {
  const found = new Set<ColorFamilyOrUnknown>(colors.map((color) => colorFamilyOf(color)));
  return COLOR_FAMILIES.filter((family) => found.has(family));
}

/**
 * A colour that stands for each family in a filter menu: the middle of its hue band, or black,
 * mid grey and white. Each sample falls in its own family.
 */
export const COLOR_FAMILY_SAMPLES: Readonly<Record<ColorFamily, string>> = {
  Red: '#E5402B',
  Orange: '#F76B15',
  Yellow: '#E8C600',
  Green: '#46A758',
  Cyan: '#00A2C7',
  Blue: '#3E63DD',
  Purple: '#A14BC6',
  Pink: '#E5487F',
  Black: '#111111',
  White: '#FFFFFF',
  Gray: '#8B8D98',
};

/**
 * What puts a colour in a family, in words, for the filter and the brand page: the hue band in
 * degrees, or the lightness that decides Black, White and Gray (spec 000 §3).
 */
export function describeColorFamily(family: ColorFamily): string {
  const [band] = hueRangesOf(family);
  if (band) return `hue ${band.from}–${band.to}°`;
  const black = Math.round(BLACK_LIGHTNESS_BELOW * 100);
  const white = Math.round(WHITE_LIGHTNESS_ABOVE * 100);
  if (family === 'Black') return `no hue, lightness under ${black}%`;
  if (family === 'White') return `no hue, lightness over ${white}%`;
  return `no hue, lightness ${black}–${white}%`;
}
