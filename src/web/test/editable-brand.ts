import type { Brand } from '@/domain/brand';

/**
 * A brand as the admin editor reads it: the fields it edits, filled in, and the rest absent (the
 * editor reads no other). `overrides` sets the fields a test is about.
 */
export function editableBrand(overrides: Partial<Brand> = {}): Brand {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    slug: 'acme',
    name: 'Acme',
    url: 'https://acme.example',
    tagline: 'Everything',
    description: null,
    mission: null,
    vision: null,
    industry: 'Retail',
    archetype: 'Jester',
    pricing_strategy: 'value',
    year_founded: 1949,
    primary_color: '#FF0000',
    secondary_color: '#000000',
    accent_color: null,
    color_palette: ['#FF0000', '#000000'],
    ai_color_names: {},
    keywords: ['anvils'],
    competitors: [],
    ...overrides,
  } as unknown as Brand;
}
