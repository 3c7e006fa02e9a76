import type { PublicBrandField } from '../../domain/brand-fields';
import type { BrandRow } from '../db/schema';

/** The brands column behind each public field (the API names are the column names, camel-cased here). */
export const FIELD_COLUMNS = {
  name: 'name',
  url: 'url',
  tagline: 'tagline',
  description: 'description',
  mission: 'mission',
  vision: 'vision',
  industry: 'industry',
  archetype: 'archetype',
  logo_url: 'logoUrl',
  brand_image_url: 'brandImageUrl',
  primary_color: 'primaryColor',
  secondary_color: 'secondaryColor',
  accent_color: 'accentColor',
  color_palette: 'colorPalette',
  ai_color_names: 'aiColorNames',
  keywords: 'keywords',
  competitors: 'competitors',
  year_founded: 'yearFounded',
  annual_revenue: 'annualRevenue',
  brand_equity_value: 'brandEquityValue',
  brand_awareness_metrics: 'brandAwarenessMetrics',
  pricing_strategy: 'pricingStrategy',
  competitive_positioning: 'competitivePositioning',
  recent_news: 'recentNews',
  key_people: 'keyPeople',
  company_insights: 'companyInsights',
  has_blue_badge: 'hasBlueBadge',
  has_verified_colors: 'hasVerifiedColors',
  fonts: 'fonts',
} as const satisfies Record<PublicBrandField, keyof BrandRow>;

/** What a column holds when a field has "no value" (the history's null): its empty form. */
const EMPTY_VALUES: Partial<Record<PublicBrandField, unknown>> = {
  color_palette: [],
  keywords: [],
  competitors: [],
  ai_color_names: {},
  recent_news: [],
  key_people: [],
  fonts: [],
  has_blue_badge: false,
  has_verified_colors: false,
};

/** The value a column is given for a field's value as the history keeps it (null meaning empty). */
export function columnValue(field: PublicBrandField, value: unknown): unknown {
  if (value === null || value === undefined) return field in EMPTY_VALUES ? EMPTY_VALUES[field] : null;
  return value;
}

/** A field's current value as the history compares it: empty forms read as null. */
export function historyValue(value: unknown): unknown {
  if (value === null || value === undefined || value === '' || value === false) return null;
  if (Array.isArray(value) && value.length === 0) return null;
  if (typeof value === 'object' && !Array.isArray(value) && Object.keys(value as object).length === 0)
    return null;
  return value;
}

/** Deep equality of two JSON values, as jsonb compares them (key order ignored). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, i) => sameJson(item, other[i]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length && keys.every((k) => k in right && sameJson(left[k], right[k]))
  );
}
