/**
 * Rendered previews, the most recently used kept, by brand and version: a brand's preview is drawn
 * once per change of the brand, not once per crawler. A changed brand has a new version, so an old
 * picture is never served; it ages out.
 */
export function createPreviewCache(maxEntries: number) {
  const entries = new Map<string, Buffer>();
  return {
    async get(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
      const found = entries.get(key);
      if (found) {
        entries.delete(key);
        entries.set(key, found);
        return found;
      }
      const rendered = await render();
      entries.set(key, rendered);
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return rendered;
    },
    get size() {
      return entries.size;
    },
  };
}
