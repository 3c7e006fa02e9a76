import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { HEX_COLOR_PATTERN } from '../../domain/brand';
import { ARCHETYPES, INDUSTRIES, PRICING_STRATEGIES } from '../../domain/taxonomy';
import { recordAudit } from '../audit/record-audit';
import type { SessionUser } from '../auth/session-user';
import { colorFamiliesOf } from '../brands/derived-fields';
import type { Db } from '../db/client';
import { brands } from '../db/schema';
import { AppError } from '../errors';

const hex = z
  .string()
  .regex(HEX_COLOR_PATTERN, 'must be # followed by six hex digits')
  .transform((v) => v.toUpperCase());
const text = (max: number) => z.string().trim().max(max).nullable();

/** The fields an admin edits on the brand page (spec 001 §2 edit mode). */
export const BrandEditSchema = z
  .object({
    name: z.string().trim().min(1).max(120),
    tagline: text(300),
    description: text(5_000),
    mission: text(2_000),
    vision: text(2_000),
    url: z
      .url({ protocol: /^https?$/ })
      .max(2048)
      .nullable(),
    industry: z.enum(INDUSTRIES).nullable(),
    archetype: z.enum(ARCHETYPES).nullable(),
    pricing_strategy: z.enum(PRICING_STRATEGIES).nullable(),
    year_founded: z.number().int().min(1000).max(3000).nullable(),
    primary_color: hex.nullable(),
    secondary_color: hex.nullable(),
    accent_color: hex.nullable(),
    color_palette: z.array(hex).max(24),
    ai_color_names: z.record(z.string().regex(HEX_COLOR_PATTERN), z.string().trim().min(1).max(80)),
    keywords: z.array(z.string().trim().min(1).max(60)).max(40),
    competitors: z.array(z.string().trim().min(1).max(120)).max(40),
    has_blue_badge: z.boolean(),
    has_verified_colors: z.boolean(),
  })
  .partial()
  .strict();
export type BrandEdit = z.infer<typeof BrandEditSchema>;

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
  return db.transaction(async (tx) => {
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
    await recordAudit(tx as unknown as Db, actor, {
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
  return db.transaction(async (tx) => {
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
    await recordAudit(tx as unknown as Db, actor, {
      action: value ? 'brand.protect' : 'brand.unprotect',
      targetType: 'brand',
      targetId: brandId,
      before,
      after: { protected: value },
    });
    return after;
  });
}
