import { AppError } from '../errors';

/** The buckets of spec 001 §7. */
export const BUCKETS = ['brand-logos', 'brand-images', 'fonts'] as const;
export type Bucket = (typeof BUCKETS)[number];

export function isBucket(value: string): value is Bucket {
  return (BUCKETS as readonly string[]).includes(value);
}

/** spec 001 §9: stored files are cached for 3600 seconds unless a caller says otherwise. */
export const DEFAULT_CACHE_SECONDS = 3600;

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
  /** As recorded when stored: `inline` for images and fonts, `attachment` for anything else. */
  contentDisposition: string;
}

export interface ObjectInfo {
  key: string;
  size: number;
}

/** Listings come in the order S3 gives them: by the key's bytes, not by locale. */
export function byKey(a: ObjectInfo, b: ObjectInfo): number {
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

/**
 * Object storage: a local folder by default, an S3-compatible bucket in production. Both drivers
 * keep one contract (storage-contract.ts runs the same tests on each). A write that cannot reach
 * the store throws StorageUnavailableError; a read of a missing object answers null.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Start-up check: the store exists and answers; throws an error naming what is wrong. */
  assertReady(): Promise<void>;
  put(bucket: Bucket, key: string, data: Uint8Array, options: PutOptions): Promise<void>;
  get(bucket: Bucket, key: string): Promise<StoredObject | null>;
  delete(bucket: Bucket, key: string): Promise<void>;
  list(bucket: Bucket, prefix: string): Promise<ObjectInfo[]>;
  /** The URL at which the object is served to browsers: directUrl when there is one, else /files/…. */
  publicUrl(bucket: Bucket, key: string): string;
  /** Where browsers read the object without this server (S3_PUBLIC_URL), or null: the server serves it. */
  directUrl(bucket: Bucket, key: string): string | null;
  /** The bucket and key of a URL that this storage serves, or null for a foreign URL. */
  parsePublicUrl(url: string): { bucket: Bucket; key: string } | null;
}

export const STORAGE_UNAVAILABLE_MESSAGE =
  'The file store cannot be reached: the file was not saved. Please try again in a moment.';
export const STORAGE_READ_UNAVAILABLE_MESSAGE =
  'The file store cannot be reached. Please try again in a moment.';

/** Seconds a client waits before trying again when the file store is down. */
export const STORAGE_RETRY_AFTER_SECONDS = 5;

/** The object store did not answer (down, slow, refusing us): 503, and nothing was written. */
export class StorageUnavailableError extends AppError {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super('UNAVAILABLE', message);
    this.name = 'StorageUnavailableError';
    if (options.cause !== undefined) this.cause = options.cause;
  }
}

/**
 * Which stored files browsers may fetch: logos and brand images, and the installed font files a
 * brand page uses. The fonts bucket is otherwise private: the licensed ZIPs admins upload are
 * never served, whatever the URL.
 */
const SERVED_FONT_FILE = /\.(woff2|woff|ttf|otf)$/i;
export function isServedToBrowsers(bucket: Bucket, key: string): boolean {
  return bucket !== 'fonts' || SERVED_FONT_FILE.test(key);
}

/**
 * Buckets whose objects may live at a public address (S3_PUBLIC_URL). Fonts never do: the CSP
 * allows fonts from our own origin only, and the bucket keeps the licensed archives.
 */
export function hasDirectUrls(bucket: Bucket): boolean {
  return bucket !== 'fonts';
}

export const FILES_PREFIX = '/files/';

/** /files/{bucket}/{key}, each segment URL-encoded. */
export function filesUrl(bucket: Bucket, key: string): string {
  assertValidKey(key);
  return `${FILES_PREFIX}${bucket}/${encodeKey(key)}`;
}

export function encodeKey(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

/** The bucket and key of a /files/… URL or of one under `base` (a public address), else null. */
export function parseFilesUrl(
  url: string,
  base: string = FILES_PREFIX,
): { bucket: Bucket; key: string } | null {
  if (!url.startsWith(base)) return null;
  const [bucket, ...rest] = url.slice(base.length).split('/');
  let key: string;
  try {
    key = rest.map(decodeURIComponent).join('/');
    assertValidKey(key);
  } catch {
    return null;
  }
  if (!bucket || !isBucket(bucket)) return null;
  return { bucket, key };
}

const INLINE_TYPES = /^(image|font)\//;

/**
 * Images and fonts open in the browser; anything else (a font ZIP) downloads. The file name is
 * the key's last segment, which keys keep to plain characters.
 */
export function contentDispositionFor(key: string, contentType: string): string {
  const name = key.split('/').pop() ?? key;
  return `${INLINE_TYPES.test(contentType) ? 'inline' : 'attachment'}; filename="${name}"`;
}

/** The same disposition, as a download. */
export function asAttachment(disposition: string): string {
  return disposition.replace(/^inline\b/, 'attachment');
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
