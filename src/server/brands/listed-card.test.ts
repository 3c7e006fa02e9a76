import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrandPage, type ListedBrand, ListedBrandSchema } from '../../domain/brand';
import { insertBrand } from '../test/brand-factory';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;

/** A brand whose every card field holds a value no other field holds, so a swap cannot pass. */
const CARD: Omit<ListedBrand, 'id' | 'created_at' | 'logo_kit'> = {
  slug: 'distinct-fields',
  name: 'Distinct Fields',
  url: 'https://distinct.example',
  tagline: 'The tagline',
  description: 'The description',
  industry: 'Technology',
  archetype: 'Creator',
  logo_url: 'https://distinct.example/logo.svg',
  primary_color: '#111111',
  secondary_color: '#222222',
  accent_color: '#333333',
  pricing_strategy: 'premium',
  year_founded: 1987,
  has_blue_badge: true,
  favorite_count: 7,
  visit_count: 11,
  analysis_status: 'completed',
};
const CREATED_AT = '2024-03-04T05:06:07.000Z';

beforeAll(async () => {
  t = await createTestApp();
  await insertBrand(t.database.db, {
    slug: CARD.slug,
    name: CARD.name,
    url: CARD.url,
    tagline: CARD.tagline,
    description: CARD.description,
    industry: CARD.industry,
    archetype: CARD.archetype,
    logoUrl: CARD.logo_url,
    primaryColor: CARD.primary_color,
    secondaryColor: CARD.secondary_color,
    accentColor: CARD.accent_color,
    pricingStrategy: CARD.pricing_strategy,
    yearFounded: CARD.year_founded,
    hasBlueBadge: CARD.has_blue_badge,
    favoriteCount: CARD.favorite_count,
    visitCount: CARD.visit_count,
    analysisStatus: CARD.analysis_status,
    createdAt: new Date(CREATED_AT),
  });
});
afterAll(async () => {
  await t.close();
});

describe('a list card', () => {
  it('carries each field from its own column, and only the fields the card schema names', async () => {
    const res = await t.app.request('/api/brands?search=distinct%20fields');
    const page = (await res.json()) as BrandPage;
    const [card] = page.items;
    expect(card).toBeDefined();
    expect(Object.keys(card ?? {}).sort()).toEqual(Object.keys(ListedBrandSchema.shape).sort());
    expect(ListedBrandSchema.strict().parse(card)).toEqual(card);
    expect(card).toMatchObject({ ...CARD, created_at: CREATED_AT, logo_kit: [] });
  });
});
