import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from '../../images/prepare-image';
import { type ColorSample, KIND_STRENGTH, SAMPLE_WEIGHTS } from './color-sample';
import { ciede2000, hexFromRgb, labOf, SAME_COLOR_DELTA } from './color-science';

/** The logo is read at this size: plenty for flat marks, and fast (a few ms). */
const SAMPLE_SIDE = 64;
/** A colour covering less of the logo than this is edge smoothing or a detail, not a brand colour. */
const MIN_SHARE = 0.03;

interface Cluster {
  hex: string;
  pixels: number;
}

/**
 * The colours of a logo by their share of its visible pixels. The image is scaled down with the
 * nearest-neighbour kernel, so flat colours keep their exact values instead of being blended at
 * the edges; transparent pixels do not count (a transparent logo must not read as black).
 */
export async function logoColorShares(image: Buffer): Promise<Cluster[]> {
  const { data, info } = await sharp(image, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false })
    .resize({ width: SAMPLE_SIDE, height: SAMPLE_SIDE, fit: 'inside', kernel: 'nearest' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const counts = new Map<number, number>();
  let opaque = 0;
  for (let i = 0; i + 3 < data.length; i += info.channels) {
    if ((data[i + 3] ?? 0) < 128) continue;
    opaque++;
    const rgb = ((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0);
    counts.set(rgb, (counts.get(rgb) ?? 0) + 1);
  }
  if (opaque === 0) return [];
  // Most frequent exact colours first; each absorbs the near-identical ones that follow.
  const clusters: (Cluster & { lab: ReturnType<typeof labOf> })[] = [];
  for (const [rgb, pixels] of [...counts].sort((a, b) => b[1] - a[1])) {
    const hex = hexFromRgb(rgb >> 16, (rgb >> 8) & 0xff, rgb & 0xff);
    const lab = labOf(hex);
    const home = clusters.find((c) => ciede2000(c.lab, lab) < SAME_COLOR_DELTA);
    if (home) home.pixels += pixels;
    else clusters.push({ hex, lab, pixels });
  }
  return clusters
    .filter((c) => c.pixels / opaque >= MIN_SHARE)
    .map((c) => ({ hex: c.hex, pixels: c.pixels / opaque }));
}

/**
 * Colour evidence from the logo: its weight spread over its colours by their share of pixels. A
 * logo drawn in the page (inline SVG) declares its colours there; a logo file's colours need the
 * page's support (see `needsCorroboration`).
 */
export async function colorsFromLogo(
  image: Buffer,
  source: string,
  drawnInPage: boolean,
): Promise<ColorSample[]> {
  const shares = await logoColorShares(image);
  return shares.map((share) => ({
    hex: share.hex,
    kind: 'logo' as const,
    weight: SAMPLE_WEIGHTS.logo * share.pixels,
    // A colour filling a quarter of the logo or more is the logo's colour; a detail says less.
    strength: KIND_STRENGTH.logo * Math.min(1, share.pixels / 0.25),
    source,
    method: 'logo pixels',
    text: `${Math.round(share.pixels * 100)} % of the logo's visible pixels`,
    ...(drawnInPage ? {} : { needsCorroboration: true }),
  }));
}
