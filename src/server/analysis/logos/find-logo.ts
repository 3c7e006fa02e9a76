import sharp from 'sharp';
import {
  InvalidImageError,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  type PreparedImage,
  prepareImage,
} from '../../images/prepare-image';
import { politeFetch } from '../fetcher/robots';
import type { FetchPolicy } from '../fetcher/safe-fetch';
import { LOGO_SOURCE_METHODS, type LogoCandidate } from './logo-candidates';

/** A vector logo is sharp at any size: it beats every raster. */
export const VECTOR_QUALITY = 100_000;
/** Raster logos smaller than this (on their shorter side) are too blurry to show. */
const MIN_RASTER_SIDE = 32;
/** At most this many candidates are downloaded per brand. */
const MAX_DOWNLOADS = 6;
const DRAWING = /<(path|rect|circle|ellipse|line|polyline|polygon|text|use)\b/i;

export interface FoundLogo {
  candidate: LogoCandidate;
  /** Checked and cleaned: SVG sanitised, raster re-encoded as PNG. */
  image: PreparedImage;
  /** How good it is (logoQuality): an improved logo must beat the current one. */
  quality: number;
  /** Where the file came from: its URL, or the page for an inline SVG. */
  source: string;
  method: string;
}

/** Larger is better: vector beats raster, then the shorter side in pixels. */
export function logoQuality(image: Pick<PreparedImage, 'fileType' | 'width' | 'height'>): number {
  if (image.fileType === 'SVG') return VECTOR_QUALITY;
  return Math.min(image.width ?? 0, image.height ?? 0);
}

/** Measures an image we already have (a stored logo), 0 when it cannot be read. */
export async function measureLogo(bytes: Buffer): Promise<number> {
  try {
    const head = bytes.subarray(0, 512).toString('utf8');
    if (/<svg[\s>]/i.test(head)) return VECTOR_QUALITY;
    const meta = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    return Math.min(meta.width ?? 0, meta.height ?? 0);
  } catch {
    return 0;
  }
}

async function download(
  candidate: Exclude<LogoCandidate, { kind: 'inline-svg' }>,
  policy: FetchPolicy,
  signal?: AbortSignal,
): Promise<Buffer | null> {
  try {
    const res = await politeFetch(
      candidate.url,
      { ...policy, maxBytes: Math.min(policy.maxBytes, MAX_IMAGE_BYTES) },
      { accept: 'image/svg+xml,image/png,image/webp,image/*;q=0.8', ...(signal ? { signal } : {}) },
    );
    return res.status < 400 ? res.body : null;
  } catch {
    return null;
  }
}

/**
 * Downloads the candidates in rank order and keeps the first that really is a usable image,
 * checked by its bytes (not its name or declared type): SVG is sanitised, rasters are decoded,
 * re-encoded and must not be tiny.
 */
export async function findLogo(
  candidates: readonly LogoCandidate[],
  policy: FetchPolicy,
  signal?: AbortSignal,
): Promise<FoundLogo | null> {
  let downloads = 0;
  for (const candidate of candidates) {
    if (signal?.aborted) return null;
    let bytes: Buffer | null;
    if (candidate.kind === 'inline-svg') {
      bytes = Buffer.from(candidate.svg);
    } else {
      if (downloads >= MAX_DOWNLOADS) break;
      downloads++;
      bytes = await download(candidate, policy, signal);
    }
    if (!bytes) continue;
    let image: PreparedImage;
    try {
      image = await prepareImage(bytes);
    } catch (error) {
      if (error instanceof InvalidImageError) continue;
      throw error;
    }
    const quality = logoQuality(image);
    if (image.fileType !== 'SVG' && quality < MIN_RASTER_SIDE) continue;
    // An SVG left with nothing to draw once sanitised (an <image> wrapper, a script) is no logo.
    if (image.fileType === 'SVG' && !DRAWING.test(image.data.toString('utf8'))) continue;
    return {
      candidate,
      image,
      quality,
      source: candidate.kind === 'inline-svg' ? candidate.source : candidate.url,
      method: LOGO_SOURCE_METHODS[candidate.kind],
    };
  }
  return null;
}
