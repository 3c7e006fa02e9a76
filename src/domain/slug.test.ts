import { describe, expect, it } from 'vitest';
import { toBrandSlug, toCsvSlug, uniqueSlug } from './slug';
import { SHORTCUT_SLUGS } from './taxonomy';

describe('toBrandSlug (spec 000 §4)', () => {
  it('gives the examples of the wizard rule', () => {
    expect(toBrandSlug("Levi's")).toBe('levis');
    expect(toBrandSlug("McDonald's")).toBe('mcdonalds');
    expect(toBrandSlug('Coca-Cola')).toBe('coca-cola');
    expect(toBrandSlug('Burger  King')).toBe('burger-king');
    expect(toBrandSlug('Tiffany & Co.')).toBe('tiffany-co');
  });

  it('gives the ten shortcut brands their shortcut slugs', () => {
    const names = ['Ulta', 'Starbucks', 'Nike', 'Apple', "McDonald's", 'Burger King', "Levi's", 'Coca-Cola'];
    expect([...names, 'Pepsi', 'Adidas'].map(toBrandSlug)).toEqual([...SHORTCUT_SLUGS]);
  });

  it('folds accents and drops letters outside a–z', () => {
    expect(toBrandSlug('Hermès')).toBe('hermes');
    expect(toBrandSlug('Moët & Chandon')).toBe('moet-chandon');
    expect(toBrandSlug('Cîroc')).toBe('ciroc');
    expect(toBrandSlug('Straße')).toBe('strae');
    expect(toBrandSlug('無印良品')).toBe('');
  });

  it('turns whitespace runs into one hyphen and collapses and trims hyphens', () => {
    expect(toBrandSlug('  Dr.\tMartens \n')).toBe('dr-martens');
    expect(toBrandSlug('--A -- B--')).toBe('a-b');
    expect(toBrandSlug('7-Eleven')).toBe('7-eleven');
    expect(toBrandSlug('H&M')).toBe('hm');
    expect(toBrandSlug('A_B')).toBe('ab');
  });
});

describe('toCsvSlug (spec 001 §5)', () => {
  it('turns every run of other characters into one hyphen', () => {
    expect(toCsvSlug("Levi's")).toBe('levi-s');
    expect(toCsvSlug('Tiffany & Co.')).toBe('tiffany-co');
    expect(toCsvSlug('H&M')).toBe('h-m');
    expect(toCsvSlug('A_B')).toBe('a-b');
    expect(toCsvSlug('Burger  King')).toBe('burger-king');
  });

  it('trims leading and trailing hyphens and folds accents', () => {
    expect(toCsvSlug('  (Nike)  ')).toBe('nike');
    expect(toCsvSlug('Hermès')).toBe('hermes');
    expect(toCsvSlug('!!!')).toBe('');
  });
});

describe('uniqueSlug', () => {
  it('keeps a free base', () => {
    expect(uniqueSlug('nike', () => false)).toBe('nike');
  });

  it('counts on from 2', () => {
    const taken = new Set(['nike', 'nike-2']);
    expect(uniqueSlug('nike', (slug) => taken.has(slug))).toBe('nike-3');
    expect(uniqueSlug('puma', (slug) => slug === 'puma')).toBe('puma-2');
  });

  it('uses brand for an empty base', () => {
    expect(uniqueSlug('', () => false)).toBe('brand');
    expect(uniqueSlug('', (slug) => slug === 'brand')).toBe('brand-2');
  });
});
