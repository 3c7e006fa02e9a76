import { z } from 'zod';
import { ANALYSIS_STATUSES, BRAND_SORTS, PRICING_STRATEGIES } from './taxonomy';

export { HEX_COLOR_PATTERN } from './hex';

/** Values from analysis or import are loosely shaped; the API passes them through as JSON. */
const jsonObject = z.record(z.string(), z.unknown());

/** One variant of the brand's logo kit (LogoKitEntry in logo-kit.ts). */
export const LogoKitEntrySchema = z.object({
  url: z.string(),
  role: z.enum(['wordmark', 'symbol', 'icon']),
  /** The ground it is drawn for. */
  ground: z.enum(['light', 'dark']),
  file_type: z.enum(['SVG', 'PNG', 'WEBP']),
  ink: z.string(),
  ink_luminance: z.number(),
  self_backed: z.boolean(),
  derived: z.boolean(),
  source: z.string(),
});

/** A brand as the API speaks it: the field names of spec 001 §3. */
export const BrandSchema = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  name: z.string(),
  url: z.string().nullable(),
  tagline: z.string().nullable(),
  description: z.string().nullable(),
  mission: z.string().nullable(),
  vision: z.string().nullable(),
  industry: z.string().nullable(),
  archetype: z.string().nullable(),
  logo_url: z.string().nullable(),
  brand_image_url: z.string().nullable(),
  primary_color: z.string().nullable(),
  secondary_color: z.string().nullable(),
  accent_color: z.string().nullable(),
  color_palette: z.array(z.string()),
  ai_color_names: z.record(z.string(), z.string()),
  keywords: z.array(z.string()),
  competitors: z.array(z.string()),
  year_founded: z.number().int().nullable(),
  /** As reported, in annual_revenue_currency (never converted). */
  annual_revenue: z.number().nullable(),
  /** ISO 4217 code of the currency the revenue was reported in. */
  annual_revenue_currency: z.string(),
  /** The fiscal year the revenue was reported for, when known. */
  annual_revenue_year: z.number().int().nullable(),
  brand_equity_value: z.number().nullable(),
  /** The published ranking the brand equity value comes from, and its edition. */
  brand_equity_ranking: z.string().nullable(),
  brand_equity_year: z.number().int().nullable(),
  brand_awareness_metrics: z.record(z.string(), z.union([z.number(), z.string()])).nullable(),
  pricing_strategy: z.enum(PRICING_STRATEGIES).nullable(),
  competitive_positioning: jsonObject.nullable(),
  recent_news: z.array(jsonObject),
  news_last_updated_at: z.string().nullable(),
  key_people: z.array(jsonObject),
  company_insights: jsonObject.nullable(),
  insights_last_updated_at: z.string().nullable(),
  has_blue_badge: z.boolean(),
  has_verified_colors: z.boolean(),
  protected: z.boolean(),
  fonts: z.array(jsonObject),
  /** The logo kit the analyzer found: wordmark, symbol, icon, for light and dark grounds. */
  logo_kit: z.array(LogoKitEntrySchema),
  /** The typefaces the analyzer read by role (BrandTypeface in typography.ts). */
  typography: z.array(jsonObject),
  favorite_count: z.number().int(),
  visit_count: z.number().int(),
  last_visited_at: z.string().nullable(),
  analysis_status: z.enum(ANALYSIS_STATUSES),
  analysis_error: z.string().nullable(),
  analysis_started_at: z.string().nullable(),
  analysis_completed_at: z.string().nullable(),
  /**
   * Whether the public catalogue shows the brand: a brand added with the wizard is listed once its
   * analysis completed; until then only its creator and admins can open it.
   */
  listed: z.boolean(),
  /** The user who added an unlisted brand (null once listed): whose second try it is. */
  created_by: z.string().nullable(),
  /** Fields whose stored value the analyzer was not confident of: shown marked 'unverified'. */
  unverified_fields: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Brand = z.infer<typeof BrandSchema>;

export const BRAND_PAGE_SIZE_DEFAULT = 24;
export const BRAND_PAGE_SIZE_MAX = 100;
/** Longest search text honoured; longer input is cut, never an error. */
export const SEARCH_TEXT_MAX = 200;

/** Query of GET /api/brands. Unknown filter values simply match nothing. */
export const ListBrandsQuerySchema = z.object({
  search: z.string().trim().optional(),
  industry: z.string().trim().optional(),
  archetype: z.string().trim().optional(),
  color: z.string().trim().optional(),
  /** 'true' lists only verified brands (has_blue_badge), as /verified does. */
  verified: z.enum(['true', 'false']).optional(),
  /** 'true' lists only brands with a logo (the home page's logo strip). */
  has_logo: z.enum(['true', 'false']).optional(),
  sort: z.enum(BRAND_SORTS).optional(),
  limit: z.coerce.number().int().min(1).max(BRAND_PAGE_SIZE_MAX).optional(),
  cursor: z.string().max(500).optional(),
});
export type ListBrandsQuery = z.infer<typeof ListBrandsQuerySchema>;

/**
 * A brand as a list shows it: the card of spec 000 §2 (logo, name, badge, tagline, swatches,
 * description, industry, archetype, website), the featured card's founding year, and the keys
 * the list sorts by. The whole brand (news, people, insights, fonts) is read from its own page.
 */
export const ListedBrandSchema = BrandSchema.pick({
  id: true,
  slug: true,
  name: true,
  url: true,
  tagline: true,
  description: true,
  industry: true,
  archetype: true,
  logo_url: true,
  logo_kit: true,
  primary_color: true,
  secondary_color: true,
  accent_color: true,
  pricing_strategy: true,
  year_founded: true,
  has_blue_badge: true,
  favorite_count: true,
  visit_count: true,
  analysis_status: true,
  created_at: true,
});
export type ListedBrand = z.infer<typeof ListedBrandSchema>;

/** A brand its creator (or an admin) sees before it is listed: its card and how its analysis went. */
export const UnlistedBrandSchema = ListedBrandSchema.extend({
  analysis_error: z.string().nullable(),
  created_by: z.string().nullable(),
});
export type UnlistedBrand = z.infer<typeof UnlistedBrandSchema>;
/** GET /api/brands/unlisted: at most UNLISTED_BRANDS_MAX, newest first. */
export const UnlistedBrandsSchema = z.object({ items: z.array(UnlistedBrandSchema) });
export type UnlistedBrands = z.infer<typeof UnlistedBrandsSchema>;
export const UNLISTED_BRANDS_MAX = 50;

export const BrandPageSchema = z.object({
  items: z.array(ListedBrandSchema),
  /** The number of matching brands; at most FILTERED_TOTAL_CAP (brand-count.ts) when a filter is set. */
  total: z.number().int(),
  /** True when more brands match than `total` says (a filtered list past FILTERED_TOTAL_CAP). */
  total_capped: z.boolean(),
  nextCursor: z.string().nullable(),
});
export type BrandPage = z.infer<typeof BrandPageSchema>;

/** GET /api/brands/{slug}/related: which names on a brand page are brands of the catalogue. */
export const BrandRelatedSchema = z.object({
  /** Other catalogue brands named in the description, to link (spec 001 §2, generalised). */
  mentions: z.array(z.object({ name: z.string(), slug: z.string() })),
  /** The brand's competitors, with the slug of those in the catalogue (the coverage line). */
  competitors: z.array(z.object({ name: z.string(), slug: z.string().nullable() })),
});
export type BrandRelated = z.infer<typeof BrandRelatedSchema>;
