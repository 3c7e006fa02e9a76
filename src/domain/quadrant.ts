import { parseArchetype } from './archetypes';
import { revenueInUsd } from './brand-figures';
import type { Archetype, PricingStrategy } from './taxonomy';

/** Ages are counted from this year (spec 000 §9). */
export const QUADRANT_REFERENCE_YEAR = 2024;
/** Scores at or above this are 'high' on an axis (spec 000 §4, §9). */
export const QUADRANT_THRESHOLD = 50;
/** Brands listed under each quadrant (spec 000 §2, §9). */
export const QUADRANT_BRANDS_LISTED = 8;
/** Scores are drawn on a 0..100 scale. */
export const SCORE_MAX = 100;

/** Market score (spec 000 §9). */
export const EQUITY_LOG_FACTOR = 10;
export const REVENUE_LOG_FACTOR = 8;
export const MARKET_SCORE_DEFAULT = 25;

/** Price score (spec 000 §9). */
export const PRICE_SCORES: Readonly<Record<PricingStrategy, number>> = {
  luxury: 95,
  premium: 80,
  'mid-market': 50,
  value: 30,
  economy: 15,
};
export const PRICE_SCORE_DEFAULT = 50;

/** Growth score by age (spec 000 §9): the first band whose bound the age is under. */
export const GROWTH_SCORE_BANDS: readonly { ageUnder: number; score: number }[] = [
  { ageUnder: 5, score: 90 },
  { ageUnder: 15, score: 70 },
  { ageUnder: 30, score: 50 },
];
export const GROWTH_SCORE_OLDER = 30;
/** The age assumed when the founding year is unknown (spec 000 §9). */
export const GROWTH_UNKNOWN_AGE = 50;

/** Heritage score: age times 1.2, capped at 100; 0 when unknown (spec 000 §9). */
export const HERITAGE_PER_YEAR = 1.2;

/** Archetype score (spec 000 §9). */
export const ARCHETYPE_SCORES: Readonly<Record<Archetype, number>> = {
  Hero: 85,
  Sage: 80,
  Explorer: 75,
  Innocent: 70,
  Creator: 75,
  Ruler: 90,
  Caregiver: 65,
  Magician: 80,
  Everyman: 60,
  Lover: 70,
  Jester: 65,
  Outlaw: 75,
};
export const ARCHETYPE_SCORE_DEFAULT = 50;

/** The quadrants, named as in spec 000 §4. */
export const QUADRANTS = ['Leaders', 'Challengers', 'Visionaries', 'Niche Players'] as const;
export type Quadrant = (typeof QUADRANTS)[number];

/** The facts the scores read; a Brand row fits, and any field may be missing. */
export interface QuadrantBrandFacts {
  brand_equity_value?: number | null;
  annual_revenue?: number | null;
  /** The currency the revenue was reported in (USD when absent). */
  annual_revenue_currency?: string | null;
  pricing_strategy?: string | null;
  year_founded?: number | null;
  archetype?: string | null;
}

function clampScore(score: number): number {
  return Math.min(SCORE_MAX, Math.max(0, score));
}

function isPositive(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/**
 * Market score (spec 000 §9): log10(brand_equity_value) × 10, else log10(annual_revenue) × 8, else
 * 25. Values ≤ 0 count as absent. Scores are kept within 0..100 (the spec caps at 100; a figure below
 * $1 would otherwise score below 0).
 */
export function marketScore(
  brand: Pick<QuadrantBrandFacts, 'brand_equity_value' | 'annual_revenue' | 'annual_revenue_currency'>,
): number {
  if (isPositive(brand.brand_equity_value))
    return clampScore(Math.log10(brand.brand_equity_value) * EQUITY_LOG_FACTOR);
  // The spec's formula reads dollars: revenue in another currency at the stated rates (brand-figures).
  const revenue = isPositive(brand.annual_revenue)
    ? revenueInUsd(brand.annual_revenue, brand.annual_revenue_currency)
    : null;
  if (isPositive(revenue)) return clampScore(Math.log10(revenue) * REVENUE_LOG_FACTOR);
  return MARKET_SCORE_DEFAULT;
}

/** Price score by pricing strategy (spec 000 §9), case-insensitive; 50 for anything else. */
export function priceScore(pricing: string | null | undefined): number {
  const key = (pricing ?? '').trim().toLowerCase();
  return Object.hasOwn(PRICE_SCORES, key) ? PRICE_SCORES[key as PricingStrategy] : PRICE_SCORE_DEFAULT;
}

function ageOf(yearFounded: number | null | undefined): number | null {
  return typeof yearFounded === 'number' && Number.isFinite(yearFounded)
    ? QUADRANT_REFERENCE_YEAR - yearFounded
    : null;
}

/** Growth-stage score by age in 2024 (spec 000 §9); an unknown founding year counts as 50 years. */
export function growthScore(yearFounded: number | null | undefined): number {
  const age = ageOf(yearFounded) ?? GROWTH_UNKNOWN_AGE;
  return GROWTH_SCORE_BANDS.find((band) => age < band.ageUnder)?.score ?? GROWTH_SCORE_OLDER;
}

/** Heritage score (spec 000 §9): age × 1.2 within 0..100; 0 when the founding year is unknown. */
export function heritageScore(yearFounded: number | null | undefined): number {
  const age = ageOf(yearFounded);
  return age === null ? 0 : clampScore(age * HERITAGE_PER_YEAR);
}

/** Archetype score (spec 000 §9), case-insensitive, with or without a leading 'The '; 50 otherwise. */
export function archetypeScore(archetype: string | null | undefined): number {
  const parsed = parseArchetype(archetype);
  return parsed === null ? ARCHETYPE_SCORE_DEFAULT : ARCHETYPE_SCORES[parsed];
}

export type QuadrantAxis = 'price' | 'market' | 'growth' | 'heritage' | 'archetype';

export const AXIS_LABELS: Readonly<Record<QuadrantAxis, string>> = {
  price: 'Price',
  market: 'Market Share',
  growth: 'Growth Stage',
  heritage: 'Heritage',
  archetype: 'Archetype',
};

const AXIS_SCORES: Readonly<Record<QuadrantAxis, (brand: QuadrantBrandFacts) => number>> = {
  price: (brand) => priceScore(brand.pricing_strategy),
  market: (brand) => marketScore(brand),
  growth: (brand) => growthScore(brand.year_founded),
  heritage: (brand) => heritageScore(brand.year_founded),
  archetype: (brand) => archetypeScore(brand.archetype),
};

export interface AnalysisType {
  id: AnalysisTypeId;
  label: string;
  x: QuadrantAxis;
  y: QuadrantAxis;
}

/**
 * The five analysis types (spec 000 §9). In 'A vs B' the first named is the x axis and the second
 * the y axis, for every type alike.
 */
export const ANALYSIS_TYPES = [
  { id: 'price-market', label: 'Price vs Market Share', x: 'price', y: 'market' },
  { id: 'price-growth', label: 'Price vs Growth Stage', x: 'price', y: 'growth' },
  { id: 'market-growth', label: 'Market Share vs Growth Stage', x: 'market', y: 'growth' },
  { id: 'heritage-pricing', label: 'Heritage vs Pricing', x: 'heritage', y: 'price' },
  { id: 'archetype-pricing', label: 'Archetype vs Pricing', x: 'archetype', y: 'price' },
] as const satisfies readonly { id: string; label: string; x: QuadrantAxis; y: QuadrantAxis }[];
export type AnalysisTypeId = (typeof ANALYSIS_TYPES)[number]['id'];
export const DEFAULT_ANALYSIS_TYPE: AnalysisTypeId = 'price-market';

/** The default 'Filter Brands' choice, 'luxury', keeps brands priced luxury or premium (spec 000 §9). */
export const DEFAULT_QUADRANT_FILTER = 'luxury';
export const LUXURY_FILTER_PRICING: readonly PricingStrategy[] = ['luxury', 'premium'];

/** The analysis type with this id; null for an unknown id. */
export function analysisTypeOf(id: string | null | undefined): AnalysisType | null {
  return ANALYSIS_TYPES.find((type) => type.id === id) ?? null;
}

/** A brand's position in an analysis type, both scores 0..100. */
export function scoreBrand(
  brand: QuadrantBrandFacts,
  analysisType: AnalysisTypeId | AnalysisType,
): {
  x: number;
  y: number;
} {
  const type = typeof analysisType === 'string' ? analysisTypeOf(analysisType) : analysisType;
  if (type === null) throw new Error(`Unknown analysis type: ${String(analysisType)}`);
  return { x: AXIS_SCORES[type.x](brand), y: AXIS_SCORES[type.y](brand) };
}

/** The quadrant of a position, with the threshold 50 counted as high (spec 000 §4). */
export function quadrantOf(x: number, y: number): Quadrant {
  const highX = x >= QUADRANT_THRESHOLD;
  const highY = y >= QUADRANT_THRESHOLD;
  if (highX && highY) return 'Leaders';
  if (highX) return 'Challengers';
  if (highY) return 'Visionaries';
  return 'Niche Players';
}

/** A brand placed on a chart: its two scores and its quadrant. */
export interface PlottedBrand<T> {
  brand: T;
  x: number;
  y: number;
  quadrant: Quadrant;
}

/** Scores every brand for an analysis type and names its quadrant. */
export function plotBrands<T extends QuadrantBrandFacts>(
  brands: readonly T[],
  analysisType: AnalysisTypeId | AnalysisType,
): PlottedBrand<T>[] {
  return brands.map((brand) => {
    const { x, y } = scoreBrand(brand, analysisType);
    return { brand, x, y, quadrant: quadrantOf(x, y) };
  });
}

export interface QuadrantSummary<T> {
  quadrant: Quadrant;
  count: number;
  /** Up to 8 brands (spec 000 §9), the ones furthest from the centre of the chart first. */
  listed: PlottedBrand<T>[];
  /** Every brand of the quadrant in the same order, for 'and N more' opened. */
  members: PlottedBrand<T>[];
}

/**
 * Per quadrant, in QUADRANTS order: how many brands fall in it and which are listed under it. The
 * brands furthest from the chart's centre (50, 50) are the clearest members, so they come first;
 * equal distances are ordered by name.
 */
export function summarizeQuadrants<T extends { name: string }>(
  points: readonly PlottedBrand<T>[],
): QuadrantSummary<T>[] {
  const centre = SCORE_MAX / 2;
  const distance = (p: PlottedBrand<T>) => Math.hypot(p.x - centre, p.y - centre);
  return QUADRANTS.map((quadrant) => {
    const members = points
      .filter((p) => p.quadrant === quadrant)
      .sort((a, b) => distance(b) - distance(a) || a.brand.name.localeCompare(b.brand.name));
    return { quadrant, count: members.length, listed: members.slice(0, QUADRANT_BRANDS_LISTED), members };
  });
}

/** Up to this many brands, every point on the chart carries its name; past it, on hover and focus. */
export const QUADRANT_ALWAYS_LABELLED_MAX = 12;

const pricePoints = (Object.entries(PRICE_SCORES) as [PricingStrategy, number][])
  .map(([pricing, score]) => `${pricing} ${score}`)
  .join(', ');
const archetypeRange = () => {
  const scores = Object.values(ARCHETYPE_SCORES);
  return `${Math.min(...scores)}–${Math.max(...scores)}`;
};
const growthBands = GROWTH_SCORE_BANDS.map((band) => `under ${band.ageUnder} years ${band.score}`).join(', ');

/** How each axis' score is computed, in words, from the constants above (spec 000 §9). */
export const AXIS_EXPLANATIONS: Readonly<Record<QuadrantAxis, string>> = {
  price: `Price by pricing position: ${pricePoints} (unknown ${PRICE_SCORE_DEFAULT})`,
  market: `Market Share is log10 of brand equity × ${EQUITY_LOG_FACTOR}, else log10 of annual revenue × ${REVENUE_LOG_FACTOR}, else ${MARKET_SCORE_DEFAULT}`,
  growth: `Growth Stage by age in ${QUADRANT_REFERENCE_YEAR}: ${growthBands}, older ${GROWTH_SCORE_OLDER} (unknown age counts as ${GROWTH_UNKNOWN_AGE} years)`,
  heritage: `Heritage is age in ${QUADRANT_REFERENCE_YEAR} × ${HERITAGE_PER_YEAR}, at most ${SCORE_MAX} (0 when the founding year is unknown)`,
  archetype: `Archetype by a fixed score per archetype, ${archetypeRange()} (Ruler highest, Everyman lowest; none ${ARCHETYPE_SCORE_DEFAULT})`,
};

/** One line saying how an analysis type's two scores are computed: x axis first, then y. */
export function explainAnalysisType(type: AnalysisType): string {
  return `${AXIS_EXPLANATIONS[type.x]}. ${AXIS_EXPLANATIONS[type.y]}. Each runs from 0 to ${SCORE_MAX}; ${QUADRANT_THRESHOLD} splits high from low.`;
}
