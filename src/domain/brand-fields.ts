/**
 * The public fields of a brand (spec 001 §3) whose every change is kept as a version, by their API
 * (and column) names. Counters, analysis state, protection and provenance are not among them.
 * Migration 0008's trigger lists the same names; a test writes each field and finds its version.
 */
export const PUBLIC_BRAND_FIELDS = [
  'name',
  'url',
  'tagline',
  'description',
  'mission',
  'vision',
  'industry',
  'archetype',
  'logo_url',
  'brand_image_url',
  'primary_color',
  'secondary_color',
  'accent_color',
  'color_palette',
  'ai_color_names',
  'keywords',
  'competitors',
  'year_founded',
  'annual_revenue',
  'brand_equity_value',
  'brand_awareness_metrics',
  'pricing_strategy',
  'competitive_positioning',
  'recent_news',
  'key_people',
  'company_insights',
  'has_blue_badge',
  'has_verified_colors',
  'fonts',
] as const;
export type PublicBrandField = (typeof PUBLIC_BRAND_FIELDS)[number];

export function isPublicBrandField(value: unknown): value is PublicBrandField {
  return typeof value === 'string' && (PUBLIC_BRAND_FIELDS as readonly string[]).includes(value);
}

/** How a field's value is entered in a correction form, and checked on the server. */
export type FieldKind =
  | 'text'
  | 'long-text'
  | 'url'
  | 'hex'
  | 'hex-list'
  | 'text-list'
  | 'industry'
  | 'archetype'
  | 'pricing'
  | 'year'
  | 'money'
  | 'json';

/**
 * The fields anyone signed in may propose a correction for, with their kind. The verified badge and
 * verified colours are the editors' judgement, and fonts are licensed files an admin installs: those
 * three are corrected by admins only. Structured fields (positioning, news, people, insights) are
 * proposed as JSON of the same shape.
 */
export const CORRECTABLE_FIELDS = {
  name: 'text',
  url: 'url',
  tagline: 'text',
  description: 'long-text',
  mission: 'long-text',
  vision: 'long-text',
  industry: 'industry',
  archetype: 'archetype',
  logo_url: 'url',
  brand_image_url: 'url',
  primary_color: 'hex',
  secondary_color: 'hex',
  accent_color: 'hex',
  color_palette: 'hex-list',
  ai_color_names: 'json',
  keywords: 'text-list',
  competitors: 'text-list',
  year_founded: 'year',
  annual_revenue: 'money',
  brand_equity_value: 'money',
  brand_awareness_metrics: 'json',
  pricing_strategy: 'pricing',
  competitive_positioning: 'json',
  recent_news: 'json',
  key_people: 'json',
  company_insights: 'json',
} as const satisfies Partial<Record<PublicBrandField, FieldKind>>;
export type CorrectableField = keyof typeof CORRECTABLE_FIELDS;
export const CORRECTABLE_FIELD_NAMES = Object.keys(CORRECTABLE_FIELDS) as CorrectableField[];

/** Words for each field, as the history and the correction form name it. */
export const FIELD_LABELS: Record<PublicBrandField, string> = {
  name: 'Name',
  url: 'Website',
  tagline: 'Tagline',
  description: 'Description',
  mission: 'Mission',
  vision: 'Vision',
  industry: 'Industry',
  archetype: 'Archetype',
  logo_url: 'Logo',
  brand_image_url: 'Brand image',
  primary_color: 'Primary colour',
  secondary_color: 'Secondary colour',
  accent_color: 'Accent colour',
  color_palette: 'Palette',
  ai_color_names: 'Colour names',
  keywords: 'Keywords',
  competitors: 'Competitors',
  year_founded: 'Year founded',
  annual_revenue: 'Annual revenue',
  brand_equity_value: 'Brand equity value',
  brand_awareness_metrics: 'Brand awareness',
  pricing_strategy: 'Pricing strategy',
  competitive_positioning: 'Competitive positioning',
  recent_news: 'Recent news',
  key_people: 'Key people',
  company_insights: 'Company insights',
  has_blue_badge: 'Verified badge',
  has_verified_colors: 'Verified colours',
  fonts: 'Fonts',
};

/** The fields the colour-and-logo timeline follows (rebrands). */
export const IDENTITY_FIELDS = ['primary_color', 'secondary_color', 'accent_color', 'logo_url'] as const;
export type IdentityField = (typeof IDENTITY_FIELDS)[number];
