import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { acceptedEncodings } from './content-coding';
import type { AppEnv } from './types';

/**
 * The built web app's files served from memory: each file is read once, with its .br and .gz
 * siblings written by the build (or, for a file without them, compressed once on first read),
 * and answered as bytes already made, in the coding the browser accepts. `version()` changes when
 * a new build replaces the old one: everything is read again.
 */
interface FileEntry {
  identity: Uint8Array<ArrayBuffer>;
  br?: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
  contentType: string;
  etag: string;
}

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|xml|webmanifest|ico)$/;
/** Files larger than this are left to the disk (none of the build's are). */
const MAX_FILE_BYTES = 8 * 1024 * 1024;
const MAX_FILES = 5_000;

const view = (buffer: Buffer) =>
  new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.length);

function readIfFile(file: string): Buffer | null {
  try {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile() || stat.size > MAX_FILE_BYTES) return null;
    return fs.readFileSync(file);
  } catch {
    return null;
  }
}

function loadFile(file: string): FileEntry | null {
  const data = readIfFile(file);
  if (!data) return null;
  const entry: FileEntry = {
    identity: view(data),
    contentType: getMimeType(file) ?? 'application/octet-stream',
    etag: `W/"${createHash('sha1').update(data).digest('base64url').slice(0, 22)}"`,
  };
  if (COMPRESSIBLE.test(file) && data.length >= 1024) {
    const br = readIfFile(`${file}.br`) ?? zlib.brotliCompressSync(data);
    const gzip = readIfFile(`${file}.gz`) ?? zlib.gzipSync(data, { level: 9 });
    if (br.length < data.length) entry.br = view(br);
    if (gzip.length < data.length) entry.gzip = view(gzip);
  }
  return entry;
}

/** The file a request path names under root, or null for a path leaving it. */
export function fileUnder(root: string, requestPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split(/[\\/]/).includes('..')) return null;
  const file = path.join(root, path.normalize(decoded));
  const relative = path.relative(root, file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  // The build's .br/.gz siblings are served as codings of their file, not as files of their own.
  if (/\.(br|gz)$/.test(file)) return null;
  return file;
}

export function memoryStaticFiles(
  root: string,
  options: { cacheControl: string; version: () => string; skip?: (requestPath: string) => boolean },
): MiddlewareHandler<AppEnv> {
  const files = new Map<string, FileEntry>();
  let loadedVersion = options.version();
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    if (options.skip?.(c.req.path)) return next();
    const version = options.version();
    if (version !== loadedVersion) {
      files.clear();
      loadedVersion = version;
    }
    let entry = files.get(c.req.path);
    if (!entry) {
      const file = fileUnder(root, c.req.path);
      const loaded = file ? loadFile(file) : null;
      if (!loaded) return next();
      entry = loaded;
      if (files.size < MAX_FILES) files.set(c.req.path, entry);
    }
    const headers = new Headers({ etag: entry.etag, 'cache-control': options.cacheControl });
    if (entry.br || entry.gzip) headers.set('vary', 'Accept-Encoding');
    const ifNoneMatch = c.req.header('if-none-match');
    if (ifNoneMatch?.split(',').some((tag) => tag.trim() === entry.etag)) {
      return new Response(null, { status: 304, headers });
    }
    const accepted = acceptedEncodings(c.req.header('accept-encoding'));
    let body = entry.identity;
    if (accepted.has('br') && entry.br) {
      body = entry.br;
      headers.set('content-encoding', 'br');
    } else if (accepted.has('gzip') && entry.gzip) {
      body = entry.gzip;
      headers.set('content-encoding', 'gzip');
    }
    headers.set('content-type', entry.contentType);
    headers.set('content-length', String(body.length));
    return new Response(c.req.method === 'HEAD' ? null : body, { status: 200, headers });
  };
}
