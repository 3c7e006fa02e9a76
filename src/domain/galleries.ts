/** The themed colour galleries and who belongs to each (spec 000 §2, §7, §9). */

/** /mall-brands: 14 names (spec 000 §9). */
export const MALL_BRAND_NAMES = [
  'Gap',
  'H&M',
  'Zara',
  'Forever 21',
  'American Eagle',
  'Abercrombie & Fitch',
  'Hollister',
  "Victoria's Secret",
  'Sephora',
  'Bath & Body Works',
  'Foot Locker',
  'Old Navy',
  'Urban Outfitters',
  'Lululemon',
] as const;

/** /coffee-brands: 8 names (spec 000 §9). */
export const COFFEE_BRAND_NAMES = [
  'Starbucks',
  "Dunkin'",
  'Tim Hortons',
  "Peet's Coffee",
  'Costa Coffee',
  'Blue Bottle Coffee',
  'Caribou Coffee',
  'Dutch Bros',
] as const;

/** /footwear-brands: 13 names (spec 000 §9). */
export const FOOTWEAR_BRAND_NAMES = [
  'Nike',
  'Adidas',
  'Puma',
  'New Balance',
  'Reebok',
  'Converse',
  'Vans',
  'Skechers',
  'ASICS',
  'Dr. Martens',
  'Timberland',
  'Crocs',
  'UGG',
] as const;

/** /vodka-brands: 13 names, plus any brand whose industry contains 'vodka' (spec 000 §9). */
export const VODKA_BRAND_NAMES = [
  'Absolut',
  'Grey Goose',
  'Smirnoff',
  'Belvedere',
  'Ketel One',
  "Tito's Handmade Vodka",
  'Cîroc',
  'Stolichnaya',
  'Skyy',
  'Finlandia',
  'Svedka',
  'Chopin',
  'Russian Standard',
] as const;

/** /luxury-colors: industries containing one of these, case-insensitive (spec 000 §7). */
export const LUXURY_INDUSTRY_TERMS = ['luxury', 'fashion', 'jewelry'] as const;

/**
 * /luxury-colors also takes these names, whatever their industry (spec 000 §7: 'or name in a list').
 * The spec also excludes 'two watch names' without naming them; we exclude only the mall names.
 */
export const LUXURY_EXTRA_NAMES = [
  'Porsche',
  'Ferrari',
  'Lamborghini',
  'Rolls-Royce',
  'Bentley',
  'Aston Martin',
  'Moët & Chandon',
  'Hennessy',
  'Dom Pérignon',
  'Veuve Clicquot',
] as const;

export const GALLERY_IDS = ['luxury', 'mall', 'coffee', 'footwear', 'vodka'] as const;
export type GalleryId = (typeof GALLERY_IDS)[number];

export interface Gallery {
  id: GalleryId;
  path: '/luxury-colors' | '/mall-brands' | '/coffee-brands' | '/footwear-brands' | '/vodka-brands';
  title: string;
  /** The industry badge of a card whose brand has no industry (spec 000 §2). */
  defaultIndustryBadge: 'Luxury' | 'Retail' | 'Food & Beverage' | 'Athletic Wear' | 'Spirits & Vodka';
  emptyMessage: string;
}

/** The five galleries, in the order of the Color Comparisons menu (spec 000 §2). */
export const GALLERIES: readonly Gallery[] = [
  {
    id: 'luxury',
    path: '/luxury-colors',
    title: 'Luxury Brand Colors',
    defaultIndustryBadge: 'Luxury',
    emptyMessage: 'No Luxury Brands Found',
  },
  {
    id: 'mall',
    path: '/mall-brands',
    title: 'Mall Brand Colors',
    defaultIndustryBadge: 'Retail',
    emptyMessage: 'No Mall Brands Found',
  },
  {
    id: 'coffee',
    path: '/coffee-brands',
    title: 'Coffee Brand Colors',
    defaultIndustryBadge: 'Food & Beverage',
    emptyMessage: 'No Coffee Brands Found',
  },
  {
    id: 'footwear',
    path: '/footwear-brands',
    title: 'Footwear Brand Colors',
    defaultIndustryBadge: 'Athletic Wear',
    emptyMessage: 'No Footwear Brands Found',
  },
  {
    id: 'vodka',
    path: '/vodka-brands',
    title: 'Vodka Brand Colors',
    defaultIndustryBadge: 'Spirits & Vodka',
    emptyMessage: 'No Vodka Brands Found',
  },
];

/**
 * Who belongs to a gallery, as plain data for SQL: a brand is a member when its name is one of
 * `names` (case-insensitive) or its industry contains one of `industryContains` (case-insensitive),
 * and its name is not one of `excludeNames`. The named lists also need a primary colour
 * (spec 000 §7: 'names in a list with primary_color not null'). Order is by name.
 */
export interface GalleryMembership {
  names: readonly string[];
  industryContains: readonly string[];
  excludeNames: readonly string[];
  requirePrimaryColor: boolean;
}

const MEMBERSHIP: Readonly<Record<GalleryId, GalleryMembership>> = {
  luxury: {
    names: LUXURY_EXTRA_NAMES,
    industryContains: LUXURY_INDUSTRY_TERMS,
    excludeNames: MALL_BRAND_NAMES,
    requirePrimaryColor: false,
  },
  mall: { names: MALL_BRAND_NAMES, industryContains: [], excludeNames: [], requirePrimaryColor: true },
  coffee: { names: COFFEE_BRAND_NAMES, industryContains: [], excludeNames: [], requirePrimaryColor: true },
  footwear: {
    names: FOOTWEAR_BRAND_NAMES,
    industryContains: [],
    excludeNames: [],
    requirePrimaryColor: true,
  },
  vodka: {
    names: VODKA_BRAND_NAMES,
    industryContains: ['vodka'],
    excludeNames: [],
    requirePrimaryColor: true,
  },
};

export function galleryMembership(id: GalleryId): GalleryMembership {
  return MEMBERSHIP[id];
}

/** The gallery at a path such as '/vodka-brands'; null for any other path. */
export function galleryByPath(path: string): Gallery | null {
  return GALLERIES.find((gallery) => gallery.path === path) ?? null;
}

function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * The membership rule applied to one brand, as the server's SQL applies it. `primary_color` is
 * checked only when given: null means the brand has none.
 */
export function isGalleryMember(
  id: GalleryId,
  brand: { name: string; industry: string | null; primary_color?: string | null },
): boolean {
  const rule = MEMBERSHIP[id];
  if (rule.excludeNames.some((name) => sameName(name, brand.name))) return false;
  if (rule.requirePrimaryColor && brand.primary_color === null) return false;
  const industry = (brand.industry ?? '').toLowerCase();
  return (
    rule.names.some((name) => sameName(name, brand.name)) ||
    rule.industryContains.some((term) => industry.includes(term.toLowerCase()))
  );
}
