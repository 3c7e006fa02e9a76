import { AppError } from '../errors';

/** The buckets of spec 001 §7. */
export const BUCKETS = ['brand-logos', 'brand-images', 'fonts'] as const;
export type Bucket = (typeof BUCKETS)[number];

export function isBucket(value: string): value is Bucket {
  return (BUCKETS as readonly string[]).includes(value);
}

export interface PutOptions {
  contentType: string;
  /** Seconds; spec 001 §9 uses 3600 for uploads. */
  cacheControlSeconds?: number;
  /** When false, an existing object makes the write fail with a conflict. */
  overwrite?: boolean;
}

export interface StoredObject {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  size: number;
  cacheControlSeconds: number;
}

export interface ObjectInfo {
  key: string;
  size: number;
}

/** Object storage: a local folder by default, an S3-compatible bucket in production. */
export interface Storage {
  put(bucket: Bucket, key: string, data: Uint8Array, options: PutOptions): Promise<void>;
  get(bucket: Bucket, key: string): Promise<StoredObject | null>;
  delete(bucket: Bucket, key: string): Promise<void>;
  list(bucket: Bucket, prefix: string): Promise<ObjectInfo[]>;
  /** The URL at which the object is served to browsers. */
  publicUrl(bucket: Bucket, key: string): string;
  /** The bucket and key of a URL that this storage serves, or null for a foreign URL. */
  parsePublicUrl(url: string): { bucket: Bucket; key: string } | null;
}

const KEY_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
export const MAX_KEY_LENGTH = 512;

/**
 * Keys are relative paths of plain segments: no empty, '.', '..' or hidden segments, no
 * backslashes or absolute paths, so nothing can be written outside its bucket.
 */
export function assertValidKey(key: string): void {
  const segments = key.split('/');
  if (key.length === 0 || key.length > MAX_KEY_LENGTH || !segments.every((s) => KEY_SEGMENT.test(s))) {
    throw new AppError('BAD_REQUEST', `Invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
  }
}

const CONTENT_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  woff: 'font/woff',
  ttf: 'font/ttf',
  otf: 'font/otf',
  zip: 'application/zip',
  json: 'application/json',
  csv: 'text/csv',
};

export function contentTypeForKey(key: string): string {
  const ext = key.split('.').pop()?.toLowerCase() ?? '';
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}
