import { normalizeHex } from './hex';
import { textColorOn } from './text-color';

/** A share preview is 1200 by 630 pixels, the size Open Graph and large Twitter cards expect. */
export const SHARE_PREVIEW_WIDTH = 1200;
export const SHARE_PREVIEW_HEIGHT = 630;
/** Colours shown in the preview's palette band. */
export const SHARE_PREVIEW_BAND_COLORS = 6;
/** Background when the brand has no primary colour. */
export const SHARE_PREVIEW_FALLBACK_BACKGROUND = '#18181B';

/** The share preview's address for a brand: one per version of the brand, so caches never hold an old one. */
export function sharePreviewPath(slug: string, version?: string | null): string {
  const path = `/api/brands/${encodeURIComponent(slug)}/preview.png`;
  return version ? `${path}?v=${encodeURIComponent(version)}` : path;
}

export interface SharePreviewColors {
  background: string;
  text: string;
  /** The palette band, primary first, without repeats. */
  band: string[];
}

/** The preview's colours: the primary colour behind, text that reads on it, the palette along the foot. */
export function sharePreviewColors(colors: readonly (string | null | undefined)[]): SharePreviewColors {
  const band: string[] = [];
  for (const color of colors) {
    const hex = normalizeHex(color);
    if (hex && !band.includes(hex)) band.push(hex);
  }
  const background = band[0] ?? SHARE_PREVIEW_FALLBACK_BACKGROUND;
  return { background, text: textColorOn(background), band: band.slice(0, SHARE_PREVIEW_BAND_COLORS) };
}

/** Font size for the name, so that long names still fit one line beside the logo. */
export function sharePreviewNameSize(name: string): number {
  const length = [...name].length;
  if (length <= 12) return 84;
  if (length <= 18) return 64;
  if (length <= 26) return 48;
  return 38;
}
