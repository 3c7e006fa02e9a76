import { describe, expect, it } from 'vitest';
import { VODKA_BRAND_NAMES } from '../../domain/galleries';
import { VODKA_SEED_BRANDS } from './add-vodka-brands';

describe('the vodka brands of the catalogue', () => {
  it('describes every one of the gallery', () => {
    expect(VODKA_SEED_BRANDS.map((s) => s.name).sort()).toEqual([...VODKA_BRAND_NAMES].sort());
  });
});
