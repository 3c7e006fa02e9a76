/** A website as a user types it, https assumed when no scheme is written (spec 000 §5). */
export function withAssumedScheme(value: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
}

/**
 * Whether text a user typed can be a brand's website, by the rule the server applies
 * (CreateBrandSchema: https assumed, an http or https address), and with a dot in its host, as no
 * brand lives at a single word ('wexcombe'); local addresses pass. Written without the schema: the
 * wizard's code carries no zod (src/web/domain-imports.test.ts).
 */
export function isWebsiteAddress(value: string): boolean {
  const text = value.trim();
  if (!text || text.length > 2048) return false;
  const address = withAssumedScheme(text);
  if (!URL.canParse(address)) return false;
  const { protocol, hostname: host } = new URL(address);
  if (protocol !== 'http:' && protocol !== 'https:') return false;
  return host.includes('.') || host.startsWith('[') || host === 'localhost';
}
