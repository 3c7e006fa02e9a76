import { and, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { QuadrantBrands } from '../../domain/catalogue-views';
import { LUXURY_FILTER_PRICING } from '../../domain/quadrant';
import type { Db } from '../db/client';
import { brands } from '../db/schema';

/** The chart plots at most this many brands (the most visited), enough to read and fast to draw. */
export const QUADRANT_LIMIT = 300;

/**
 * Brands with a pricing position (spec 000 §7 quadrants), filtered: 'luxury' (luxury or premium,
 * the default), 'industry:{name}' or 'archetype:{name}'. Scores are computed by src/domain.
 */
export async function listQuadrantBrands(db: Db, filter: string): Promise<QuadrantBrands> {
  const where: SQL[] = [sql`${brands.listed}`, isNotNull(brands.pricingStrategy)];
  const [kind, ...rest] = filter.split(':');
  const value = rest.join(':').trim().toLowerCase();
  if (kind === 'industry' && value) where.push(eq(brands.industryKey, value));
  else if (kind === 'archetype' && value) where.push(eq(brands.archetypeKey, value.replace(/^the\s+/, '')));
  else if (kind === 'all') {
    // every brand with a pricing position
  } else where.push(inArray(brands.pricingStrategy, [...LUXURY_FILTER_PRICING]));

  const [items, [counted]] = await Promise.all([
    db
      .select({
        id: brands.id,
        name: brands.name,
        slug: brands.slug,
        industry: brands.industry,
        archetype: brands.archetype,
        pricing_strategy: brands.pricingStrategy,
        year_founded: brands.yearFounded,
        annual_revenue: brands.annualRevenue,
        annual_revenue_currency: brands.annualRevenueCurrency,
        brand_equity_value: brands.brandEquityValue,
        primary_color: brands.primaryColor,
      })
      .from(brands)
      .where(and(...where))
      // The order of the trending index, so a large filter walks it and stops at the limit.
      .orderBy(sql`${brands.visitCount} desc nulls last`, sql`${brands.id} desc nulls last`)
      .limit(QUADRANT_LIMIT),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(brands)
      .where(and(...where)),
  ]);
  return { items, total: counted?.n ?? 0 };
}
