/**
 * `raw` (an href, a src, a JSON-LD url, a stored link) as an address, resolved against `base`
 * when given, when it names a web page or file over http or https; null for anything else: empty
 * text, javascript:, mailto:, data:, an address that cannot be parsed. Surrounding white space is
 * ignored.
 */
export function httpAddress(raw: string | null | undefined, base?: string): URL | null {
  const trimmed = raw?.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
