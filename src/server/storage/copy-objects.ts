import { BUCKETS, type Bucket, type Storage } from './storage';

export interface CopyResult {
  files: number;
  bytes: number;
}

const DEFAULT_CONCURRENCY = 8;

/**
 * Copies every object of every bucket from one storage to another, with its type and cache
 * lifetime (the disposition follows from them): a backup of the bucket into a folder, its restore,
 * or the move of a single machine's files into S3. Objects already in the target are replaced.
 */
export async function copyObjects(
  from: Storage,
  to: Storage,
  options: { concurrency?: number; onCopied?: (bucket: Bucket, key: string) => void } = {},
): Promise<CopyResult> {
  const result: CopyResult = { files: 0, bytes: 0 };
  for (const bucket of BUCKETS) {
    const queue = await from.list(bucket, '');
    const copyNext = async (): Promise<void> => {
      for (let item = queue.shift(); item; item = queue.shift()) {
        const object = await from.get(bucket, item.key);
        if (!object) continue; // deleted since it was listed
        const data = new Uint8Array(await new Response(object.body).arrayBuffer());
        await to.put(bucket, item.key, data, {
          contentType: object.contentType,
          cacheControlSeconds: object.cacheControlSeconds,
        });
        result.files++;
        result.bytes += data.byteLength;
        options.onCopied?.(bucket, item.key);
      }
    };
    await Promise.all(Array.from({ length: options.concurrency ?? DEFAULT_CONCURRENCY }, copyNext));
  }
  return result;
}
