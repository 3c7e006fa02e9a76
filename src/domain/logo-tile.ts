/**
 * Which ground a logo's tile gets: logos are mostly drawn for light grounds, but a white or light
 * mark on a transparent background vanishes on white. The tile is dark when the logo's visible ink
 * is light; a logo without transparency brings its own ground and keeps the light tile.
 */
export type LogoTile = 'light' | 'dark';

/** Ink at least this light (0–1, weights 0.299, 0.587, 0.114 as spec 001 §9) gets the dark tile. */
export const LIGHT_INK_LUMINANCE = 0.7;
/** A pixel with less opacity than this (0–255) is background, not ink. */
const INK_ALPHA = 32;
/** A logo with less than this share of see-through pixels is treated as opaque. */
const TRANSPARENT_SHARE = 0.05;

export interface LogoInk {
  /** The alpha-weighted mean luminance of the visible pixels, 0–1; null when nothing is visible. */
  luminance: number | null;
  /** The share of pixels that are (almost) see-through. */
  transparentShare: number;
}

/** Measures a logo's ink from its RGBA pixels (as a canvas' getImageData or sharp's raw output give them). */
export function measureLogoInk(rgba: ArrayLike<number>): LogoInk {
  let weight = 0;
  let sum = 0;
  let transparent = 0;
  const pixels = Math.floor(rgba.length / 4);
  for (let i = 0; i < pixels * 4; i += 4) {
    const alpha = rgba[i + 3] ?? 0;
    if (alpha < INK_ALPHA) {
      transparent++;
      continue;
    }
    const luminance =
      (0.299 * (rgba[i] ?? 0) + 0.587 * (rgba[i + 1] ?? 0) + 0.114 * (rgba[i + 2] ?? 0)) / 255;
    sum += luminance * alpha;
    weight += alpha;
  }
  return {
    luminance: weight > 0 ? sum / weight : null,
    transparentShare: pixels > 0 ? transparent / pixels : 0,
  };
}

/** The tile for a logo's ink: dark for light ink on a see-through ground, light otherwise (and when unknown). */
export function logoTileFor(ink: LogoInk | null): LogoTile {
  if (!ink || ink.luminance === null) return 'light';
  if (ink.transparentShare < TRANSPARENT_SHARE) return 'light';
  return ink.luminance >= LIGHT_INK_LUMINANCE ? 'dark' : 'light';
}
