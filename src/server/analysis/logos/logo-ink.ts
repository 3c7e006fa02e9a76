import sharp, { type OutputInfo } from 'sharp';
import { relativeLuminance } from '../../../domain/logo-kit';
import type { PreparedImage } from '../../images/prepare-image';

/** The colour a mark is drawn in, read from its pixels. */
export interface LogoInk {
  /** The mean colour of the mark's opaque pixels (#RRGGBB), and its relative luminance. */
  ink: string;
  luminance: number;
  /** Nearly every drawn pixel is that one colour: a variant can be derived by recolouring it. */
  monochrome: boolean;
  /** The image has no transparency: it carries its own background and reads anywhere. */
  selfBacked: boolean;
  /** Width over height. */
  aspect: number;
}

const SIDE = 96;
/** A pixel this close (RGB distance) to the ink counts as ink. */
const NEAR = 48;
const MONOCHROME_SHARE = 0.97;

const hex = (r: number, g: number, b: number) =>
  `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`.toUpperCase();

/**
 * Reads a logo's ink from its pixels at 96 px: the mean colour of the opaque pixels; for an image
 * without transparency, of the pixels unlike its corner (its background). SVG is drawn by sharp.
 */
export async function measureInk(image: Pick<PreparedImage, 'data'>): Promise<LogoInk | null> {
  let raw: { data: Buffer; info: OutputInfo };
  let aspect = 1;
  try {
    const source = sharp(image.data, { limitInputPixels: 25_000_000, density: 144 });
    const meta = await source.metadata();
    if (meta.width && meta.height) aspect = meta.width / meta.height;
    raw = await source
      .resize(SIDE, SIDE, { fit: 'inside' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    return null;
  }
  const { data, info } = raw;
  const pixels = info.width * info.height;
  let transparent = 0;
  for (let i = 0; i < pixels; i++) if ((data[i * 4 + 3] ?? 0) < 128) transparent++;
  const selfBacked = transparent < pixels * 0.02;
  const corner = [data[0] ?? 0, data[1] ?? 0, data[2] ?? 0];
  const isInk = (i: number) => {
    if ((data[i * 4 + 3] ?? 0) < 128) return false;
    if (!selfBacked) return true;
    const d = Math.hypot(
      (data[i * 4] ?? 0) - (corner[0] ?? 0),
      (data[i * 4 + 1] ?? 0) - (corner[1] ?? 0),
      (data[i * 4 + 2] ?? 0) - (corner[2] ?? 0),
    );
    return d > NEAR;
  };
  let count = 0;
  const sum = [0, 0, 0];
  for (let i = 0; i < pixels; i++) {
    if (!isInk(i)) continue;
    count++;
    sum[0]! += data[i * 4] ?? 0;
    sum[1]! += data[i * 4 + 1] ?? 0;
    sum[2]! += data[i * 4 + 2] ?? 0;
  }
  if (count === 0) return null;
  const mean = sum.map((v) => v / count) as [number, number, number];
  let near = 0;
  for (let i = 0; i < pixels; i++) {
    if (!isInk(i)) continue;
    const d = Math.hypot(
      (data[i * 4] ?? 0) - mean[0],
      (data[i * 4 + 1] ?? 0) - mean[1],
      (data[i * 4 + 2] ?? 0) - mean[2],
    );
    if (d <= NEAR) near++;
  }
  const ink = hex(...mean);
  return {
    ink,
    luminance: relativeLuminance(ink) ?? 0,
    monochrome: !selfBacked && near / count >= MONOCHROME_SHARE,
    selfBacked,
    aspect,
  };
}

const PAINT = /^(?!none$|transparent$|url\()/i;

/**
 * A one-colour mark in another colour: every painted fill and stroke of an SVG set to `color`
 * (and the root's default fill, which unpainted shapes inherit); a raster's opaque pixels
 * filled with it, keeping their alpha. Only for marks measureInk calls monochrome.
 */
export async function recolorMark(image: PreparedImage, color: string): Promise<Buffer> {
  if (image.fileType === 'SVG') {
    let svg = image.data.toString('utf8');
    svg = svg.replace(/\b(fill|stroke|stop-color)\s*=\s*"([^"]*)"/gi, (whole, attr: string, value: string) =>
      PAINT.test(value.trim()) ? `${attr}="${color}"` : whole,
    );
    svg = svg.replace(
      /\b(fill|stroke|stop-color)\s*:\s*([^;"'}]+)/gi,
      (whole, prop: string, value: string) => (PAINT.test(value.trim()) ? `${prop}:${color}` : whole),
    );
    svg = svg.replace(/<svg\b([^>]*)>/i, (whole, attrs: string) =>
      /\bfill\s*=/.test(attrs) ? whole : `<svg${attrs} fill="${color}">`,
    );
    return Buffer.from(svg);
  }
  const { data, info } = await sharp(image.data).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const n = Number.parseInt(color.slice(1), 16);
  const rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  for (let i = 0; i < info.width * info.height; i++) {
    data[i * 4] = rgb[0] ?? 0;
    data[i * 4 + 1] = rgb[1] ?? 0;
    data[i * 4 + 2] = rgb[2] ?? 0;
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
    .png()
    .toBuffer();
}
