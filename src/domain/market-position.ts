import { cueText, findCues } from './cue-matching';
import { QUADRANT_REFERENCE_YEAR } from './quadrant';
import { PRICING_STRATEGIES, type PricingStrategy } from './taxonomy';

/**
 * Rules of the analyzer's competitive positioning (spec 001 §3): growth stage, the quadrant
 * (leader, challenger, follower, niche), which catalogue brands count as competitors, and the
 * audiences and advantages a brand's own text claims.
 */

export const GROWTH_STAGES = ['startup', 'growth', 'mature', 'declining'] as const;
export type GrowthStage = (typeof GROWTH_STAGES)[number];

export const POSITIONING_QUADRANTS = ['leader', 'challenger', 'follower', 'niche'] as const;
export type PositioningQuadrant = (typeof POSITIONING_QUADRANTS)[number];

/**
 * How a quadrant and a growth stage read on a page (spec 001 §3 stores them in lower case):
 * 'niche' is a Niche Player, the others are the words themselves, capitalised.
 */
export const POSITIONING_QUADRANT_LABELS: Readonly<Record<PositioningQuadrant, string>> = {
  leader: 'Leader',
  challenger: 'Challenger',
  follower: 'Follower',
  niche: 'Niche Player',
};

export const GROWTH_STAGE_LABELS: Readonly<Record<GrowthStage, string>> = {
  startup: 'Startup',
  growth: 'Growth',
  mature: 'Mature',
  declining: 'Declining',
};

/** A stored value as a reader expects it: the label of a known value, else its first letter capitalised. */
function labelOf<K extends string>(labels: Readonly<Record<K, string>>, value: string): string {
  const text = value.trim();
  const key = text.toLowerCase().replace(/[\s_-]+/g, ' ');
  const known = (Object.keys(labels) as K[]).find((k) => k === key || labels[k].toLowerCase() === key);
  if (known) return labels[known];
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const positioningQuadrantLabel = (value: string) => labelOf(POSITIONING_QUADRANT_LABELS, value);
export const growthStageLabel = (value: string) => labelOf(GROWTH_STAGE_LABELS, value);

/** Age bands of the growth stage, the same bands as the spec's growth score (000 §9). */
export const STARTUP_YEARS = 5;
export const GROWTH_YEARS = 15;

/**
 * The growth stage by age in the spec's reference year: under 5 years a startup, under 15 growing,
 * older mature. Unknown without a founding year; a site never tells that a brand declines.
 */
export function growthStageOf(yearFounded: number | null | undefined): GrowthStage | null {
  if (typeof yearFounded !== 'number' || !Number.isFinite(yearFounded)) return null;
  const age = QUADRANT_REFERENCE_YEAR - yearFounded;
  if (age < STARTUP_YEARS) return 'startup';
  if (age < GROWTH_YEARS) return 'growth';
  return 'mature';
}

/** The score at or above which an axis counts as high (spec 000 §4). */
export const POSITIONING_THRESHOLD = 50;
/** Price scores at or above this (premium, luxury) make a small brand a niche specialist. */
export const NICHE_PRICE_SCORE = 80;
/** Growth scores at or above this (under 15 years) make a brand a challenger or a niche entrant. */
export const CHALLENGER_GROWTH_SCORE = 70;

/**
 * The quadrant from the spec's scores (000 §9), after the classic market roles: a large presence
 * (market score ≥ 50) leads, unless it is young (growth ≥ 70) and so still challenging; a small
 * presence is a niche player when it is dear (price ≥ 80) or young, otherwise a follower.
 */
export function positioningQuadrantOf(scores: {
  market: number;
  price: number;
  growth: number;
}): PositioningQuadrant {
  if (scores.market >= POSITIONING_THRESHOLD) {
    return scores.growth >= CHALLENGER_GROWTH_SCORE ? 'challenger' : 'leader';
  }
  if (scores.price >= NICHE_PRICE_SCORE || scores.growth >= CHALLENGER_GROWTH_SCORE) return 'niche';
  return 'follower';
}

/** A pricing strategy and its neighbours one step dearer and one step cheaper: a near price position. */
export function nearPricingStrategies(strategy: PricingStrategy): PricingStrategy[] {
  const at = PRICING_STRATEGIES.indexOf(strategy);
  return PRICING_STRATEGIES.filter((_, i) => Math.abs(i - at) <= 1);
}

/** The label of a pricing strategy in a sentence: 'mid-market', 'luxury'. */
export const PRICING_LABELS: Readonly<Record<PricingStrategy, string>> = {
  luxury: 'luxury',
  premium: 'premium',
  'mid-market': 'mid-market',
  value: 'value',
  economy: 'economy',
};

/** Words that name an audience, and how the audience is written. */
export const AUDIENCE_CUES: Readonly<Record<string, string>> = {
  families: 'families',
  family: 'families',
  parents: 'families',
  kids: 'families',
  children: 'families',
  women: 'women',
  men: 'men',
  professionals: 'professionals',
  businesses: 'businesses and teams',
  teams: 'businesses and teams',
  enterprises: 'businesses and teams',
  companies: 'businesses and teams',
  developers: 'developers',
  engineers: 'developers',
  athletes: 'athletes',
  runners: 'athletes',
  players: 'athletes',
  travelers: 'travellers',
  travellers: 'travellers',
  adventurers: 'travellers',
  students: 'students',
  collectors: 'connoisseurs and collectors',
  connoisseurs: 'connoisseurs and collectors',
  designers: 'creative professionals',
  artists: 'creative professionals',
  homeowners: 'homeowners',
  gardeners: 'homeowners',
  shoppers: 'shoppers',
  'coffee lovers': 'coffee lovers',
  foodies: 'food lovers',
  gamers: 'gamers',
  pet: 'pet owners',
  pets: 'pet owners',
};

/** An audience needs this many mentions to be named. */
export const AUDIENCE_MIN_MENTIONS = 2;

/** The one or two audiences a text names most often ('families and athletes'), or null. */
export function targetAudienceOf(text: string): string | null {
  const totals = new Map<string, number>();
  for (const hit of findCues(cueText(text), AUDIENCE_CUES)) {
    totals.set(hit.label, (totals.get(hit.label) ?? 0) + hit.count);
  }
  const named = [...totals.entries()]
    .filter(([, n]) => n >= AUDIENCE_MIN_MENTIONS)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 2)
    .map(([label]) => label);
  if (named.length === 0) return null;
  const text2 = named.join(' and ');
  return text2.charAt(0).toUpperCase() + text2.slice(1);
}

/** Claims that set a brand apart, and how each advantage is written. */
export const ADVANTAGE_CUES: Readonly<Record<string, string>> = {
  handcrafted: 'Handcrafted products',
  'hand crafted': 'Handcrafted products',
  handmade: 'Handcrafted products',
  craftsmanship: 'Craftsmanship',
  bespoke: 'Made to order',
  'made to order': 'Made to order',
  sustainable: 'Sustainability commitments',
  sustainability: 'Sustainability commitments',
  recycled: 'Sustainability commitments',
  'carbon neutral': 'Sustainability commitments',
  'eco friendly': 'Sustainability commitments',
  organic: 'Organic ingredients',
  'fair trade': 'Fair trade sourcing',
  fairtrade: 'Fair trade sourcing',
  patented: 'Patented technology',
  patent: 'Patented technology',
  'award winning': 'Award-winning',
  'free shipping': 'Free shipping',
  'free delivery': 'Free shipping',
  'lifetime warranty': 'Lifetime warranty',
  'lifetime guarantee': 'Lifetime warranty',
  'money back guarantee': 'Money-back guarantee',
  'family owned': 'Independent, family-owned',
  independent: 'Independent, family-owned',
  '24 7 support': 'Round-the-clock support',
  'everyday low prices': 'Low prices',
  'lowest prices': 'Low prices',
  'price match': 'Low prices',
  'same day delivery': 'Fast delivery',
  'next day delivery': 'Fast delivery',
  vegan: 'Vegan range',
  'cruelty free': 'Cruelty-free',
};

const MADE_IN = /\b[Mm]ade in ((?:the )?[A-Z][a-z]+(?: [A-Z][a-z]+)?)/;

/**
 * The advantages a text claims, each once: most mentioned first, then in the order of the text;
 * 'Made in …' last when stated.
 */
export function advantagesOf(text: string): string[] {
  const prepared = cueText(text);
  const totals = new Map<string, { count: number; at: number }>();
  for (const hit of findCues(prepared, ADVANTAGE_CUES)) {
    const at = prepared.indexOf(cueText(hit.cue));
    const seen = totals.get(hit.label);
    totals.set(hit.label, { count: (seen?.count ?? 0) + hit.count, at: Math.min(seen?.at ?? at, at) });
  }
  const found = [...totals.entries()]
    .sort((a, b) => b[1].count - a[1].count || a[1].at - b[1].at)
    .map(([label]) => label);
  const madeIn = MADE_IN.exec(text)?.[1];
  if (madeIn) found.push(`Made in ${madeIn}`);
  return found;
}
