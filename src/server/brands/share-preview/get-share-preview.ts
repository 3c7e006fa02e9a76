import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands } from '../../db/schema';
import { AppError } from '../../errors';
import type { Storage } from '../../storage/storage';
import { isListed } from '../listed';
import type { createPreviewCache } from './preview-cache';
import { renderSharePreview } from './render-share-preview';

/** Logos larger than this are not drawn into a preview (stored logos are far smaller). */
const MAX_LOGO_BYTES = 5_000_000;

export interface SharePreview {
  png: Buffer;
  /** Changes whenever the brand does: the ETag. */
  version: string;
}

async function readAll(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The logo's bytes when this server stores it; a foreign URL is not fetched while answering. */
async function storedLogo(storage: Storage, logoUrl: string | null): Promise<Uint8Array | null> {
  const stored = logoUrl ? storage.parsePublicUrl(logoUrl) : null;
  if (!stored) return null;
  try {
    const object = await storage.get(stored.bucket, stored.key);
    return object ? await readAll(object.body, MAX_LOGO_BYTES) : null;
  } catch {
    // The file store is down: the preview shows the initial instead of failing.
    return null;
  }
}

/**
 * A brand's share preview PNG, drawn once per version of the brand. Only a listed brand has one:
 * the image is public and kept by caches for a day, and whoever fetches a shared link is anonymous.
 */
export async function getSharePreview(
  db: Db,
  storage: Storage,
  cache: ReturnType<typeof createPreviewCache>,
  slug: string,
): Promise<SharePreview> {
  const [brand] = await db
    .select({
      id: brands.id,
      name: brands.name,
      tagline: brands.tagline,
      logoUrl: brands.logoUrl,
      primary: brands.primaryColor,
      secondary: brands.secondaryColor,
      accent: brands.accentColor,
      palette: brands.colorPalette,
      updatedAt: brands.updatedAt,
    })
    .from(brands)
    .where(and(eq(brands.slug, slug), isListed))
    .limit(1);
  if (!brand) throw new AppError('NOT_FOUND', 'Brand not found');
  const version = `${brand.id}-${brand.updatedAt.getTime()}`;
  const png = await cache.get(version, async () =>
    renderSharePreview({
      name: brand.name,
      tagline: brand.tagline,
      colors: [brand.primary, brand.secondary, brand.accent, ...brand.palette],
      logo: await storedLogo(storage, brand.logoUrl),
    }),
  );
  return { png, version };
}
