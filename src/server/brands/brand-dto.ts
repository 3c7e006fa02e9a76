import { getTableColumns, sql } from 'drizzle-orm';
import { type Brand, type ListedBrand, ListedBrandSchema } from '../../domain/brand';
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
  nameCompact: _nameCompact,
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
  | 'nameCompact'
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

/** `analysis_status` → `analysisStatus`: an API field's column, as drizzle names it. */
type ColumnName<Field extends string> = Field extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<ColumnName<Tail>>}`
  : Field;
const columnName = <Field extends string>(field: Field) =>
  field.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()) as ColumnName<Field>;

type ListedField = keyof ListedBrand;
type ListedColumn = ColumnName<ListedField> & keyof typeof brands;
/** The fields of a list's card, as ListedBrandSchema (src/domain/brand.ts) declares them. */
const LISTED_FIELDS = Object.keys(ListedBrandSchema.shape) as ListedField[];
const brandColumns = getTableColumns(brands);

/**
 * The columns of a list's card (`ListedBrand`), derived from its schema: a page of 24 reads and
 * sends these alone. A card field without a column of that name is a type error here.
 */
export const LISTED_BRAND_COLUMNS = Object.fromEntries(
  LISTED_FIELDS.map((field) => [columnName(field), brandColumns[columnName(field)]]),
) as { [Field in ListedField as ColumnName<Field>]: (typeof brands)[ColumnName<Field> & ListedColumn] };
export type ListedBrandRow = Pick<BrandRow, ColumnName<ListedField>>;

/** A listed brand in the API's words: each card field from its column, two of them converted. */
export function toListedBrand(row: ListedBrandRow): ListedBrand {
  const card = Object.fromEntries(LISTED_FIELDS.map((field) => [field, row[columnName(field)]]));
  return {
    ...(card as Omit<ListedBrand, 'logo_kit' | 'created_at'>),
    logo_kit: logoKitOf(row.logoKit),
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
