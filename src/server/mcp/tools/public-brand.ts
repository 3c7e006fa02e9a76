import type { Brand } from '../../../domain/brand';
import { equityLabel } from '../../../domain/brand-figures';

/** A brand as the MCP tools give it: its public facts, without the site's internal state. */
export function publicBrand(brand: Brand, appUrl: string) {
  return {
    slug: brand.slug,
    name: brand.name,
    url: brand.url,
    page: `${appUrl}/brands/${brand.slug}`,
    tagline: brand.tagline,
    description: brand.description,
    mission: brand.mission,
    vision: brand.vision,
    industry: brand.industry,
    archetype: brand.archetype,
    pricing_strategy: brand.pricing_strategy,
    year_founded: brand.year_founded,
    logo_url: brand.logo_url,
    colors: {
      primary: brand.primary_color,
      secondary: brand.secondary_color,
      accent: brand.accent_color,
      palette: brand.color_palette,
      names: brand.ai_color_names,
    },
    keywords: brand.keywords,
    competitors: brand.competitors,
    annual_revenue: brand.annual_revenue,
    annual_revenue_currency: brand.annual_revenue_currency,
    annual_revenue_year: brand.annual_revenue_year,
    brand_equity_value: brand.brand_equity_value,
    brand_equity_label: equityLabel(brand.brand_equity_ranking, brand.brand_equity_year),
    competitive_positioning: brand.competitive_positioning,
    company_insights: brand.company_insights,
    key_people: brand.key_people,
    recent_news: brand.recent_news,
    verified: brand.has_blue_badge,
    updated_at: brand.updated_at,
  };
}
