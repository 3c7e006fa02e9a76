import { MAX_IMAGE_BYTES } from '../../images/prepare-image';

/** A file written into the page itself as a `data:` address (RFC 2397). */
export interface EmbeddedFile {
  mediaType: string;
  bytes: Buffer;
}

const DATA_URI = /^data:([^,;]*)((?:;[^,;]*)*),(.*)$/is;
/** A 1×1 GIF or PNG placeholder is under 100 bytes; a real logo, even a simple one, is far more. */
const MIN_EMBEDDED_RASTER_BYTES = 200;
const RASTER_TYPE = /^image\/(png|jpe?g|gif|webp|avif)$/i;
const SVG_DRAWING = /<(path|rect|circle|ellipse|line|polyline|polygon|text|use)\b/i;

export const isDataUri = (address: string): boolean => /^\s*data:/i.test(address);

/** The bytes of a `data:` address, base64 or percent-encoded; null when malformed or too large to be an image. */
export function decodeDataUri(address: string): EmbeddedFile | null {
  const match = DATA_URI.exec(address.trim());
  if (!match) return null;
  const mediaType = (match[1] || 'text/plain').trim().toLowerCase();
  const isBase64 = /;base64\s*$/i.test(match[2] ?? '');
  const payload = match[3] ?? '';
  // Checked before decoding: base64 grows a file by a third, percent-encoding by up to three times.
  if (payload.length > MAX_IMAGE_BYTES * (isBase64 ? 4 / 3 : 3)) return null;
  if (isBase64) return { mediaType, bytes: Buffer.from(payload.replace(/\s+/g, ''), 'base64') };
  try {
    return { mediaType, bytes: Buffer.from(decodeURIComponent(payload)) };
  } catch {
    // A stray '%' in an unencoded SVG: browsers take the text as it is.
    return { mediaType, bytes: Buffer.from(payload) };
  }
}

/**
 * Whether a `data:` address holds an image that can be a logo: an SVG with something to draw
 * (bundlers inline small SVG logos this way), or a raster bigger than the few bytes of the
 * transparent placeholder lazy-loading scripts put in `src`.
 */
export function isEmbeddedImage(address: string): boolean {
  const file = decodeDataUri(address);
  if (!file || file.bytes.length > MAX_IMAGE_BYTES) return false;
  if (file.mediaType === 'image/svg+xml') return SVG_DRAWING.test(file.bytes.toString('utf8'));
  return RASTER_TYPE.test(file.mediaType) && file.bytes.length >= MIN_EMBEDDED_RASTER_BYTES;
}

export const isEmbeddedSvg = (address: string): boolean => /^\s*data:image\/svg\+xml[;,]/i.test(address);
