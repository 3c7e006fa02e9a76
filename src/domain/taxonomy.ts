/** The fixed vocabularies of the catalogue (spec 000 §3, spec 001 §3). */

/** Industry options offered when creating a brand (spec 000 §3). */
export const INDUSTRIES = [
  'Active Lifestyle',
  'Apparel & Fashion',
  'Automotive',
  'Beauty & Personal Care',
  'Beverages',
  'Consumer Electronics',
  'Entertainment',
  'Financial Services',
  'Food & Beverage',
  'Health & Wellness',
  'Home & Garden',
  'Hospitality',
  'Jewelry & Accessories',
  'Luxury Goods',
  'Media & Entertainment',
  'Retail',
  'Sports & Recreation',
  'Technology',
  'Travel & Tourism',
  'Other',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

export function isIndustry(value: string): value is Industry {
  return (INDUSTRIES as readonly string[]).includes(value);
}

/** The twelve brand archetypes (spec 000 §3), stored without the leading 'The '. */
export const ARCHETYPES = [
  'Caregiver',
  'Creator',
  'Everyman',
  'Explorer',
  'Hero',
  'Innocent',
  'Jester',
  'Lover',
  'Magician',
  'Outlaw',
  'Ruler',
  'Sage',
] as const;
export type Archetype = (typeof ARCHETYPES)[number];

/** The archetype named by a text such as 'Hero', 'hero' or 'The Hero'; null when none is. */
export function parseArchetype(text: string | null | undefined): Archetype | null {
  if (typeof text !== 'string') return null;
  const bare = text
    .trim()
    .replace(/^the\s+/i, '')
    .toLowerCase();
  return ARCHETYPES.find((archetype) => archetype.toLowerCase() === bare) ?? null;
}

/** Pricing positions (spec 000 §3). */
export const PRICING_STRATEGIES = ['luxury', 'premium', 'mid-market', 'value', 'economy'] as const;
export type PricingStrategy = (typeof PRICING_STRATEGIES)[number];

/**
 * A pricing position as a label on its own (a badge, a table cell): the spec's value with its
 * first letter capitalised and its spelling kept, 'Mid-market' (spec 000 §3, spec 001 §3), whatever
 * the case it was stored in; null for none. In a sentence the value is written as it is
 * (market-position.ts).
 */
export function pricingPositionLabel(value: string | null | undefined): string | null {
  const text = value?.trim().toLowerCase();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : null;
}

/** Analysis lifecycle (spec 001 §4). */
export const ANALYSIS_STATUSES = ['pending', 'analyzing', 'completed', 'failed'] as const;
export type AnalysisStatus = (typeof ANALYSIS_STATUSES)[number];

/** Sort orders of the discovery list (spec 000 §2); newest is the default. */
export const BRAND_SORTS = ['newest', 'alpha', 'popular', 'trending'] as const;
export type BrandSort = (typeof BRAND_SORTS)[number];
export const DEFAULT_BRAND_SORT: BrandSort = 'newest';
/** The sort bar's words (spec 000 §2), in the order the bar shows them. */
export const BRAND_SORT_LABELS: Readonly<Record<BrandSort, string>> = {
  alpha: 'All Brands',
  popular: 'Most Popular Brands',
  trending: 'Trending Brands',
  newest: 'Latest Brands',
};

/** Colour families (spec 000 §3). */
export const COLOR_FAMILIES = [
  'Red',
  'Orange',
  'Yellow',
  'Green',
  'Cyan',
  'Blue',
  'Purple',
  'Pink',
  'Black',
  'White',
  'Gray',
] as const;
export type ColorFamily = (typeof COLOR_FAMILIES)[number];

/** A family's bit in the stored colour mask (brands.color_mask): its place in COLOR_FAMILIES. */
export function colorFamilyBit(family: ColorFamily): number {
  return 2 ** COLOR_FAMILIES.indexOf(family);
}

/** The ten shortcut paths that serve a brand page directly (spec 000 §2). */
export const SHORTCUT_SLUGS = [
  'ulta',
  'starbucks',
  'nike',
  'apple',
  'mcdonalds',
  'burger-king',
  'levis',
  'coca-cola',
  'pepsi',
  'adidas',
] as const;
