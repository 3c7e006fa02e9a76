import type { EquityRanking, ReportingCurrency } from '../../../../domain/brand-figures';
import type { Archetype, Industry, PricingStrategy } from '../../../../domain/taxonomy';

/**
 * One brand of the curated starter catalogue. Facts are public knowledge; descriptions and
 * taglines are short and written in our own words. Colours are the brand's real identity colours.
 */
export interface SeedBrand {
  name: string;
  /** Unique, lower-case, hyphenated. The ten shortcut brands use the exact slugs of spec 000 §2. */
  slug: string;
  /** The brand's official website, https. */
  url: string;
  industry: Industry;
  archetype: Archetype;
  pricing_strategy: PricingStrategy;
  year_founded: number;
  /** #RRGGBB, upper-case. */
  primary_color: string;
  secondary_color: string;
  accent_color: string;
  /** Up to 8 #RRGGBB values; the three main colours first. */
  color_palette?: string[];
  tagline: string;
  /** Two or three factual sentences in our own words. */
  description: string;
  has_blue_badge?: boolean;
  /** Latest publicly reported annual revenue, as reported: in `revenue_currency`, never converted. */
  annual_revenue?: number;
  /** The currency the revenue was reported in; US dollars when absent. */
  revenue_currency?: ReportingCurrency;
  /** The year the reported fiscal year ended in, when stated. */
  revenue_year?: number;
  /** A published brand valuation in US dollars, only with the ranking and edition it comes from. */
  brand_equity_value?: number;
  brand_equity_ranking?: EquityRanking;
  brand_equity_year?: number;
  mission?: string;
  vision?: string;
  keywords?: string[];
  /** Names of competing brands (ideally ones also in the catalogue). */
  competitors?: string[];
  headquarters?: string;
  /** The simple-icons slug, only when the simple-icons package really has this brand. */
  simple_icon?: string;
  /** The SVG Logos (CC0) name, for a brand simple-icons lacks; only when that set really has it. */
  svg_logo?: string;
}
