import { getTableColumns, sql } from 'drizzle-orm';
import type { Brand, ListedBrand } from '../../domain/brand';
import { CONFIDENT } from '../../domain/extracted-candidate';
import { logoKitOf } from '../../domain/logo-kit';
import type { BrandLogoFile } from '../../domain/logo-library';
import { unverifiedFieldsOf } from '../../domain/provenance';
import { type BrandRow, type brandLogos, brands } from '../db/schema';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const asObject = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
const asObjectList = (v: unknown): Record<string, unknown>[] =>
  Array.isArray(v) ? v.filter((x): x is Record<string, unknown> => asObject(x) !== null) : [];

const {
  searchText: _searchText,
  nameKey: _nameKey,
  colorFamilies: _families,
  provenance: _provenance,
  industryKey: _industryKey,
  archetypeKey: _archetypeKey,
  colorMask: _colorMask,
  siteKey: _siteKey,
  listCard: _listCard,
  ...shown
} = getTableColumns(brands);
/**
 * The fields whose value the analyzer was not confident of, read from the provenance in the
 * database (unverifiedFieldsOf, in SQL), so the page gets the mark without the provenance itself.
 */
const unverifiedFields = sql<string[]>`coalesce((
  select array_agg(p.key order by p.key) from jsonb_each(${brands.provenance}) as p(key, value)
  where jsonb_typeof(p.value->'confidence') = 'number'
    and (p.value->>'confidence')::float8 < ${CONFIDENT}
    and coalesce(p.value->>'unfilled', 'false') <> 'true'
), '{}'::text[])`;

/** The columns the API shows: internal search and filter keys and provenance stay in the database. */
export const BRAND_DTO_COLUMNS = { ...shown, unverifiedFields };
export type BrandDtoRow = Omit<
  BrandRow,
  | 'searchText'
  | 'nameKey'
  | 'colorFamilies'
  | 'provenance'
  | 'industryKey'
  | 'archetypeKey'
  | 'colorMask'
  | 'siteKey'
  | 'listCard'
> &
  ({ unverifiedFields: string[] | string | null } | { provenance: BrandRow['provenance'] });

/** Postgres arrays may arrive as their text form ('{a,b}') from some drivers. */
function textArray(value: string[] | string | null): string[] {
  if (Array.isArray(value)) return value;
  if (!value || value === '{}') return [];
  return value
    .replace(/^\{|\}$/g, '')
    .split(',')
    .map((v) => v.replace(/^"|"$/g, ''));
}

/** A stored brand in the API's words (spec 001 §3 field names). */
export function toBrandDto(row: BrandDtoRow): Brand {
  return {
    ...toListedBrand(row),
    mission: row.mission,
    vision: row.vision,
    brand_image_url: row.brandImageUrl,
    color_palette: row.colorPalette,
    ai_color_names: (asObject(row.aiColorNames) as Record<string, string> | null) ?? {},
    keywords: row.keywords,
    competitors: row.competitors,
    annual_revenue: row.annualRevenue,
    annual_revenue_currency: row.annualRevenueCurrency,
    annual_revenue_year: row.annualRevenueYear,
    brand_equity_value: row.brandEquityValue,
    brand_equity_ranking: row.brandEquityRanking,
    brand_equity_year: row.brandEquityYear,
    brand_awareness_metrics: asObject(row.brandAwarenessMetrics) as Record<string, number | string> | null,
    competitive_positioning: asObject(row.competitivePositioning),
    recent_news: asObjectList(row.recentNews),
    news_last_updated_at: iso(row.newsLastUpdatedAt),
    key_people: asObjectList(row.keyPeople),
    company_insights: asObject(row.companyInsights),
    insights_last_updated_at: iso(row.insightsLastUpdatedAt),
    has_verified_colors: row.hasVerifiedColors,
    protected: row.protected,
    fonts: asObjectList(row.fonts),
    typography: asObjectList(row.typography),
    last_visited_at: iso(row.lastVisitedAt),
    analysis_error: row.analysisError,
    analysis_started_at: iso(row.analysisStartedAt),
    analysis_completed_at: iso(row.analysisCompletedAt),
    listed: row.listed,
    created_by: row.listed ? null : row.createdBy,
    unverified_fields:
      'unverifiedFields' in row ? textArray(row.unverifiedFields) : unverifiedFieldsOf(row.provenance),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The columns of a list's card (`ListedBrand`): a page of 24 reads and sends these alone. */
export const LISTED_BRAND_COLUMNS = {
  id: brands.id,
  slug: brands.slug,
  name: brands.name,
  url: brands.url,
  tagline: brands.tagline,
  description: brands.description,
  industry: brands.industry,
  archetype: brands.archetype,
  logoUrl: brands.logoUrl,
  logoKit: brands.logoKit,
  primaryColor: brands.primaryColor,
  secondaryColor: brands.secondaryColor,
  accentColor: brands.accentColor,
  pricingStrategy: brands.pricingStrategy,
  yearFounded: brands.yearFounded,
  hasBlueBadge: brands.hasBlueBadge,
  favoriteCount: brands.favoriteCount,
  visitCount: brands.visitCount,
  analysisStatus: brands.analysisStatus,
  createdAt: brands.createdAt,
};
export type ListedBrandRow = Pick<BrandRow, keyof typeof LISTED_BRAND_COLUMNS>;

/** A listed brand in the API's words. */
export function toListedBrand(row: ListedBrandRow): ListedBrand {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    url: row.url,
    tagline: row.tagline,
    description: row.description,
    industry: row.industry,
    archetype: row.archetype,
    logo_url: row.logoUrl,
    logo_kit: logoKitOf(row.logoKit),
    primary_color: row.primaryColor,
    secondary_color: row.secondaryColor,
    accent_color: row.accentColor,
    pricing_strategy: row.pricingStrategy,
    year_founded: row.yearFounded,
    has_blue_badge: row.hasBlueBadge,
    favorite_count: row.favoriteCount,
    visit_count: row.visitCount,
    analysis_status: row.analysisStatus,
    created_at: row.createdAt.toISOString(),
  };
}

/** A file of a brand's logo library in the API's words. */
export function toBrandLogoFile(row: typeof brandLogos.$inferSelect): BrandLogoFile {
  return {
    id: row.id,
    name: row.name,
    file_url: row.fileUrl,
    file_type: row.fileType,
    created_at: row.createdAt.toISOString(),
  };
}
