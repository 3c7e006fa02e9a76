import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FieldProvenance } from '../../../domain/provenance';
import type { Db } from '../../db/client';
import { brands } from '../../db/schema';
import { prepareImage } from '../../images/prepare-image';
import type { Storage } from '../../storage/storage';

/** spec 001 §9: stored files are cached for 3600 seconds. */
const CACHE_SECONDS = 3600;
/** A screenshot shows the site, not a chosen brand image: it is stored as an unsure value. */
export const SCREENSHOT_CONFIDENCE = 0.5;
export const SCREENSHOT_METHOD = 'screenshot of the page as rendered (1280×800, first screen)';

/**
 * The rendered first screen kept as the brand's image candidate: stored in brand-images as
 * {brandId}-render-{timestamp}.webp and made the brand image only where there is none yet (an
 * image set by an admin or an earlier choice is never replaced by a screenshot), marked unsure so
 * visitors see it as unverified. Returns the stored URL, or null when the brand already has one.
 */
export async function keepScreenshot(
  db: Db,
  storage: Storage,
  brand: { id: string; brandImageUrl: string | null },
  screenshot: Buffer,
  pageUrl: string,
): Promise<string | null> {
  if (brand.brandImageUrl) return null;
  const image = await prepareImage(screenshot, { photo: true });
  const key = `${brand.id}-render-${Date.now()}.${image.ext}`;
  await storage.put('brand-images', key, image.data, {
    contentType: image.contentType,
    cacheControlSeconds: CACHE_SECONDS,
    overwrite: false,
  });
  const url = storage.publicUrl('brand-images', key);
  const provenance: FieldProvenance = {
    source: pageUrl,
    method: SCREENSHOT_METHOD,
    at: new Date().toISOString(),
    confidence: SCREENSHOT_CONFIDENCE,
    evidence: { source: SCREENSHOT_METHOD, url: pageUrl },
  };
  const written = await db
    .update(brands)
    .set({
      brandImageUrl: url,
      provenance: sql`${brands.provenance} || ${JSON.stringify({ brand_image_url: provenance })}::jsonb`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(brands.id, brand.id), eq(brands.protected, false), isNull(brands.brandImageUrl)))
    .returning({ id: brands.id });
  if (written.length === 0) {
    await storage.delete('brand-images', key).catch(() => {});
    return null;
  }
  return url;
}
