import { recentlyUsed } from '../../../domain/recently-used';

/**
 * Rendered previews, the most recently used kept, by brand and version: a brand's preview is drawn
 * once per change of the brand, not once per crawler. A changed brand has a new version, so an old
 * picture is never served; it ages out.
 */
export function createPreviewCache(maxEntries: number) {
  const entries = recentlyUsed<string, Buffer>(maxEntries);
  return {
    async get(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
      const found = entries.get(key);
      if (found) return found;
      const rendered = await render();
      entries.set(key, rendered);
      return rendered;
    },
    get size() {
      return entries.size;
    },
  };
}
