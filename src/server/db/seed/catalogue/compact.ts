import type { Archetype, Industry, PricingStrategy } from '../../../../domain/taxonomy';
import type { SeedBrand } from './seed-brand';

/**
 * A brand written on one line: name, slug, url, industry, archetype, pricing, founded, three
 * colours, tagline, description, then optional facts.
 */
export type CompactBrand = [
  name: string,
  slug: string,
  url: string,
  industry: Industry,
  archetype: Archetype,
  pricing: PricingStrategy,
  founded: number,
  colors: [string, string, string],
  tagline: string,
  description: string,
  extra?: Partial<
    Pick<
      SeedBrand,
      | 'has_blue_badge'
      | 'annual_revenue'
      | 'revenue_currency'
      | 'revenue_year'
      | 'brand_equity_value'
      | 'brand_equity_ranking'
      | 'brand_equity_year'
      | 'simple_icon'
      | 'svg_logo'
      | 'headquarters'
      | 'competitors'
      | 'keywords'
      | 'color_palette'
      | 'mission'
    >
  >,
];

export function expandBrands(rows: CompactBrand[]): SeedBrand[] {
  return rows.map(
    ([name, slug, url, industry, archetype, pricing, founded, colors, tagline, description, extra]) => ({
      name,
      slug,
      url,
      industry,
      archetype,
      pricing_strategy: pricing,
      year_founded: founded,
      primary_color: colors[0],
      secondary_color: colors[1],
      accent_color: colors[2],
      tagline,
      description,
      ...extra,
    }),
  );
}
