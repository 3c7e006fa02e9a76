import type { Config } from '../config';
import { createLocalStorage } from './local-storage';
import { type Storage, StorageUnavailableError } from './storage';

/**
 * The configured storage, checked: the folder can be written, or the bucket exists and takes our
 * credentials; otherwise an error whose message names what is wrong. An object store that does
 * not answer at all is reported to `onUnreachable` when given (a server still serves the
 * catalogue while it is down) and thrown otherwise. The S3 client loads only when S3 is set.
 */
export async function openStorage(
  config: Config['storage'],
  options: { onUnreachable?: (message: string) => void } = {},
): Promise<Storage> {
  const storage =
    config.kind === 'local'
      ? createLocalStorage(config.root)
      : (await import('./s3-storage')).createS3Storage(config);
  try {
    await storage.assertReady();
  } catch (error) {
    if (!(error instanceof StorageUnavailableError && options.onUnreachable)) throw error;
    options.onUnreachable(error.message);
  }
  return storage;
}

/** The origin browsers load public files from when it is not ours (the CSP names it), or null. */
export function publicStorageOrigin(config: Config['storage']): string | null {
  return config.kind === 's3' && config.publicUrl ? new URL(config.publicUrl).origin : null;
}
