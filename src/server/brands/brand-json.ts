import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { CONFIDENT } from '../../domain/extracted-candidate';
import { brands } from '../db/schema';

/**
 * A brand's API answer (`Brand`) written as JSON text by the database, field for field what
 * `toBrandDto` (brand-dto.ts) makes of the same row: the stored list card (`list_card`, the
 * `ListedBrand` part, migration 0015) with the other fields written after it. One text column
 * instead of fifty, so the driver parses one value and the route sends it without serialising
 * (docs/decisions/0140). A test compares the two for awkward rows.
 */

/** `asObject`: the value when it is a JSON object, else `otherwise`. */
const objectOr = (column: AnyPgColumn, otherwise: 'null' | '{}') =>
  sql`case when jsonb_typeof(${column}) = 'object' then ${column}::text else ${otherwise} end`;

/** `asObjectList`: the objects of a JSON array, in order; anything else is an empty list. */
const objectList = (column: AnyPgColumn) => sql`coalesce((
  select jsonb_agg(e order by n)::text
  from jsonb_array_elements(case when jsonb_typeof(${column}) = 'array' then ${column} else '[]'::jsonb end)
    with ordinality as k(e, n)
  where jsonb_typeof(e) = 'object'
), '[]')`;

/** `toISOString()`: UTC with milliseconds, or null. */
const isoTime = (column: AnyPgColumn) =>
  sql`json_text(to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;

/** A double as JSON.stringify writes it: NaN and the infinities are null. */
const jsonNumber = (column: AnyPgColumn) =>
  sql`case when ${column} in ('NaN'::float8, 'Infinity'::float8, '-Infinity'::float8) then 'null' else json_text(${column}) end`;

/** `unverifiedFieldsOf` (src/domain/provenance.ts), in SQL. */
const unverifiedFields = sql`coalesce((
  select to_json(array_agg(p.key order by p.key))::text from jsonb_each(${brands.provenance}) as p(key, value)
  where jsonb_typeof(p.value->'confidence') = 'number'
    and (p.value->>'confidence')::float8 < ${sql.raw(String(CONFIDENT))}
    and coalesce(p.value->>'unfilled', 'false') <> 'true'
), '[]')`;

/** The fields after the card, in `toBrandDto`'s order. */
const DETAIL_FIELDS: [string, SQL][] = [
  ['mission', sql`json_text(${brands.mission})`],
  ['vision', sql`json_text(${brands.vision})`],
  ['brand_image_url', sql`json_text(${brands.brandImageUrl})`],
  ['color_palette', sql`json_text(${brands.colorPalette})`],
  ['ai_color_names', objectOr(brands.aiColorNames, '{}')],
  ['keywords', sql`json_text(${brands.keywords})`],
  ['competitors', sql`json_text(${brands.competitors})`],
  ['annual_revenue', jsonNumber(brands.annualRevenue)],
  ['annual_revenue_currency', sql`json_text(${brands.annualRevenueCurrency})`],
  ['annual_revenue_year', sql`json_text(${brands.annualRevenueYear})`],
  ['brand_equity_value', jsonNumber(brands.brandEquityValue)],
  ['brand_equity_ranking', sql`json_text(${brands.brandEquityRanking})`],
  ['brand_equity_year', sql`json_text(${brands.brandEquityYear})`],
  ['brand_awareness_metrics', objectOr(brands.brandAwarenessMetrics, 'null')],
  ['competitive_positioning', objectOr(brands.competitivePositioning, 'null')],
  ['recent_news', objectList(brands.recentNews)],
  ['news_last_updated_at', isoTime(brands.newsLastUpdatedAt)],
  ['key_people', objectList(brands.keyPeople)],
  ['company_insights', objectOr(brands.companyInsights, 'null')],
  ['insights_last_updated_at', isoTime(brands.insightsLastUpdatedAt)],
  ['has_verified_colors', sql`json_text(${brands.hasVerifiedColors})`],
  ['protected', sql`json_text(${brands.protected})`],
  ['fonts', objectList(brands.fonts)],
  ['typography', objectList(brands.typography)],
  ['last_visited_at', isoTime(brands.lastVisitedAt)],
  ['analysis_error', sql`json_text(${brands.analysisError})`],
  ['analysis_started_at', isoTime(brands.analysisStartedAt)],
  ['analysis_completed_at', isoTime(brands.analysisCompletedAt)],
  ['listed', sql`json_text(${brands.listed})`],
  // Only an unlisted brand names who added it.
  ['created_by', sql`case when ${brands.listed} then 'null' else json_text(${brands.createdBy}) end`],
  ['unverified_fields', unverifiedFields],
  ['updated_at', isoTime(brands.updatedAt)],
];

/** The brand's `Brand` JSON: the card without its closing brace, then each detail field. */
export const BRAND_JSON = sql<string>`left(${brands.listCard}, -1) || ${sql.join(
  DETAIL_FIELDS.map(([field, value]) => sql`${sql.raw(`',${JSON.stringify(field)}:'`)} || ${value}`),
  sql` || `,
)} || '}'`;
