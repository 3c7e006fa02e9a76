import { CARS_DEVICES_SOFTWARE_BRANDS } from './cars-devices-software';
import { FASHION_RETAIL_BRANDS } from './fashion-retail';
import { FOOD_DRINK_BRANDS } from './food-drink';
import type { SeedBrand } from './seed-brand';
import { TECH_AND_MORE_BRANDS } from './tech-and-more';

export type { SeedBrand };

/** The curated starter catalogue, seeded on first start. */
export const SEED_BRANDS: readonly SeedBrand[] = [
  ...FASHION_RETAIL_BRANDS,
  ...FOOD_DRINK_BRANDS,
  ...TECH_AND_MORE_BRANDS,
  ...CARS_DEVICES_SOFTWARE_BRANDS,
];
