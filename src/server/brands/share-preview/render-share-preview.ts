import sharp from 'sharp';
import {
  SHARE_PREVIEW_HEIGHT,
  SHARE_PREVIEW_WIDTH,
  sharePreviewColors,
  sharePreviewNameSize,
} from '../../../domain/share-preview';
import { textColorOn } from '../../../domain/text-color';

export interface PreviewBrand {
  name: string;
  tagline: string | null;
  colors: readonly (string | null | undefined)[];
  /** The stored logo's bytes (SVG or raster), or null. */
  logo: Uint8Array | null;
}

const TILE = { x: 80, y: 150, size: 300, logo: 230 } as const;
const TEXT_X = 440;
const BAND_HEIGHT = 44;
/** A logo whose visible pixels are this light (0..1) sits on a dark tile, else on a white one. */
const LIGHT_LOGO_ABOVE = 0.6;
const DARK_TILE = '#18181B';
const LIGHT_TILE = '#FFFFFF';
const FONT = 'Inter, DejaVu Sans, Liberation Sans, Arial, sans-serif';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const clip = (text: string, max: number) => {
  const chars = [...text.trim()];
  return chars.length <= max
    ? chars.join('')
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
};

interface RasterLogo {
  png: Buffer;
  width: number;
  height: number;
  /** Mean luminance (0..1) of its visible pixels. */
  lightness: number;
}

/** The logo fitted into the tile, and how light it looks; null when it cannot be decoded. */
async function rasterizeLogo(bytes: Uint8Array): Promise<RasterLogo | null> {
  try {
    const { data, info } = await sharp(bytes, { density: 300, limitInputPixels: 40_000_000 })
      .resize(TILE.logo, TILE.logo, { fit: 'inside' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    let weight = 0;
    let sum = 0;
    for (let i = 0; i < data.length; i += 4) {
      const alpha = (data[i + 3] ?? 0) / 255;
      if (alpha === 0) continue;
      const luminance =
        (0.299 * (data[i] ?? 0) + 0.587 * (data[i + 1] ?? 0) + 0.114 * (data[i + 2] ?? 0)) / 255;
      sum += luminance * alpha;
      weight += alpha;
    }
    const png = await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
      .png()
      .toBuffer();
    return { png, width: info.width, height: info.height, lightness: weight > 0 ? sum / weight : 0 };
  } catch {
    return null;
  }
}

/**
 * The brand's share preview: a 1200×630 PNG on its primary colour, its logo on a tile (dark for a
 * light logo, white otherwise; the initial when there is no logo), its name and tagline, and its
 * palette along the foot. Drawn as SVG and rasterised by sharp, which the server already uses.
 */
export async function renderSharePreview(brand: PreviewBrand): Promise<Buffer> {
  const colors = sharePreviewColors(brand.colors);
  const logo = brand.logo ? await rasterizeLogo(brand.logo) : null;
  const tile = logo && logo.lightness > LIGHT_LOGO_ABOVE ? DARK_TILE : LIGHT_TILE;
  const name = clip(brand.name, 34);
  const nameSize = sharePreviewNameSize(name);
  const bandWidth = SHARE_PREVIEW_WIDTH / Math.max(1, colors.band.length);
  const initial = [...brand.name.trim()][0]?.toUpperCase() ?? '?';

  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_PREVIEW_WIDTH}" height="${SHARE_PREVIEW_HEIGHT}" viewBox="0 0 ${SHARE_PREVIEW_WIDTH} ${SHARE_PREVIEW_HEIGHT}">`,
    `<rect width="100%" height="100%" fill="${colors.background}"/>`,
    `<rect x="${TILE.x}" y="${TILE.y}" width="${TILE.size}" height="${TILE.size}" rx="36" fill="${tile}" stroke="#000000" stroke-opacity="0.12" stroke-width="2"/>`,
    logo
      ? ''
      : `<text x="${TILE.x + TILE.size / 2}" y="${TILE.y + TILE.size / 2}" text-anchor="middle" dominant-baseline="central" font-family="${FONT}" font-size="150" font-weight="700" fill="${textColorOn(tile)}">${escapeXml(initial)}</text>`,
    `<text x="${TEXT_X}" y="${brand.tagline ? 290 : 315}" dominant-baseline="central" font-family="${FONT}" font-size="${nameSize}" font-weight="700" fill="${colors.text}">${escapeXml(name)}</text>`,
    brand.tagline
      ? `<text x="${TEXT_X}" y="370" dominant-baseline="central" font-family="${FONT}" font-size="32" fill="${colors.text}" fill-opacity="0.85">${escapeXml(clip(brand.tagline, 44))}</text>`
      : '',
    `<text x="${SHARE_PREVIEW_WIDTH - 80}" y="90" text-anchor="end" font-family="${FONT}" font-size="26" font-weight="600" fill="${colors.text}" fill-opacity="0.8">Brand Atlas</text>`,
    ...colors.band.map(
      (hex, i) =>
        `<rect x="${i * bandWidth}" y="${SHARE_PREVIEW_HEIGHT - BAND_HEIGHT}" width="${bandWidth + 1}" height="${BAND_HEIGHT}" fill="${hex}"/>`,
    ),
    '</svg>',
  ].join('');

  const base = sharp(Buffer.from(svg));
  const composed = logo
    ? base.composite([
        {
          input: logo.png,
          left: Math.round(TILE.x + (TILE.size - logo.width) / 2),
          top: Math.round(TILE.y + (TILE.size - logo.height) / 2),
        },
      ])
    : base;
  return composed.png({ compressionLevel: 8 }).toBuffer();
}
