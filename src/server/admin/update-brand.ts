import { eq, sql } from 'drizzle-orm';
import type { BrandEdit } from '../../domain/brand-edit';
import { recordAudit } from '../audit/record-audit';
import type { SessionUser } from '../auth/session-user';
import { colorFamiliesOf } from '../brands/derived-fields';
import type { Db } from '../db/client';
import { brands } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { AppError } from '../errors';

const COLUMNS: Record<keyof BrandEdit, keyof typeof brands.$inferInsert> = {
  name: 'name',
  tagline: 'tagline',
  description: 'description',
  mission: 'mission',
  vision: 'vision',
  url: 'url',
  industry: 'industry',
  archetype: 'archetype',
  pricing_strategy: 'pricingStrategy',
  year_founded: 'yearFounded',
  primary_color: 'primaryColor',
  secondary_color: 'secondaryColor',
  accent_color: 'accentColor',
  color_palette: 'colorPalette',
  ai_color_names: 'aiColorNames',
  keywords: 'keywords',
  competitors: 'competitors',
  has_blue_badge: 'hasBlueBadge',
  has_verified_colors: 'hasVerifiedColors',
};

/**
 * Save Changes on the brand page: one transaction that refuses a protected brand, records every
 * changed field's provenance as an admin edit, and writes the audit log with before and after.
 */
export async function updateBrand(db: Db, brandId: string, edit: BrandEdit, actor: SessionUser) {
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(brands).where(eq(brands.id, brandId)).for('update');
    if (!before) throw new AppError('NOT_FOUND', 'No such brand');
    if (before.protected) throw new AppError('CONFLICT', 'This brand is protected: unprotect it to edit');
    const set: Record<string, unknown> = {};
    const provenance: Record<string, unknown> = {};
    const at = new Date().toISOString();
    for (const [field, value] of Object.entries(edit) as [keyof BrandEdit, unknown][]) {
      if (value === undefined) continue;
      set[COLUMNS[field]] = value;
      provenance[field] = { source: `admin:${actor.email}`, method: 'edit', at };
    }
    if (Object.keys(set).length === 0) return before;
    const colors = {
      primaryColor: (set.primaryColor as string | null | undefined) ?? before.primaryColor,
      secondaryColor: (set.secondaryColor as string | null | undefined) ?? before.secondaryColor,
      accentColor: (set.accentColor as string | null | undefined) ?? before.accentColor,
    };
    const [after] = await tx
      .update(brands)
      .set({
        ...set,
        colorFamilies: colorFamiliesOf(colors),
        provenance: sql`${brands.provenance} || ${JSON.stringify(provenance)}::jsonb`,
        updatedAt: sql`now()`,
      })
      .where(eq(brands.id, brandId))
      .returning();
    const changedBefore = Object.fromEntries(
      Object.keys(edit).map((k) => [k, before[COLUMNS[k as keyof BrandEdit] as keyof typeof before]]),
    );
    await recordAudit(tx, actor, {
      action: 'brand.update',
      targetType: 'brand',
      targetId: brandId,
      before: changedBefore,
      after: edit,
    });
    return after ?? before;
  });
}

/** toggle-protection (spec 001 §7): a protected brand cannot be edited or re-analysed. */
export async function setProtection(db: Db, brandId: string, value: boolean, actor: SessionUser) {
  return inTransaction(db, async (tx) => {
    const [before] = await tx
      .select({ protected: brands.protected })
      .from(brands)
      .where(eq(brands.id, brandId));
    if (!before) throw new AppError('NOT_FOUND', 'No such brand');
    const [after] = await tx
      .update(brands)
      .set({ protected: value, updatedAt: sql`now()` })
      .where(eq(brands.id, brandId))
      .returning();
    await recordAudit(tx, actor, {
      action: value ? 'brand.protect' : 'brand.unprotect',
      targetType: 'brand',
      targetId: brandId,
      before,
      after: { protected: value },
    });
    return after;
  });
}
