import { cueText, findCues, round2 } from './cue-matching';
import { PRICE_SCORES } from './quadrant';
import type { Industry, PricingStrategy } from './taxonomy';

/**
 * The pricing position a brand's own site suggests, from two kinds of cue: the currency amounts it
 * shows (read against its industry's usual prices) and the words it uses about price ('luxury',
 * 'affordable', 'everyday low prices'). Each cue votes for the price score of one strategy
 * (spec 000 §9: luxury 95, premium 80, mid-market 50, value 30, economy 15).
 */

/** Words about price and the strategy each one speaks for. */
export const PRICE_WORDS: Readonly<Record<string, PricingStrategy>> = {
  luxury: 'luxury',
  luxurious: 'luxury',
  'haute couture': 'luxury',
  couture: 'luxury',
  bespoke: 'luxury',
  exquisite: 'luxury',
  atelier: 'luxury',
  maison: 'luxury',
  'made to order': 'luxury',
  'by appointment': 'luxury',
  'limited edition': 'luxury',
  'fine jewelry': 'luxury',
  'fine jewellery': 'luxury',
  premium: 'premium',
  'high end': 'premium',
  'high quality': 'premium',
  superior: 'premium',
  artisanal: 'premium',
  artisan: 'premium',
  handcrafted: 'premium',
  'hand crafted': 'premium',
  exclusive: 'premium',
  'best in class': 'premium',
  affordable: 'value',
  'great value': 'value',
  'good value': 'value',
  'best value': 'value',
  'value for money': 'value',
  savings: 'value',
  save: 'value',
  deal: 'value',
  deals: 'value',
  sale: 'value',
  '% off': 'value',
  'free shipping': 'value',
  coupon: 'value',
  coupons: 'value',
  cheap: 'economy',
  cheapest: 'economy',
  discount: 'economy',
  discounts: 'economy',
  discounted: 'economy',
  budget: 'economy',
  bargain: 'economy',
  bargains: 'economy',
  'low price': 'economy',
  'low prices': 'economy',
  'lowest price': 'economy',
  'lowest prices': 'economy',
  'everyday low': 'economy',
  clearance: 'economy',
  outlet: 'economy',
  'price match': 'economy',
};

/**
 * Upper bounds (US dollars) of economy, value, mid-market and premium prices for an item of an
 * industry whose scale is 1 (clothing); above the last bound is luxury.
 */
export const BASE_PRICE_BANDS = [15, 40, 120, 400] as const;

/** How much dearer a usual item of an industry is than a usual item of clothing. */
export const INDUSTRY_PRICE_SCALE: Readonly<Record<Industry, number>> = {
  'Active Lifestyle': 1,
  'Apparel & Fashion': 1,
  Automotive: 300,
  'Beauty & Personal Care': 0.4,
  Beverages: 0.1,
  'Consumer Electronics': 5,
  Entertainment: 0.5,
  'Financial Services': 1,
  'Food & Beverage': 0.15,
  'Health & Wellness': 0.5,
  'Home & Garden': 2,
  Hospitality: 2.5,
  'Jewelry & Accessories': 3,
  'Luxury Goods': 3,
  'Media & Entertainment': 0.3,
  Retail: 0.5,
  'Sports & Recreation': 1.5,
  Technology: 2,
  'Travel & Tourism': 5,
  Other: 1,
};

/** Rough US-dollar value of one unit of each currency; enough to place a price in a band. */
export const USD_PER_UNIT: Readonly<Record<string, number>> = {
  USD: 1,
  $: 1,
  EUR: 1.1,
  '€': 1.1,
  GBP: 1.27,
  '£': 1.27,
  CHF: 1.12,
  CAD: 0.73,
  AUD: 0.66,
  JPY: 0.0067,
  '¥': 0.0067,
};

/** Fewer cues than this decide nothing. */
export const PRICE_MIN_CUES = 2;
/** Cues at which the amount of evidence stops raising the confidence. */
export const PRICE_FULL_EVIDENCE = 6;

export interface PriceCue {
  kind: 'amount' | 'word';
  /** The amount as written, or the word. */
  text: string;
  strategy: PricingStrategy;
}

export interface PricingVerdict {
  strategy: PricingStrategy | null;
  /** 0..100 on the spec's price score scale; null when undecided. */
  score: number | null;
  /** 0..1: evidence × agreement. */
  confidence: number;
  cues: PriceCue[];
  /** The median price found, in US dollars, or null. */
  medianUsd: number | null;
}

const AMOUNT = String.raw`(\d{1,3}(?:[.,\u00a0 ]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)`;
/** '$20 million' is a company's funding or revenue, not the price of what it sells. */
const NOT_A_PRICE = String.raw`(?![.,\u00a0 ]?\d|\s?(?:million|billion|thousand|bn|mn|[mkb])\b)`;
const SYMBOL_FIRST = new RegExp(String.raw`(US\$|C\$|A\$|\$|€|£|¥)\s?${AMOUNT}${NOT_A_PRICE}`, 'gi');
const SYMBOL_AFTER = new RegExp(String.raw`${AMOUNT}\s?(€|£|USD|EUR|GBP|CHF|CAD|AUD|JPY)(?![A-Za-z])`, 'g');
const CODE_FIRST = new RegExp(String.raw`\b(USD|EUR|GBP|CHF|CAD|AUD|JPY)\s?${AMOUNT}${NOT_A_PRICE}`, 'gi');

const CURRENCY_ALIASES: Readonly<Record<string, string>> = { US$: 'USD', C$: 'CAD', A$: 'AUD' };

/**
 * A written amount as a number: '1,250.00', '1.250,00', '1 250', '19,99' and '19.99' all read as
 * people mean them (a separator followed by exactly three digits groups thousands).
 */
export function parseAmount(written: string): number | null {
  const compact = written.replace(/[\u00a0 ]/g, '');
  const decimal = /[.,](\d{1,2})$/.exec(compact);
  const whole = decimal ? compact.slice(0, decimal.index) : compact;
  const digits = whole.replace(/[.,]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const value = Number(digits) + (decimal?.[1] ? Number(`0.${decimal[1]}`) : 0);
  return Number.isFinite(value) ? value : null;
}

export interface PriceAmount {
  text: string;
  usd: number;
}

/** Every currency amount written in the text, converted to US dollars; zero amounts are ignored. */
export function findPriceAmounts(text: string): PriceAmount[] {
  const found: PriceAmount[] = [];
  const add = (written: string, currency: string, amount: string) => {
    const value = parseAmount(amount);
    const code = CURRENCY_ALIASES[currency] ?? currency;
    const rate = USD_PER_UNIT[code];
    if (value === null || value <= 0 || rate === undefined) return;
    found.push({ text: written.trim(), usd: value * rate });
  };
  for (const m of text.matchAll(SYMBOL_FIRST)) add(m[0], m[1] ?? '', m[2] ?? '');
  for (const m of text.matchAll(SYMBOL_AFTER)) add(m[0], m[2] ?? '', m[1] ?? '');
  for (const m of text.matchAll(CODE_FIRST)) add(m[0], m[1] ?? '', m[2] ?? '');
  return found;
}

/** The strategy whose band a US-dollar price falls in, for an industry. */
export function strategyForPrice(usd: number, industry: string | null | undefined): PricingStrategy {
  const scale = INDUSTRY_PRICE_SCALE[(industry ?? 'Other') as Industry] ?? 1;
  const [economy, value, mid, premium] = BASE_PRICE_BANDS.map((bound) => bound * scale) as [
    number,
    number,
    number,
    number,
  ];
  if (usd < economy) return 'economy';
  if (usd < value) return 'value';
  if (usd < mid) return 'mid-market';
  if (usd < premium) return 'premium';
  return 'luxury';
}

/** The strategy nearest to a price score: halfway between the spec's scores. */
export function strategyForScore(score: number): PricingStrategy {
  const ranked = (Object.entries(PRICE_SCORES) as [PricingStrategy, number][]).sort(
    (a, b) => Math.abs(a[1] - score) - Math.abs(b[1] - score),
  );
  return ranked[0]?.[0] ?? 'mid-market';
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? null) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Prices shown on a page count as this many word cues at most (a shop lists dozens). */
const AMOUNT_VOTES_MAX = 4;

/**
 * Scores the price position of a brand's text. The median of its prices votes with the weight of
 * up to four cues (one per price found); each price word votes once per occurrence (at most three).
 * The score is the weighted mean of the votes' price scores; confidence is
 * min(1, cues / 6) × the share of votes within 20 points of the score.
 */
export function scorePricing(text: string, industry: string | null | undefined): PricingVerdict {
  const amounts = findPriceAmounts(text);
  const medianUsd = median(amounts.map((a) => a.usd));
  const cues: PriceCue[] = [];
  const votes: { score: number; weight: number }[] = [];
  if (medianUsd !== null) {
    const strategy = strategyForPrice(medianUsd, industry);
    const seen = new Set<string>();
    for (const amount of amounts) {
      if (seen.has(amount.text) || seen.size >= 8) continue;
      seen.add(amount.text);
      cues.push({ kind: 'amount', text: amount.text, strategy: strategyForPrice(amount.usd, industry) });
    }
    votes.push({ score: PRICE_SCORES[strategy], weight: Math.min(AMOUNT_VOTES_MAX, amounts.length) });
  }
  for (const hit of findCues(cueText(text), PRICE_WORDS)) {
    cues.push({ kind: 'word', text: hit.cue, strategy: hit.label });
    votes.push({ score: PRICE_SCORES[hit.label], weight: hit.count });
  }
  const weight = votes.reduce((sum, v) => sum + v.weight, 0);
  if (weight < PRICE_MIN_CUES) return { strategy: null, score: null, confidence: 0, cues, medianUsd };
  const score = votes.reduce((sum, v) => sum + v.score * v.weight, 0) / weight;
  const agreeing = votes.filter((v) => Math.abs(v.score - score) <= 20).reduce((s, v) => s + v.weight, 0);
  const confidence = round2(Math.min(1, weight / PRICE_FULL_EVIDENCE) * (agreeing / weight));
  return { strategy: strategyForScore(score), score: Math.round(score), confidence, cues, medianUsd };
}
