import sharp from 'sharp';
import { type Candidate, type Evidence, FILL_THRESHOLD } from '../../../domain/extracted-candidate';
import {
  InvalidImageError,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  type PreparedImage,
  prepareImage,
} from '../../images/prepare-image';
import { politeFetch } from '../../net/fetcher/robots';
import type { FetchPolicy } from '../../net/fetcher/safe-fetch';
import { decodeDataUri, isDataUri } from './data-uri';
import { isIco, largestIcoFrame } from './ico';
import { LOGO_SOURCE_METHODS, type LogoCandidate } from './logo-candidates';
import { fileAtAddress } from './sprite-symbol';

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
  /** How sure we are it is the brand's logo, and where it was found. */
  confidence: number;
  evidence: Evidence;
}

/** The logo chosen, and the other candidates in rank order (those ranked above it could not be used). */
export interface LogoSearch {
  found: FoundLogo | null;
  /** Every candidate but the one found, best first: shown to admins as alternatives. */
  others: LogoCandidate[];
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

/** The file's bytes: fetched, or decoded when the page carries it as a data: address. */
async function fileBytes(
  candidate: Exclude<LogoCandidate, { kind: 'inline-svg' }>,
  policy: FetchPolicy,
  signal?: AbortSignal,
): Promise<Buffer | 'missing' | null> {
  if (isDataUri(candidate.url)) return decodeDataUri(candidate.url)?.bytes ?? null;
  const bytes = await download(candidate, policy, signal);
  // An address into a sprite file stands for the drawing under its fragment.
  return Buffer.isBuffer(bytes) ? fileAtAddress(candidate.url, bytes, candidate.paint) : bytes;
}

/** The file's bytes; 'missing' when the site answers that it has no such file (4xx). */
async function download(
  candidate: Exclude<LogoCandidate, { kind: 'inline-svg' }>,
  policy: FetchPolicy,
  signal?: AbortSignal,
): Promise<Buffer | 'missing' | null> {
  try {
    const res = await politeFetch(
      candidate.url,
      { ...policy, maxBytes: Math.min(policy.maxBytes, MAX_IMAGE_BYTES) },
      {
        accept: 'image/svg+xml,image/png,image/webp,image/x-icon,image/*;q=0.8',
        ...(signal ? { signal } : {}),
      },
    );
    if (res.status >= 400 && res.status < 500) return 'missing';
    return res.status < 400 ? res.body : null;
  } catch {
    return null;
  }
}

/** An inline SVG kept as a candidate travels as a data: address, when small enough to keep. */
const MAX_INLINE_CANDIDATE = 24 * 1024;

/** A logo candidate as the domain's candidate schema: its address (or the SVG itself) with its evidence. */
export function logoCandidateValue(candidate: LogoCandidate): Candidate<string> | null {
  if (candidate.kind !== 'inline-svg') {
    if (isDataUri(candidate.url) && candidate.url.length > MAX_INLINE_CANDIDATE) return null;
    return { value: candidate.url, confidence: candidate.confidence, evidence: candidate.evidence };
  }
  if (candidate.svg.length > MAX_INLINE_CANDIDATE) return null;
  const value = `data:image/svg+xml;base64,${Buffer.from(candidate.svg).toString('base64')}`;
  return { value, confidence: candidate.confidence, evidence: candidate.evidence };
}

/** Checks bytes as a logo: an .ico's largest frame, SVG sanitised with something to draw, a raster not tiny. */
export async function prepareLogo(bytes: Buffer): Promise<PreparedImage | null> {
  let input = bytes;
  if (isIco(bytes)) {
    const frame = await largestIcoFrame(bytes).catch(() => null);
    if (!frame) return null;
    input = frame;
  }
  let image: PreparedImage;
  try {
    image = await prepareImage(input);
  } catch (error) {
    if (error instanceof InvalidImageError) return null;
    throw error;
  }
  if (image.fileType !== 'SVG' && logoQuality(image) < MIN_RASTER_SIDE) return null;
  // An SVG left with nothing to draw once sanitised (an <image> wrapper, a script) is no logo.
  if (image.fileType === 'SVG' && !DRAWING.test(image.data.toString('utf8'))) return null;
  return image;
}

/**
 * Downloads the candidates in rank order and keeps the first that really is a usable image,
 * checked by its bytes (not its name or declared type): an .ico gives its largest frame, SVG is
 * sanitised, rasters are decoded, re-encoded and must not be tiny.
 */
export async function findLogo(
  candidates: readonly LogoCandidate[],
  policy: FetchPolicy,
  signal?: AbortSignal,
): Promise<LogoSearch> {
  let downloads = 0;
  // A file the site says it does not have is no alternative; one that could not be reached may be.
  const missing = new Set<LogoCandidate>();
  for (const [index, candidate] of candidates.entries()) {
    if (signal?.aborted) break;
    // Share images and the like are offered to admins, never stored on their own.
    if (candidate.confidence < FILL_THRESHOLD) continue;
    let bytes: Buffer | 'missing' | null;
    if (candidate.kind === 'inline-svg') {
      bytes = Buffer.from(candidate.svg);
    } else {
      if (downloads >= MAX_DOWNLOADS) break;
      if (!isDataUri(candidate.url)) downloads++;
      bytes = await fileBytes(candidate, policy, signal);
    }
    if (bytes === 'missing') missing.add(candidate);
    if (!bytes || bytes === 'missing') continue;
    const image = await prepareLogo(bytes);
    if (!image) continue;
    return {
      found: {
        candidate,
        image,
        quality: logoQuality(image),
        source:
          candidate.kind === 'inline-svg' || isDataUri(candidate.url) ? candidate.source : candidate.url,
        method: LOGO_SOURCE_METHODS[candidate.kind],
        confidence: candidate.confidence,
        evidence: candidate.evidence,
      },
      others: candidates.filter((c, i) => i !== index && !missing.has(c)),
    };
  }
  return { found: null, others: candidates.filter((c) => !missing.has(c)) };
}
