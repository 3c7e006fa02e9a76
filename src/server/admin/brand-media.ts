import { eq, sql } from 'drizzle-orm';
import type { MediaKind } from '../../domain/brand-media';
import { recordAudit } from '../audit/record-audit';
import type { SessionUser } from '../auth/session-user';
import { type Db, queryRows } from '../db/client';
import { brandLogos, brands } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { AppError } from '../errors';
import { InvalidImageError, prepareImage } from '../images/prepare-image';
import type { FetchPolicy } from '../net/fetcher/safe-fetch';
import { type Storage, StorageUnavailableError } from '../storage/storage';
import { fetchImageUrl, IMAGE_URL_MESSAGES } from './fetch-image-url';

/** spec 001 §9: stored files are cached for 3600 seconds. */
const CACHE_SECONDS = 3600;

async function brandOrThrow(db: Db, brandId: string) {
  const [brand] = await db.select().from(brands).where(eq(brands.id, brandId));
  if (!brand) throw new AppError('NOT_FOUND', 'No such brand');
  return brand;
}

async function checked(bytes: Buffer, photo: boolean) {
  try {
    return await prepareImage(bytes, { photo });
  } catch (error) {
    if (error instanceof InvalidImageError) throw new AppError('UNPROCESSABLE', error.message);
    throw error;
  }
}

/** Whether any brand's logo or image, or any logo library entry, still points at the file. */
async function isFileInUse(db: Db, url: string): Promise<boolean> {
  const [used] = await queryRows<{ used: boolean }>(
    db,
    sql`select exists (select 1 from brand_logos where file_url = ${url})
         or exists (select 1 from brands where logo_url = ${url} or brand_image_url = ${url}) as used`,
  );
  return used?.used ?? false;
}

/**
 * Removes a file we stored once nothing uses it any more (spec 001 §7): the analyzer's logo is both
 * the main logo and a library entry, so replacing one must not take the file from the other. URLs
 * of other hosts are left alone.
 */
async function removeIfOurs(db: Db, storage: Storage, url: string | null) {
  const ours = url ? storage.parsePublicUrl(url) : null;
  if (!ours || !url || (await isFileInUse(db, url))) return;
  await storage.delete(ours.bucket, ours.key).catch(() => {});
}

/**
 * Brand image ({brandId}-{timestamp}.{ext}) or main logo ({brandId}-logo-{timestamp}.{ext}) in the
 * brand-images bucket, never overwriting; the previous file of ours is removed.
 */
export async function uploadBrandMedia(
  db: Db,
  storage: Storage,
  input: { brandId: string; kind: MediaKind; bytes: Buffer; copiedFrom?: string },
  actor: SessionUser,
) {
  const brand = await brandOrThrow(db, input.brandId);
  const image = await checked(input.bytes, input.kind === 'image');
  const key = `${brand.id}-${input.kind === 'logo' ? 'logo-' : ''}${Date.now()}.${image.ext}`;
  await storage.put('brand-images', key, image.data, {
    contentType: image.contentType,
    cacheControlSeconds: CACHE_SECONDS,
    overwrite: false,
  });
  return setBrandMediaUrl(
    db,
    storage,
    {
      brandId: brand.id,
      kind: input.kind,
      url: storage.publicUrl('brand-images', key),
      ...(input.copiedFrom ? { copiedFrom: input.copiedFrom } : {}),
    },
    actor,
  );
}

/**
 * 'Set URL': the image at an https address is fetched (fetchImageUrl), checked by its bytes like an
 * upload and stored as a copy in brand-images, so the page shows it from our own origin. A wrong
 * address, an http one, a page or an unreachable host changes nothing and says why.
 */
export async function copyBrandMediaFromUrl(
  db: Db,
  storage: Storage,
  policy: FetchPolicy,
  input: { brandId: string; kind: MediaKind; url: string },
  actor: SessionUser,
) {
  await brandOrThrow(db, input.brandId);
  const bytes = await fetchImageUrl(input.url, policy);
  try {
    return await uploadBrandMedia(db, storage, { ...input, bytes, copiedFrom: input.url }, actor);
  } catch (error) {
    // The bytes are not an image the page can show (an HTML page, a PDF, a broken file).
    if (error instanceof AppError && error.code === 'UNPROCESSABLE') {
      throw new AppError('UNPROCESSABLE', `${IMAGE_URL_MESSAGES.notAnImage}: ${error.message}`);
    }
    throw error;
  }
}

export async function setBrandMediaUrl(
  db: Db,
  storage: Storage,
  input: { brandId: string; kind: MediaKind; url: string | null; copiedFrom?: string },
  actor: SessionUser,
) {
  const brand = await brandOrThrow(db, input.brandId);
  const column = input.kind === 'logo' ? 'logoUrl' : 'brandImageUrl';
  const before = brand[column];
  const after = await inTransaction(db, async (tx) => {
    const [changed] = await tx
      .update(brands)
      .set({
        [column]: input.url,
        // The history names where the value came from: an admin's upload, link or removal.
        provenance: sql`${brands.provenance} || ${JSON.stringify({
          [input.kind === 'logo' ? 'logo_url' : 'brand_image_url']: {
            source: `admin:${actor.email}`,
            method: input.url ? 'media' : 'media removed',
            at: new Date().toISOString(),
            // The address a copied image was fetched from.
            ...(input.copiedFrom
              ? { evidence: { source: 'image URL set by an admin', url: input.copiedFrom } }
              : {}),
          },
        })}::jsonb`,
        updatedAt: sql`now()`,
      })
      .where(eq(brands.id, brand.id))
      .returning();
    await recordAudit(tx, actor, {
      action: input.url ? `brand.${input.kind}.set` : `brand.${input.kind}.remove`,
      targetType: 'brand',
      targetId: brand.id,
      before: { [column]: before },
      after: { [column]: input.url, ...(input.copiedFrom ? { copied_from: input.copiedFrom } : {}) },
    });
    return changed;
  });
  // The old file goes once the change is kept: a change rolled back still shows it.
  if (before && before !== input.url) await removeIfOurs(db, storage, before);
  return after ?? brand;
}

/** The logo library: files stored as {brandId}/{timestamp}-{index}.{ext}; each checked on its own. */
export async function addLibraryLogos(
  db: Db,
  storage: Storage,
  input: { brandId: string; files: { name: string; bytes: Buffer }[] },
  actor: SessionUser,
) {
  const brand = await brandOrThrow(db, input.brandId);
  const stamp = Date.now();
  const added: (typeof brandLogos.$inferSelect)[] = [];
  const failed: { name: string; reason: string }[] = [];
  for (const [index, file] of input.files.entries()) {
    try {
      const image = await checked(file.bytes, false);
      const key = `${brand.id}/${stamp}-${index}.${image.ext}`;
      await storage.put('brand-logos', key, image.data, {
        contentType: image.contentType,
        cacheControlSeconds: CACHE_SECONDS,
        overwrite: false,
      });
      const base =
        file.name
          .replace(/\.[^.]+$/, '')
          .trim()
          .slice(0, 120) || `${brand.name} Logo`;
      const [row] = await db
        .insert(brandLogos)
        .values({
          brandId: brand.id,
          name: `${base} (${image.fileType})`,
          fileUrl: storage.publicUrl('brand-logos', key),
          fileType: image.fileType,
        })
        .returning();
      if (row) added.push(row);
    } catch (error) {
      // A store that is down or full fails the upload as a whole (503, 507), unless some files
      // made it: those are kept, whole, and the rest reported.
      const storeFailed =
        error instanceof StorageUnavailableError ||
        (error instanceof AppError && error.code === 'STORAGE_FULL');
      if (storeFailed && added.length === 0) throw error;
      failed.push({ name: file.name.slice(0, 120), reason: (error as Error).message });
    }
  }
  if (added.length > 0) {
    await recordAudit(db, actor, {
      action: 'brand.logos.add',
      targetType: 'brand',
      targetId: brand.id,
      after: { added: added.map((a) => a.fileUrl) },
    });
  }
  return { added, failed };
}

export async function addLibraryLogoUrl(
  db: Db,
  input: { brandId: string; url: string; name: string },
  actor: SessionUser,
) {
  const brand = await brandOrThrow(db, input.brandId);
  const ext = new URL(input.url).pathname.split('.').pop()?.toUpperCase() ?? '';
  const fileType = /^(SVG|PNG|JPE?G|WEBP|GIF|AVIF)$/.test(ext) ? ext.replace('JPEG', 'JPG') : 'URL';
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(brandLogos)
      .values({ brandId: brand.id, name: input.name || `${brand.name} Logo`, fileUrl: input.url, fileType })
      .returning();
    await recordAudit(tx, actor, {
      action: 'brand.logos.add-url',
      targetType: 'brand',
      targetId: brand.id,
      after: { url: input.url },
    });
    return row;
  });
}

export async function renameLibraryLogo(db: Db, logoId: string, name: string, actor: SessionUser) {
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(brandLogos).where(eq(brandLogos.id, logoId)).for('update');
    if (!before) throw new AppError('NOT_FOUND', 'No such logo');
    const [after] = await tx.update(brandLogos).set({ name }).where(eq(brandLogos.id, logoId)).returning();
    await recordAudit(tx, actor, {
      action: 'brand.logos.rename',
      targetType: 'brand_logo',
      targetId: logoId,
      before: { name: before.name },
      after: { name },
    });
    return after;
  });
}

export async function deleteLibraryLogo(db: Db, storage: Storage, logoId: string, actor: SessionUser) {
  const removed = await inTransaction(db, async (tx) => {
    const [row] = await tx.delete(brandLogos).where(eq(brandLogos.id, logoId)).returning();
    if (!row) throw new AppError('NOT_FOUND', 'No such logo');
    await recordAudit(tx, actor, {
      action: 'brand.logos.delete',
      targetType: 'brand_logo',
      targetId: logoId,
      before: row,
    });
    return row;
  });
  // The file goes once the row is gone for good.
  await removeIfOurs(db, storage, removed.fileUrl);
  return { deleted: true };
}
