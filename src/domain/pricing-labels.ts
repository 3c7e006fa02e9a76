import { PRICING_STRATEGIES, type PricingStrategy } from './taxonomy';

/**
 * A pricing position as a label on its own (a badge, a table cell): the spec's value with its
 * first letter capitalised and its spelling kept, 'Mid-market' (spec 000 §3, spec 001 §3). In a
 * sentence the value is written as it is (market-position.ts).
 */
export const PRICING_POSITION_LABELS: Readonly<Record<PricingStrategy, string>> = {
  luxury: 'Luxury',
  premium: 'Premium',
  'mid-market': 'Mid-market',
  value: 'Value',
  economy: 'Economy',
};

function isPricingStrategy(value: string): value is PricingStrategy {
  return (PRICING_STRATEGIES as readonly string[]).includes(value);
}

/** The label of a pricing position; any other text capitalised the same way; null for none. */
export function pricingPositionLabel(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  const key = text.toLowerCase();
  if (isPricingStrategy(key)) return PRICING_POSITION_LABELS[key];
  return text.charAt(0).toUpperCase() + text.slice(1);
}
