import { inArray, or, sql } from 'drizzle-orm';
import { VODKA_BRAND_NAMES } from '../../domain/galleries';
import { recordAudit } from '../audit/record-audit';
import type { SessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import { brands } from '../db/schema';
import { SEED_BRANDS } from '../db/seed/catalogue';
import { toRow as seedBrandRow } from '../db/seed/seed-catalogue';
import { inTransaction } from '../db/transaction';

/** The 13 vodka brands of the /vodka-brands gallery, as the curated catalogue describes them. */
export const VODKA_SEED_BRANDS = SEED_BRANDS.filter((seed) =>
  (VODKA_BRAND_NAMES as readonly string[]).includes(seed.name),
);

/**
 * add-brands ('Add Vodka Brands', spec 001 §2): inserts the gallery's vodka brands that are missing,
 * matched by slug or by name in any case, in one transaction. Brands already there are left as
 * they are, so pressing the button twice adds nothing the second time.
 */
export async function addVodkaBrands(
  db: Db,
  actor: SessionUser,
): Promise<{ message: string; added: { id: string; slug: string }[] }> {
  const at = new Date().toISOString();
  const added = await inTransaction(db, async (tx) => {
    const present = await tx
      .select({ slug: brands.slug, name: sql<string>`lower(${brands.name})` })
      .from(brands)
      .where(
        or(
          inArray(
            brands.slug,
            VODKA_SEED_BRANDS.map((s) => s.slug),
          ),
          inArray(
            brands.nameLower,
            VODKA_SEED_BRANDS.map((s) => s.name.toLowerCase()),
          ),
        ),
      );
    const missing = VODKA_SEED_BRANDS.filter(
      (seed) => !present.some((p) => p.slug === seed.slug || p.name === seed.name.toLowerCase()),
    );
    if (missing.length === 0) return [];
    const rows = await tx
      .insert(brands)
      .values(missing.map((seed) => seedBrandRow(seed, at)))
      .onConflictDoNothing({ target: brands.slug })
      .returning({ id: brands.id, slug: brands.slug });
    await recordAudit(tx, actor, {
      action: 'brands.add-vodka',
      targetType: 'brand',
      targetId: null,
      after: { added: rows.map((r) => r.slug) },
    });
    return rows;
  });
  const message =
    added.length === 0
      ? `All ${VODKA_SEED_BRANDS.length} vodka brands are already in the catalogue`
      : `Added ${added.length} vodka ${added.length === 1 ? 'brand' : 'brands'} to the catalogue`;
  return { message, added };
}
