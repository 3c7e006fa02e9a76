import { eq } from 'drizzle-orm';
import type { FieldProvenance } from '../../../domain/provenance';
import type { Db } from '../../db/client';
import { type BrandRow, brandLogos, brands } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { politeFetch } from '../../net/fetcher/robots';
import type { FetchPolicy } from '../../net/fetcher/safe-fetch';
import type { Storage } from '../../storage/storage';
import { writeAnalyzedFields } from '../pipeline/brand-update';
import { type FoundLogo, measureLogo } from './find-logo';

/** spec 001 §9: stored files are cached for 3600 seconds. */
const CACHE_SECONDS = 3600;

/** How good the brand's current logo is (0 when it has none or it cannot be read). */
export async function currentLogoQuality(
  storage: Storage,
  policy: FetchPolicy,
  logoUrl: string | null,
  signal?: AbortSignal,
): Promise<number> {
  if (!logoUrl) return 0;
  try {
    const ours = storage.parsePublicUrl(logoUrl);
    if (ours) {
      const object = await storage.get(ours.bucket, ours.key);
      if (!object) return 0;
      return measureLogo(Buffer.from(await new Response(object.body).arrayBuffer()));
    }
    const res = await politeFetch(logoUrl, policy, {
      accept: 'image/*',
      ...(signal ? { signal } : {}),
    });
    return res.status < 400 ? measureLogo(res.body) : 0;
  } catch {
    return 0;
  }
}

/**
 * Stores a found logo in the brand-logos bucket as {brandId}/{timestamp}-0.{ext} (spec 001 §7),
 * lists it in the brand's logo library and makes it the brand's logo, with its provenance, in one
 * transaction, together with the caller's `audit` row. Nothing is written for a protected brand;
 * the file is removed again then, and when the writes fail.
 */
export async function storeBrandLogo(
  db: Db,
  storage: Storage,
  brand: Pick<BrandRow, 'id' | 'name'>,
  found: FoundLogo,
  /** More to record with it: the candidates kept, or who chose it. */
  extra: Partial<FieldProvenance> = {},
  audit?: (tx: Db, url: string) => Promise<void>,
): Promise<string | null> {
  const key = `${brand.id}/${Date.now()}-0.${found.image.ext}`;
  await storage.put('brand-logos', key, found.image.data, {
    contentType: found.image.contentType,
    cacheControlSeconds: CACHE_SECONDS,
    overwrite: false,
  });
  const url = storage.publicUrl('brand-logos', key);
  const removeFile = () => storage.delete('brand-logos', key).catch(() => {});
  const written = await inTransaction(db, async (tx) => {
    const [current] = await tx
      .select({ protected: brands.protected })
      .from(brands)
      .where(eq(brands.id, brand.id))
      .for('update');
    if (!current || current.protected) return false;
    await tx.insert(brandLogos).values({
      brandId: brand.id,
      name: `${brand.name} Logo (${found.image.fileType})`,
      fileUrl: url,
      fileType: found.image.fileType,
    });
    const isWritten = await writeAnalyzedFields(
      tx,
      brand.id,
      { logoUrl: url },
      {
        source: found.source,
        method: found.method,
        at: new Date().toISOString(),
        confidence: found.confidence,
        evidence: found.evidence,
        ...extra,
      },
    );
    if (isWritten) await audit?.(tx, url);
    return isWritten;
  }).catch(async (error: unknown) => {
    await removeFile();
    throw error;
  });
  if (!written) {
    await removeFile();
    return null;
  }
  return url;
}
