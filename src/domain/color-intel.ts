import { z } from 'zod';
import { BrandSchema, ListedBrandSchema } from './brand';
import { EXPORT_FORMATS } from './export-formats';

/** The answers of the colour intelligence routes (src/server/colors), read by the web as types. */

export const COLOR_ROLES = ['primary', 'secondary', 'accent', 'palette'] as const;
export type ColorRole = (typeof COLOR_ROLES)[number];

/**
 * Which of a brand's colours a nearest-colour search compares: its primary colour alone, its main
 * colours (primary, secondary, accent; the default) or all of them with the palette.
 */
export const NEAREST_ROLES = ['primary', 'main', 'any'] as const;
export type NearestRole = (typeof NEAREST_ROLES)[number];
export const NEAREST_LIMIT_DEFAULT = 24;
export const NEAREST_LIMIT_MAX = 100;

export const NearestColorsQuerySchema = z.object({
  hex: z
    .string()
    .optional()
    .describe("The colour: '#RRGGBB' (URL-encoded as %23), 'RRGGBB' or three digits; no alpha, no names"),
  limit: z.coerce.number().int().min(1).max(NEAREST_LIMIT_MAX).optional(),
  role: z.enum(NEAREST_ROLES).optional(),
});

export const NearestBrandSchema = z.object({
  brand: ListedBrandSchema,
  /** The brand's colour closest to the one asked about. */
  matched_hex: z.string(),
  role: z.enum(COLOR_ROLES),
  /** CIEDE2000 between the two. */
  distance: z.number(),
});
export type NearestBrand = z.infer<typeof NearestBrandSchema>;

export const NearestColorsSchema = z.object({
  /** The colour searched for, normalised to upper-case '#RRGGBB'. */
  hex: z.string(),
  role: z.enum(NEAREST_ROLES),
  items: z.array(NearestBrandSchema),
});
export type NearestColors = z.infer<typeof NearestColorsSchema>;

export const AccessibleVariantSchema = z.object({
  hex: z.string(),
  contrast: z.number(),
  direction: z.enum(['same', 'shade', 'tint']),
  oklch: z.object({ l: z.number(), c: z.number(), h: z.number().nullable() }),
  delta_e: z.number(),
});

/** One colour of a brand with its contrast on white and black and its nearest AA variants. */
export const BrandColorDetailSchema = z.object({
  role: z.enum(COLOR_ROLES),
  hex: z.string(),
  name: z.string(),
  contrast_on_white: z.number(),
  contrast_on_black: z.number(),
  /** The nearest shade (or the colour) reaching 4.5:1 on white, and the nearest tint on black. */
  on_white: AccessibleVariantSchema,
  on_black: AccessibleVariantSchema,
});
export type BrandColorDetail = z.infer<typeof BrandColorDetailSchema>;

export const CompetitorColorSchema = z.object({
  name: z.string(),
  /** Null when the competitor is not in the catalogue. */
  slug: z.string().nullable(),
  primary_color: z.string().nullable(),
  /** CIEDE2000 between the two primary colours; null when either has none. */
  distance: z.number().nullable(),
  /** True when the distance is under COMPETITOR_WARNING_DISTANCE: the two read alike. */
  too_close: z.boolean(),
});
export type CompetitorColor = z.infer<typeof CompetitorColorSchema>;

/** GET /api/colors/brands/{slug}: a brand's colours in depth and its competitors' distance. */
export const BrandColorReportSchema = z.object({
  slug: z.string(),
  name: z.string(),
  primary_color: z.string().nullable(),
  colors: z.array(BrandColorDetailSchema),
  competitors: z.array(CompetitorColorSchema),
  warning_below: z.number(),
});
export type BrandColorReport = z.infer<typeof BrandColorReportSchema>;

export const LandscapeQuerySchema = z.object({
  industry: z.string().trim().min(1).max(200).optional().describe('The industry, as the catalogue names it'),
});

export const LandscapeBrandSchema = BrandSchema.pick({
  id: true,
  slug: true,
  name: true,
  primary_color: true,
});

export const LandscapePointSchema = z.object({
  brand: LandscapeBrandSchema,
  hex: z.string(),
  /** OKLCH hue in degrees, null for a neutral (black, white, grey). */
  hue: z.number().nullable(),
  /** OKLCH lightness 0..1. */
  lightness: z.number(),
  chroma: z.number(),
});
export type LandscapePoint = z.infer<typeof LandscapePointSchema>;

export const LandscapeClusterSchema = z.object({
  hex: z.string(),
  hue: z.number().nullable(),
  lightness: z.number(),
  brands: z.array(LandscapeBrandSchema),
});
export type LandscapeCluster = z.infer<typeof LandscapeClusterSchema>;

export const HueRangeSchema = z.object({ from: z.number(), to: z.number(), hex: z.string() });
export type HueRangeView = z.infer<typeof HueRangeSchema>;

/** GET /api/colors/landscape: an industry's primary colours on a hue × lightness map. */
export const ColorLandscapeSchema = z.object({
  industry: z.string(),
  /** Brands of the industry with a primary colour; the map shows the most visited of them. */
  total: z.number().int(),
  points: z.array(LandscapePointSchema),
  /** Colours two or more brands share (within CLUSTER_DISTANCE), most crowded first. */
  clusters: z.array(LandscapeClusterSchema),
  /** Hue runs where no brand's primary lies within UNCLAIMED_DISTANCE. */
  unclaimed: z.array(HueRangeSchema),
  claim_distance: z.number(),
  cluster_distance: z.number(),
});
export type ColorLandscape = z.infer<typeof ColorLandscapeSchema>;

export const ComparedBrandSchema = BrandSchema.pick({
  id: true,
  slug: true,
  name: true,
  url: true,
  tagline: true,
  description: true,
  logo_url: true,
  industry: true,
  archetype: true,
  pricing_strategy: true,
  year_founded: true,
  annual_revenue: true,
  annual_revenue_currency: true,
  annual_revenue_year: true,
  brand_equity_value: true,
  brand_equity_ranking: true,
  brand_equity_year: true,
  brand_awareness_metrics: true,
  competitive_positioning: true,
  has_blue_badge: true,
  primary_color: true,
}).extend({ colors: z.array(BrandColorDetailSchema) });
export type ComparedBrand = z.infer<typeof ComparedBrandSchema>;

export const PrimaryPairSchema = z.object({
  a: z.string(),
  b: z.string(),
  /** CIEDE2000 between the two primary colours. */
  distance: z.number(),
  /** WCAG contrast between them (one on the other). */
  contrast: z.number(),
  too_close: z.boolean(),
});
export type PrimaryPair = z.infer<typeof PrimaryPairSchema>;

/** GET /api/compare: 2 to 4 brands side by side, in the order asked. */
export const ComparisonSchema = z.object({
  brands: z.array(ComparedBrandSchema),
  primary_pairs: z.array(PrimaryPairSchema),
});
export type Comparison = z.infer<typeof ComparisonSchema>;

export const ExportQuerySchema = z.object({
  brands: z.string().optional().describe('One to four brand slugs, comma-separated'),
  format: z.enum(EXPORT_FORMATS).optional().describe('css (default), scss, tailwind, dtcg, ase or png'),
  pairs: z
    .enum(['true', 'false'])
    .optional()
    .describe("'true' adds each colour's nearest AA shade on white and tint on black"),
});
