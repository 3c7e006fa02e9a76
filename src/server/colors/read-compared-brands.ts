import { and, inArray } from 'drizzle-orm';
import { brandColorEntries } from '../../domain/brand-color-entries';
import type { ComparedBrand } from '../../domain/color-intel';
import type { Db } from '../db/client';
import { brands } from '../db/schema';
import { AppError } from '../errors';
import { colorDetailOf } from './color-details';

/** A comparison shows each brand's main colours and the start of its palette: eight at most. */
export const COMPARED_COLORS_MAX = 8;

const asObject = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

/** The brands named by their slugs, in that order, each with its colours in depth; 404 naming any missing. */
export async function readComparedBrands(
  db: Db,
  slugs: readonly string[],
  maxColors = COMPARED_COLORS_MAX,
): Promise<ComparedBrand[]> {
  const rows = await db
    .select({
      id: brands.id,
      slug: brands.slug,
      name: brands.name,
      url: brands.url,
      tagline: brands.tagline,
      description: brands.description,
      logoUrl: brands.logoUrl,
      industry: brands.industry,
      archetype: brands.archetype,
      pricingStrategy: brands.pricingStrategy,
      yearFounded: brands.yearFounded,
      annualRevenue: brands.annualRevenue,
      annualRevenueCurrency: brands.annualRevenueCurrency,
      annualRevenueYear: brands.annualRevenueYear,
      brandEquityValue: brands.brandEquityValue,
      brandEquityRanking: brands.brandEquityRanking,
      brandEquityYear: brands.brandEquityYear,
      brandAwarenessMetrics: brands.brandAwarenessMetrics,
      competitivePositioning: brands.competitivePositioning,
      hasBlueBadge: brands.hasBlueBadge,
      primaryColor: brands.primaryColor,
      secondaryColor: brands.secondaryColor,
      accentColor: brands.accentColor,
      colorPalette: brands.colorPalette,
      aiColorNames: brands.aiColorNames,
    })
    .from(brands)
    .where(and(inArray(brands.slug, [...slugs]), brands.listed));
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  const missing = slugs.filter((slug) => !bySlug.has(slug));
  if (missing.length > 0) {
    throw new AppError('NOT_FOUND', `No brand with the slug ${missing.map((s) => `'${s}'`).join(', ')}`);
  }
  return slugs.map((slug) => {
    const row = bySlug.get(slug) as (typeof rows)[number];
    const colors = brandColorEntries({
      primary_color: row.primaryColor,
      secondary_color: row.secondaryColor,
      accent_color: row.accentColor,
      color_palette: row.colorPalette,
      ai_color_names: asObject(row.aiColorNames) as Record<string, string> | null,
    }).slice(0, maxColors);
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      url: row.url,
      tagline: row.tagline,
      description: row.description,
      logo_url: row.logoUrl,
      industry: row.industry,
      archetype: row.archetype,
      pricing_strategy: row.pricingStrategy,
      year_founded: row.yearFounded,
      annual_revenue: row.annualRevenue,
      annual_revenue_currency: row.annualRevenueCurrency,
      annual_revenue_year: row.annualRevenueYear,
      brand_equity_value: row.brandEquityValue,
      brand_equity_ranking: row.brandEquityRanking,
      brand_equity_year: row.brandEquityYear,
      brand_awareness_metrics: asObject(row.brandAwarenessMetrics) as Record<string, number | string> | null,
      competitive_positioning: asObject(row.competitivePositioning),
      has_blue_badge: row.hasBlueBadge,
      primary_color: colors.find((c) => c.role === 'primary')?.hex ?? null,
      colors: colors.map(colorDetailOf),
    };
  });
}
