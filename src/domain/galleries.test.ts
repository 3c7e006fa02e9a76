import { describe, expect, it } from 'vitest';
import {
  COFFEE_BRAND_NAMES,
  FOOTWEAR_BRAND_NAMES,
  GALLERIES,
  GALLERY_IDS,
  galleryByPath,
  galleryMembership,
  isGalleryMember,
  LUXURY_EXTRA_NAMES,
  MALL_BRAND_NAMES,
  VODKA_BRAND_NAMES,
} from './galleries';

describe('gallery name lists (spec 000 §9)', () => {
  it('has 14 mall, 8 coffee, 13 footwear and 13 vodka names, each once', () => {
    for (const [list, size] of [
      [MALL_BRAND_NAMES, 14],
      [COFFEE_BRAND_NAMES, 8],
      [FOOTWEAR_BRAND_NAMES, 13],
      [VODKA_BRAND_NAMES, 13],
    ] as const) {
      expect(list).toHaveLength(size);
      expect(new Set(list).size).toBe(size);
    }
  });

  it('spells the names as the brands are called', () => {
    expect(MALL_BRAND_NAMES).toContain("Victoria's Secret");
    expect(MALL_BRAND_NAMES).toContain('Abercrombie & Fitch');
    expect(COFFEE_BRAND_NAMES).toContain("Dunkin'");
    expect(COFFEE_BRAND_NAMES).toContain("Peet's Coffee");
    expect(FOOTWEAR_BRAND_NAMES).toContain('Dr. Martens');
    expect(VODKA_BRAND_NAMES).toContain("Tito's Handmade Vodka");
    expect(VODKA_BRAND_NAMES).toContain('Cîroc');
  });

  it('names some luxury extras and none of the mall names', () => {
    expect(LUXURY_EXTRA_NAMES).toEqual(
      expect.arrayContaining(['Porsche', 'Ferrari', 'Moët & Chandon', 'Hennessy', 'Dom Pérignon']),
    );
    for (const name of LUXURY_EXTRA_NAMES) expect(MALL_BRAND_NAMES as readonly string[]).not.toContain(name);
  });
});

describe('GALLERIES (spec 000 §2)', () => {
  it('lists the five paths with their default industry badges', () => {
    expect(GALLERIES.map((g) => [g.id, g.path, g.defaultIndustryBadge])).toEqual([
      ['luxury', '/luxury-colors', 'Luxury'],
      ['mall', '/mall-brands', 'Retail'],
      ['coffee', '/coffee-brands', 'Food & Beverage'],
      ['footwear', '/footwear-brands', 'Athletic Wear'],
      ['vodka', '/vodka-brands', 'Spirits & Vodka'],
    ]);
    expect(GALLERIES.map((g) => g.id)).toEqual([...GALLERY_IDS]);
  });

  it('says "No Vodka Brands Found" on an empty vodka page', () => {
    expect(galleryByPath('/vodka-brands')?.emptyMessage).toBe('No Vodka Brands Found');
    expect(galleryByPath('/nope')).toBeNull();
  });

  it('gives every gallery a title and an empty message', () => {
    for (const g of GALLERIES) {
      expect(g.title.length, g.id).toBeGreaterThan(5);
      expect(g.emptyMessage, g.id).toMatch(/^No .+ Found$/);
    }
  });
});

describe('galleryMembership', () => {
  it('describes the named galleries by their lists', () => {
    expect(galleryMembership('mall')).toEqual({
      names: MALL_BRAND_NAMES,
      industryContains: [],
      excludeNames: [],
      requirePrimaryColor: true,
    });
    expect(galleryMembership('coffee').names).toBe(COFFEE_BRAND_NAMES);
    expect(galleryMembership('footwear').names).toBe(FOOTWEAR_BRAND_NAMES);
  });

  it('adds any industry containing vodka to the vodka list', () => {
    expect(galleryMembership('vodka')).toMatchObject({
      names: VODKA_BRAND_NAMES,
      industryContains: ['vodka'],
    });
  });

  it('describes luxury by industry terms and extra names, without the mall names', () => {
    expect(galleryMembership('luxury')).toEqual({
      names: LUXURY_EXTRA_NAMES,
      industryContains: ['luxury', 'fashion', 'jewelry'],
      excludeNames: MALL_BRAND_NAMES,
      requirePrimaryColor: false,
    });
  });
});

describe('isGalleryMember', () => {
  it('takes luxury, fashion and jewelry industries, case-insensitive', () => {
    expect(isGalleryMember('luxury', { name: 'Chanel', industry: 'Luxury Goods' })).toBe(true);
    expect(isGalleryMember('luxury', { name: 'Tiffany & Co.', industry: 'Jewelry & Accessories' })).toBe(
      true,
    );
    expect(isGalleryMember('luxury', { name: 'Ralph Lauren', industry: 'Apparel & FASHION' })).toBe(true);
    expect(isGalleryMember('luxury', { name: 'Apple', industry: 'Consumer Electronics' })).toBe(false);
    expect(isGalleryMember('luxury', { name: 'Unknown', industry: null })).toBe(false);
  });

  it('takes the luxury extra names whatever their industry', () => {
    expect(isGalleryMember('luxury', { name: 'Porsche', industry: 'Automotive' })).toBe(true);
    expect(isGalleryMember('luxury', { name: 'moët & chandon', industry: 'Beverages' })).toBe(true);
  });

  it('leaves the mall names out of luxury', () => {
    expect(isGalleryMember('luxury', { name: 'Zara', industry: 'Apparel & Fashion' })).toBe(false);
    expect(isGalleryMember('luxury', { name: 'h&m', industry: 'Apparel & Fashion' })).toBe(false);
  });

  it('takes the named brands, case-insensitive', () => {
    expect(isGalleryMember('mall', { name: 'Old Navy', industry: 'Retail' })).toBe(true);
    expect(isGalleryMember('coffee', { name: 'STARBUCKS', industry: 'Food & Beverage' })).toBe(true);
    expect(isGalleryMember('footwear', { name: 'Crocs', industry: null })).toBe(true);
    expect(isGalleryMember('footwear', { name: 'Gucci', industry: 'Luxury Goods' })).toBe(false);
    expect(isGalleryMember('coffee', { name: 'Costa', industry: 'Coffee' })).toBe(false);
  });

  it('takes vodka by name or by an industry containing vodka', () => {
    expect(isGalleryMember('vodka', { name: 'Absolut', industry: 'Beverages' })).toBe(true);
    expect(isGalleryMember('vodka', { name: 'Beluga', industry: 'Premium Vodka' })).toBe(true);
    expect(isGalleryMember('vodka', { name: 'Bacardi', industry: 'Spirits' })).toBe(false);
  });

  it('needs a primary colour in the named galleries when one is given', () => {
    expect(isGalleryMember('mall', { name: 'Gap', industry: 'Retail', primary_color: null })).toBe(false);
    expect(isGalleryMember('mall', { name: 'Gap', industry: 'Retail', primary_color: '#002868' })).toBe(true);
    expect(isGalleryMember('luxury', { name: 'Chanel', industry: 'Luxury Goods', primary_color: null })).toBe(
      true,
    );
  });
});
