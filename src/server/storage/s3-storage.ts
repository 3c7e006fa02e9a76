import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { AppError } from '../errors';
import {
  assertValidKey,
  type Bucket,
  byKey,
  contentDispositionFor,
  contentTypeForKey,
  DEFAULT_CACHE_SECONDS,
  encodeKey,
  filesUrl,
  hasDirectUrls,
  type ObjectInfo,
  parseFilesUrl,
  STORAGE_READ_UNAVAILABLE_MESSAGE,
  STORAGE_UNAVAILABLE_MESSAGE,
  type Storage,
  StorageUnavailableError,
} from './storage';

export interface S3StorageOptions {
  endpoint: string;
  /** One S3 bucket; our buckets (brand-logos, brand-images, fonts) are prefixes inside it. */
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the bucket's objects are publicly readable ({publicUrl}/{our bucket}/{key}), if anywhere. */
  publicUrl: string | undefined;
  /** Path-style addresses (endpoint/bucket/key), which MinIO, s3rver and most S3-compatibles need. */
  forcePathStyle: boolean;
  /** Longest wait for one operation, retries included, before it counts as unavailable. */
  timeoutMs: number;
}

const CONNECT_TIMEOUT_MS = 3_000;
const MAX_ATTEMPTS = 2;

function httpStatus(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

function isNotFound(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || httpStatus(error) === 404;
}

function cacheSecondsOf(cacheControl: string | undefined): number {
  const match = /max-age=(\d+)/.exec(cacheControl ?? '');
  return match ? Number(match[1]) : DEFAULT_CACHE_SECONDS;
}

/**
 * Objects in an S3-compatible bucket under {our bucket}/{key}, with their content type, cache
 * lifetime and disposition recorded on the object, so a public address serves the same headers as
 * this server does. Every operation has a deadline: a store that is down or slow makes writes fail
 * with StorageUnavailableError (503) instead of holding requests.
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  // The SDK's own switch for its notice that releases after January 2027 need Node 22: this
  // version is pinned for Node 20 (docs/decisions/0083), and the notice is not the operator's concern.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    forcePathStyle: options.forcePathStyle,
    maxAttempts: MAX_ATTEMPTS,
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: options.timeoutMs },
    // Checksums only where S3 requires them: several S3-compatible servers refuse the newer
    // default (a CRC32 trailer on every upload).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const publicBase = options.publicUrl?.replace(/\/+$/, '');
  const objectKey = (bucket: Bucket, key: string) => {
    assertValidKey(key);
    return `${bucket}/${key}`;
  };

  /** Runs one operation under the deadline; anything but a missing object means unavailable. */
  async function send<T>(run: (signal: AbortSignal) => Promise<T>, unavailable: string): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs);
    try {
      return await run(controller.signal);
    } catch (error) {
      if (isNotFound(error) || error instanceof AppError) throw error;
      throw new StorageUnavailableError(unavailable, { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }

  async function exists(Key: string): Promise<boolean> {
    try {
      await send(
        (abortSignal) => client.send(new HeadObjectCommand({ Bucket: options.bucket, Key }), { abortSignal }),
        STORAGE_UNAVAILABLE_MESSAGE,
      );
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  function directUrl(bucket: Bucket, key: string): string | null {
    if (!publicBase || !hasDirectUrls(bucket)) return null;
    assertValidKey(key);
    return `${publicBase}/${bucket}/${encodeKey(key)}`;
  }

  return {
    kind: 's3',

    async assertReady() {
      try {
        await send(
          (abortSignal) => client.send(new HeadBucketCommand({ Bucket: options.bucket }), { abortSignal }),
          STORAGE_READ_UNAVAILABLE_MESSAGE,
        );
      } catch (error) {
        const status = httpStatus(error instanceof StorageUnavailableError ? error.cause : error);
        const where = `at ${options.endpoint}`;
        if (status === 404) {
          throw new Error(`The S3 bucket "${options.bucket}" does not exist ${where}.
Create it, or set S3_BUCKET to an existing bucket.`);
        }
        if (status === 403 || status === 401) {
          throw new Error(`The S3 bucket "${options.bucket}" ${where} refused these credentials.
Check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, and that they may read and write the bucket.`);
        }
        const reason = ((error as Error).cause as Error | undefined)?.message ?? (error as Error).message;
        throw new StorageUnavailableError(
          `The S3 bucket "${options.bucket}" ${where} could not be reached (${reason}).
Check S3_ENDPOINT and that the object store is running.`,
          { cause: error },
        );
      }
    },

    async put(bucket, key, data, putOptions) {
      const Key = objectKey(bucket, key);
      // A check before the write, not If-None-Match: not every S3-compatible server honours it,
      // and keys carry a timestamp, so two writers of one key are a theoretical case.
      if (putOptions.overwrite === false && (await exists(Key))) {
        throw new AppError('CONFLICT', 'The file already exists');
      }
      await send(
        (abortSignal) =>
          client.send(
            new PutObjectCommand({
              Bucket: options.bucket,
              Key,
              Body: data,
              ContentLength: data.byteLength,
              ContentType: putOptions.contentType,
              CacheControl: `public, max-age=${putOptions.cacheControlSeconds ?? DEFAULT_CACHE_SECONDS}`,
              ContentDisposition: contentDispositionFor(key, putOptions.contentType),
            }),
            { abortSignal },
          ),
        STORAGE_UNAVAILABLE_MESSAGE,
      );
    },

    async get(bucket, key) {
      const Key = objectKey(bucket, key);
      try {
        // The deadline covers the answer's headers; the body then streams at its own pace.
        const object = await send(
          (abortSignal) =>
            client.send(new GetObjectCommand({ Bucket: options.bucket, Key }), { abortSignal }),
          STORAGE_READ_UNAVAILABLE_MESSAGE,
        );
        if (!object.Body) return null;
        const contentType = object.ContentType ?? contentTypeForKey(key);
        return {
          body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          size: object.ContentLength ?? 0,
          contentType,
          cacheControlSeconds: cacheSecondsOf(object.CacheControl),
          contentDisposition: object.ContentDisposition ?? contentDispositionFor(key, contentType),
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async delete(bucket, key) {
      const Key = objectKey(bucket, key);
      await send(
        (abortSignal) =>
          client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key }), { abortSignal }),
        STORAGE_UNAVAILABLE_MESSAGE,
      );
    },

    async list(bucket, prefix) {
      const found: ObjectInfo[] = [];
      let token: string | undefined;
      do {
        const page = await send(
          (abortSignal) =>
            client.send(
              new ListObjectsV2Command({
                Bucket: options.bucket,
                Prefix: `${bucket}/${prefix}`,
                ...(token ? { ContinuationToken: token } : {}),
              }),
              { abortSignal },
            ),
          STORAGE_READ_UNAVAILABLE_MESSAGE,
        );
        for (const item of page.Contents ?? []) {
          if (item.Key) found.push({ key: item.Key.slice(bucket.length + 1), size: item.Size ?? 0 });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return found.sort(byKey);
    },

    publicUrl: (bucket, key) => directUrl(bucket, key) ?? filesUrl(bucket, key),

    directUrl,

    // Both forms are ours: rows written before S3_PUBLIC_URL was set keep their /files/ URLs.
    parsePublicUrl: (url) => parseFilesUrl(url) ?? (publicBase ? parseFilesUrl(url, `${publicBase}/`) : null),
  };
}
