import { unzipSync } from 'fflate';

export interface ZipLimits {
  maxEntries: number;
  maxTotalBytes: number;
  maxEntryBytes: number;
  /** Uncompressed size divided by compressed size, per entry. */
  maxRatio: number;
}

export const FONT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 500,
  maxTotalBytes: 50 * 1024 * 1024,
  maxEntryBytes: 10 * 1024 * 1024,
  maxRatio: 100,
};

export class UnsafeZipError extends Error {
  override name = 'UnsafeZipError';
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

export function looksLikeZip(bytes: Uint8Array): boolean {
  return ZIP_MAGIC.every((b, i) => bytes[i] === b);
}

/** Entry names that could escape a folder if anyone ever wrote them to disk. */
export function isUnsafeEntryName(name: string): boolean {
  return (
    name.startsWith('/') ||
    name.includes('\\') ||
    /^[a-zA-Z]:/.test(name) ||
    name.split('/').some((part) => part === '..') ||
    name.includes('\0')
  );
}

function readEntries(bytes: Uint8Array, limits: ZipLimits, inflate: boolean): Record<string, Uint8Array> {
  if (!looksLikeZip(bytes)) throw new UnsafeZipError('The file is not a ZIP archive');
  let entries = 0;
  let total = 0;
  try {
    return unzipSync(bytes, {
      filter(file) {
        entries++;
        if (entries > limits.maxEntries)
          throw new UnsafeZipError(`The ZIP has more than ${limits.maxEntries} entries`);
        if (isUnsafeEntryName(file.name))
          throw new UnsafeZipError(`The ZIP contains an unsafe path: ${file.name.slice(0, 80)}`);
        if (file.name.endsWith('/')) return false;
        if (file.originalSize > limits.maxEntryBytes)
          throw new UnsafeZipError(`${file.name.slice(0, 80)} is too large`);
        total += file.originalSize;
        if (total > limits.maxTotalBytes) throw new UnsafeZipError('The ZIP unpacks to more than 50 MB');
        if (file.size > 0 && file.originalSize / file.size > limits.maxRatio) {
          throw new UnsafeZipError('The ZIP is compressed suspiciously well (a ZIP bomb?)');
        }
        return inflate;
      },
    });
  } catch (error) {
    if (error instanceof UnsafeZipError) throw error;
    throw new UnsafeZipError(`The ZIP could not be read: ${(error as Error).message}`);
  }
}

/**
 * Checks a ZIP without inflating anything: entry count, declared sizes, compression ratio and
 * names, so an unsafe archive is refused when it is uploaded rather than stored.
 */
export function inspectZip(bytes: Uint8Array, limits: ZipLimits = FONT_ZIP_LIMITS): void {
  readEntries(bytes, limits, false);
}

/**
 * Reads a ZIP in memory with every check made before anything is inflated: entry count, declared
 * sizes, compression ratio and names. fflate never inflates past an entry's declared size, so a
 * header that lies yields a truncated entry, which the content checks then refuse.
 */
export function readZip(
  bytes: Uint8Array,
  limits: ZipLimits = FONT_ZIP_LIMITS,
): { name: string; data: Uint8Array }[] {
  return Object.entries(readEntries(bytes, limits, true)).map(([name, data]) => ({ name, data }));
}
