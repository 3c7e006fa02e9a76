import { growthStageOf, PRICING_LABELS, positioningQuadrantOf } from './market-position';
import { AXIS_LABELS, growthScore, marketScore, priceScore } from './quadrant';
import type { PricingStrategy } from './taxonomy';

/**
 * Where a brand sits among the others, from its classification and figures alone: the spec's
 * coordinates and quadrant (000 §9), its segment, and the positioning statement they make. The
 * analyzer adds what it reads on the brand's site; the curated catalogue uses these alone.
 */

/** The facts that place a brand: its classification and its figures. */
export interface PlacementFacts {
  name: string;
  industry: string | null;
  archetype: string | null;
  pricing: PricingStrategy | null;
  yearFounded: number | null;
  annualRevenue: number | null;
  /** The currency the revenue was reported in (USD when absent). */
  annualRevenueCurrency?: string | null;
  brandEquityValue: number | null;
}

/** Where a brand sits: the spec's price and market scores on x and y (000 §9, 'Price vs Market Share'). */
export function coordinatesOf(
  facts: Pick<
    PlacementFacts,
    'pricing' | 'annualRevenue' | 'annualRevenueCurrency' | 'brandEquityValue' | 'yearFounded'
  >,
) {
  const x = priceScore(facts.pricing);
  const y = marketScore({
    annual_revenue: facts.annualRevenue,
    annual_revenue_currency: facts.annualRevenueCurrency ?? null,
    brand_equity_value: facts.brandEquityValue,
  });
  const growth = growthScore(facts.yearFounded);
  const quadrant = positioningQuadrantOf({ market: y, price: x, growth });
  return {
    quadrant,
    x_position: Math.round(x),
    y_position: Math.round(y),
    positioning_coordinates: {
      x: Math.round(x),
      y: Math.round(y),
      x_axis: AXIS_LABELS.price,
      y_axis: AXIS_LABELS.market,
    },
  };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Luxury segment of Jewelry & Accessories'. */
export function marketPositionOf(pricing: PricingStrategy | null, industry: string | null): string | null {
  if (!pricing) return industry ? `${industry}` : null;
  return `${capitalise(PRICING_LABELS[pricing])} segment${industry ? ` of ${industry}` : ''}`;
}

/** 'Maison Verel positions itself as a luxury Jewelry & Accessories brand for collectors, with the voice of the Ruler.' */
export function positioningStatementOf(
  facts: Pick<PlacementFacts, 'name' | 'industry' | 'archetype' | 'pricing'> & { audience: string | null },
): string {
  const kind = [facts.pricing ? PRICING_LABELS[facts.pricing] : null, facts.industry]
    .filter(Boolean)
    .join(' ');
  const article = /^[aeiou]/i.test(kind) ? 'an' : 'a';
  let statement = `${facts.name} positions itself as ${kind ? `${article} ${kind} brand` : 'a brand'}`;
  if (facts.audience) statement += ` for ${facts.audience.toLowerCase()}`;
  if (facts.archetype) statement += `, with the voice of the ${facts.archetype}`;
  return `${statement}.`;
}

/**
 * The competitive positioning of a curated brand from its facts alone: the spec's coordinates
 * and quadrant, its growth stage and segment, and the statement they make. No site was read, so
 * nothing only a site could tell (audience, value proposition, a SWOT, advantages) is given, and
 * no confidence is claimed for a reading that did not happen.
 */
export function curatedPositioning(facts: PlacementFacts): Record<string, unknown> {
  return {
    ...coordinatesOf(facts),
    positioning_statement: positioningStatementOf({ ...facts, audience: null }),
    pricing_strategy: facts.pricing,
    growth_stage: growthStageOf(facts.yearFounded),
    market_position: marketPositionOf(facts.pricing, facts.industry),
    method: 'seed',
  };
}
