import { z } from 'zod';
import type { FetchPolicy } from '../../net/fetcher/safe-fetch';
import { fetchOptional, type SiteSnapshot } from '../pipeline/site-snapshot';

export interface ManifestIcon {
  url: string;
  /** The largest side the manifest declares, 0 when it says 'any' or nothing. */
  size: number;
  type: string | null;
}

export interface WebManifest {
  /** Where the manifest was read. */
  url: string;
  name: string | null;
  shortName: string | null;
  themeColor: string | null;
  backgroundColor: string | null;
  icons: ManifestIcon[];
}

const MANIFEST_MAX_BYTES = 256 * 1024;

/** Loosely typed: manifests in the wild carry every kind of oddity; bad members are dropped. */
const ManifestSchema = z.object({
  name: z.string().optional().catch(undefined),
  short_name: z.string().optional().catch(undefined),
  theme_color: z.string().optional().catch(undefined),
  background_color: z.string().optional().catch(undefined),
  icons: z
    .array(
      z.object({
        src: z.string(),
        sizes: z.string().optional().catch(undefined),
        type: z.string().optional().catch(undefined),
      }),
    )
    .optional()
    .catch(undefined),
});

export function largestSide(sizes: string | null | undefined): number {
  let largest = 0;
  for (const match of (sizes ?? '').matchAll(/(\d+)x(\d+)/gi)) {
    largest = Math.max(largest, Math.min(Number(match[1]), Number(match[2])));
  }
  return largest;
}

/** Reads a manifest's JSON; null when it is not one. Icon URLs are resolved against the manifest. */
export function parseManifest(json: string, manifestUrl: string): WebManifest | null {
  let raw: unknown;
  try {
    raw = JSON.parse(json.replace(/^\uFEFF/, ''));
  } catch {
    return null;
  }
  const parsed = ManifestSchema.safeParse(raw);
  if (!parsed.success) return null;
  const m = parsed.data;
  const icons: ManifestIcon[] = [];
  for (const icon of m.icons ?? []) {
    try {
      const url = new URL(icon.src, manifestUrl);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
      icons.push({ url: url.toString(), size: largestSide(icon.sizes), type: icon.type ?? null });
    } catch {
      // an icon without a usable address is skipped
    }
  }
  return {
    url: manifestUrl,
    name: m.name?.trim() || null,
    shortName: m.short_name?.trim() || null,
    themeColor: m.theme_color?.trim() || null,
    backgroundColor: m.background_color?.trim() || null,
    icons: icons.sort((a, b) => b.size - a.size),
  };
}

/** The manifest the page links to (rel=manifest), or null when there is none or it is unreadable. */
export async function fetchWebManifest(
  site: SiteSnapshot,
  policy: FetchPolicy,
  signal?: AbortSignal,
): Promise<WebManifest | null> {
  const href = site.$('link[rel~="manifest" i][href]').first().attr('href');
  if (!href) return null;
  let url: string;
  try {
    url = new URL(href, site.home.url).toString();
  } catch {
    return null;
  }
  const res = await fetchOptional(
    url,
    { ...policy, maxBytes: Math.min(policy.maxBytes, MANIFEST_MAX_BYTES) },
    {
      accept: 'application/manifest+json,application/json;q=0.9,*/*;q=0.5',
      ...(signal ? { signal } : {}),
    },
  );
  return res ? parseManifest(res.body.toString('utf8'), res.url) : null;
}
