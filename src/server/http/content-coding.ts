/** The codings the server sends: brotli, else gzip, else the bytes as they are. */
export type Encoding = 'br' | 'gzip' | 'identity';

/** Answers smaller than this go as they are: coding them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

/** The content codings an Accept-Encoding accepts (a q=0 refuses one; `*` stands for gzip). */
export function acceptedEncodings(acceptEncoding: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (!name || (q && Number(q.slice(2)) === 0)) continue;
    accepted.add(name.trim() === 'x-gzip' || name.trim() === '*' ? 'gzip' : name.trim());
  }
  return accepted;
}

/** br, else gzip, else the bytes as they are. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}
