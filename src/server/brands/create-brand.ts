import { eq, like } from 'drizzle-orm';
import { z } from 'zod';
import { EMPTY_SLUG_BASE, toBrandSlug, uniqueSlug } from '../../domain/slug';
import { INDUSTRIES } from '../../domain/taxonomy';
import type { SessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import { type BrandRow, brands } from '../db/schema';
import { AppError } from '../errors';

export const CreateBrandSchema = z.object({
  name: z.string().trim().min(1, 'Please enter a brand name').max(120),
  industry: z.enum(INDUSTRIES, { message: 'Please choose an industry' }),
  url: z
    .string()
    .trim()
    .min(1, 'Please enter the brand website')
    .max(2048)
    .transform((value) => (/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`))
    .pipe(z.url({ protocol: /^https?$/, message: 'Please enter a valid http or https address' })),
});
export type CreateBrandInput = z.infer<typeof CreateBrandSchema>;

/**
 * Inserts the brand as pending with the wizard's slug (spec 000 §4), made unique when taken.
 * The analysis is queued by the caller in the same transaction.
 */
export async function createBrand(db: Db, input: CreateBrandInput, actor: SessionUser): Promise<BrandRow> {
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
