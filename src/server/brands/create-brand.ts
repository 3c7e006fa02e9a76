import { eq, like } from 'drizzle-orm';
import type { CreateBrandInput } from '../../domain/brand-input';
import { sameWebsiteMessage } from '../../domain/duplicate';
import { EMPTY_SLUG_BASE, toBrandSlug, uniqueSlug } from '../../domain/slug';
import type { SessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import { type BrandRow, brands } from '../db/schema';
import { AppError } from '../errors';
import { findSameWebsite } from './find-same-website';
import { canSeeUnlisted } from './get-brand';

/** Declared with the API contract; named here too for the analyzer's routes. */
export { type CreateBrandInput, CreateBrandSchema } from '../../domain/brand-input';

/**
 * The same website (registrable domain) is not added twice: a brand the actor may see is offered
 * (its name and slug ride in the problem document as `brand`); another user's brand still in its
 * first analysis refuses without naming it. A failed brand of someone else does not block.
 */
export async function refuseSameWebsite(
  db: Db,
  url: string,
  actor: SessionUser,
  exceptBrandId: string | null = null,
): Promise<void> {
  const same = (await findSameWebsite(db, url)).filter((b) => b.id !== exceptBrandId);
  const visible = same.find((b) => b.listed || canSeeUnlisted(b, actor));
  if (visible) {
    throw new AppError('CONFLICT', sameWebsiteMessage(visible.name), {
      brand: { name: visible.name, slug: visible.slug, listed: visible.listed },
    });
  }
  if (same.some((b) => b.analysisStatus !== 'failed')) {
    throw new AppError(
      'CONFLICT',
      'This website is already being added to the catalogue. It will appear once its analysis completes.',
    );
  }
}

/**
 * Inserts the brand as pending with the wizard's slug (spec 000 §4), made unique when taken.
 * The analysis is queued by the caller in the same transaction.
 */
export async function createBrand(db: Db, input: CreateBrandInput, actor: SessionUser): Promise<BrandRow> {
  await refuseSameWebsite(db, input.url, actor);
  const base = toBrandSlug(input.name) || EMPTY_SLUG_BASE;
  // The slug holds only a-z, 0-9 and hyphens, so it is safe as a LIKE prefix.
  const taken = await db
    .select({ slug: brands.slug })
    .from(brands)
    .where(like(brands.slug, `${base}%`));
  const takenSet = new Set(taken.map((r) => r.slug));
  const slug = uniqueSlug(base, (s) => takenSet.has(s));
  const now = new Date().toISOString();
  const [row] = await db
    .insert(brands)
    .values({
      slug,
      name: input.name,
      url: input.url,
      industry: input.industry,
      analysisStatus: 'pending',
      // Listed once its analysis completed (docs/decisions/0116, "Unanalysed brands are private").
      createdBy: actor.id,
      listed: false,
      provenance: {
        name: { source: `user:${actor.id}`, method: 'add-brand wizard', at: now },
        url: { source: `user:${actor.id}`, method: 'add-brand wizard', at: now },
        industry: { source: `user:${actor.id}`, method: 'add-brand wizard', at: now },
      },
    })
    .onConflictDoNothing({ target: brands.slug })
    .returning();
  if (!row) {
    // Another request took the slug between our read and write.
    const [existing] = await db.select({ id: brands.id }).from(brands).where(eq(brands.slug, slug));
    throw new AppError(
      'CONFLICT',
      existing ? 'That brand was just added. Please try again.' : 'Could not add the brand',
    );
  }
  return row;
}
