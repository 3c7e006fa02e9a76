import { ACHROMATIC_SPREAD_BELOW, colorMeasuresOf } from './color-family';
import { normalizeHex } from './hex';

/** The wheel is drawn in hue bands of this many degrees (spec 000 §9). */
export const WHEEL_BAND_DEGREES = 10;
/** Brands whose hues are closer than this are staggered over the rings (spec 000 §9). */
export const WHEEL_STAGGER_DEGREES = 5;
/** How many rings the staggered brands use (spec 000 §9). */
export const WHEEL_RINGS = 3;

export interface WheelBand {
  /** Start of the band in degrees, inclusive. */
  from: number;
  /** End of the band in degrees, exclusive. */
  to: number;
  /** The colour at the band's centre, at a fixed saturation and lightness. */
  hex: string;
}

export interface WheelInput {
  id: string;
  hex: string | null;
}

export interface WheelPlacement {
  id: string;
  /** Upper-case #RRGGBB. */
  hex: string;
  /** 0 ≤ hue < 360; the angle on the wheel, 0 at the top, clockwise. */
  hue: number;
  /** The band of the hue, 0 for 0–10°, 1 for 10–20° … */
  band: number;
  /** 0 is the outermost ring. */
  ring: number;
}

export interface WheelLayout {
  /** Brands with a hue, ordered by hue. */
  placed: WheelPlacement[];
  /**
   * Black, white and grey primaries have no hue to place them by: they sit in the middle of the
   * wheel, in this order (dark to light).
   */
  neutrals: { id: string; hex: string; lightness: number }[];
  /** Brands without a usable primary colour. */
  unplaced: string[];
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`.toUpperCase();
}

/** The 36 hue bands of the wheel, each painted with the hue at its centre. */
export function wheelBands(saturation = 0.7, lightness = 0.55): WheelBand[] {
  const bands: WheelBand[] = [];
  for (let from = 0; from < 360; from += WHEEL_BAND_DEGREES) {
    const to = from + WHEEL_BAND_DEGREES;
    bands.push({ from, to, hex: hslToHex(from + WHEEL_BAND_DEGREES / 2, saturation, lightness) });
  }
  return bands;
}

/** Distance between two hues around the circle, 0..180. */
export function hueDistance(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

/**
 * Places brands on the colour wheel by the hue of their primary colour (spec 000 §2, §9). Going
 * round the wheel in hue order, a brand takes the outermost ring that no brand within 5° of its hue
 * already holds; when all three are taken it takes the ring after its nearest neighbour's, so a tight
 * cluster runs 0, 1, 2, 0 … Brands without a hue go to the middle (neutrals) or are left out.
 */
export function layoutColorWheel(items: readonly WheelInput[]): WheelLayout {
  const chromatic: Omit<WheelPlacement, 'ring'>[] = [];
  const neutrals: WheelLayout['neutrals'] = [];
  const unplaced: string[] = [];
  for (const item of items) {
    const hex = normalizeHex(item.hex);
    const measures = colorMeasuresOf(hex);
    if (hex === null || measures === null) {
      unplaced.push(item.id);
    } else if (measures.spread < ACHROMATIC_SPREAD_BELOW) {
      neutrals.push({ id: item.id, hex, lightness: measures.lightness });
    } else {
      chromatic.push({
        id: item.id,
        hex,
        hue: measures.hue,
        band: Math.floor(measures.hue / WHEEL_BAND_DEGREES),
      });
    }
  }
  chromatic.sort((a, b) => a.hue - b.hue || a.id.localeCompare(b.id));
  neutrals.sort((a, b) => a.lightness - b.lightness || a.id.localeCompare(b.id));

  const placed: WheelPlacement[] = [];
  for (const item of chromatic) {
    const neighbours = placed.filter((other) => hueDistance(other.hue, item.hue) < WHEEL_STAGGER_DEGREES);
    const taken = new Set(neighbours.map((other) => other.ring));
    let ring = [...Array(WHEEL_RINGS).keys()].find((candidate) => !taken.has(candidate));
    if (ring === undefined) {
      const nearest = neighbours.reduce((best, other) =>
        hueDistance(other.hue, item.hue) <= hueDistance(best.hue, item.hue) ? other : best,
      );
      ring = (nearest.ring + 1) % WHEEL_RINGS;
    }
    placed.push({ ...item, ring });
  }
  return { placed, neutrals, unplaced };
}
