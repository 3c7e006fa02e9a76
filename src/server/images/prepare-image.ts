import sharp, { type Metadata } from 'sharp';
import { InvalidSvgError, sanitizeSvg } from './sanitize-svg';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Decoding stops past this many pixels, so a small file cannot claim a gigantic canvas. */
export const MAX_IMAGE_PIXELS = 25_000_000;
export const MAX_IMAGE_SIDE = 2048;

export class InvalidImageError extends Error {
  override name = 'InvalidImageError';
}

export interface PreparedImage {
  data: Buffer;
  contentType: 'image/svg+xml' | 'image/png' | 'image/webp';
  ext: 'svg' | 'png' | 'webp';
  /** Upper-case format for brand_logos.file_type. */
  fileType: 'SVG' | 'PNG' | 'WEBP';
  width: number | null;
  height: number | null;
}

function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 1024).toString('utf8').trimStart().toLowerCase();
  return (
    head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg')) || head.startsWith('<!--')
  );
}

/**
 * Checks an image by its bytes, never by its name or declared type: SVG is sanitised; raster
 * images are decoded with a pixel limit and re-encoded (PNG, or WebP for photos), which drops
 * anything hidden in them. Anything else is refused with a clear message.
 */
export async function prepareImage(bytes: Buffer, options: { photo?: boolean } = {}): Promise<PreparedImage> {
  if (bytes.length === 0) throw new InvalidImageError('The file is empty');
  if (bytes.length > MAX_IMAGE_BYTES) throw new InvalidImageError('The image is larger than 5 MB');
  if (looksLikeSvg(bytes)) {
    try {
      const svg = sanitizeSvg(bytes.toString('utf8'));
      return {
        data: Buffer.from(svg),
        contentType: 'image/svg+xml',
        ext: 'svg',
        fileType: 'SVG',
        width: null,
        height: null,
      };
    } catch (error) {
      if (error instanceof InvalidSvgError) throw new InvalidImageError('The SVG file could not be read');
      throw error;
    }
  }
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
  } catch (error) {
    // sharp refuses a header claiming more pixels than the limit before decoding anything.
    if (/pixel limit/i.test((error as Error).message))
      throw new InvalidImageError('The image has too many pixels');
    throw new InvalidImageError('The file is not an image');
  }
  if (!metadata.format || !['png', 'jpeg', 'webp', 'gif', 'avif', 'tiff', 'heif'].includes(metadata.format)) {
    throw new InvalidImageError('The file is not a supported image (PNG, JPEG, WebP, GIF, AVIF or SVG)');
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_IMAGE_PIXELS) {
    throw new InvalidImageError('The image has too many pixels');
  }
  try {
    const pipeline = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false })
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true });
    const { data, info } = options.photo
      ? await pipeline.webp({ quality: 86 }).toBuffer({ resolveWithObject: true })
      : await pipeline.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true });
    return options.photo
      ? {
          data,
          contentType: 'image/webp',
          ext: 'webp',
          fileType: 'WEBP',
          width: info.width,
          height: info.height,
        }
      : {
          data,
          contentType: 'image/png',
          ext: 'png',
          fileType: 'PNG',
          width: info.width,
          height: info.height,
        };
  } catch {
    throw new InvalidImageError('The image could not be decoded');
  }
}
