import { z } from 'zod';
import { BrandSchema } from './brand';
import { ARCHETYPES, COLOR_FAMILIES } from './taxonomy';

/** Views over the whole catalogue: the discovery list's filters, the archetypes, the quadrants. */

/** GET /api/brands/facets: the filter options present in the catalogue (spec 000 §5: from the data). */
export const BrandFacetsSchema = z.object({
  industries: z.array(z.string()),
  archetypes: z.array(z.string()),
  /** In the order of COLOR_FAMILIES. */
  colors: z.array(z.enum(COLOR_FAMILIES)),
});
export type BrandFacets = z.infer<typeof BrandFacetsSchema>;

/** A brand shown on an archetype card (spec 000 §2 'Archetypes'). */
export const ArchetypeExampleSchema = BrandSchema.pick({
  name: true,
  slug: true,
  logo_url: true,
  logo_kit: true,
  primary_color: true,
});
export type ArchetypeExample = z.infer<typeof ArchetypeExampleSchema>;

export const ArchetypeBrandsSchema = z.object({
  archetype: z.enum(ARCHETYPES),
  /** How many brands of the catalogue have this archetype. */
  total: z.number().int(),
  /** The most favourited of them. */
  examples: z.array(ArchetypeExampleSchema),
});
export type ArchetypeBrands = z.infer<typeof ArchetypeBrandsSchema>;

/** GET /api/archetypes: one entry per archetype, in alphabetical order. */
export const ArchetypeListSchema = z.object({ items: z.array(ArchetypeBrandsSchema) });
export type ArchetypeList = z.infer<typeof ArchetypeListSchema>;

/** A brand as the magic quadrants place it: the fields their scores are computed from (spec 000 §9). */
export const QuadrantBrandSchema = BrandSchema.pick({
  id: true,
  name: true,
  slug: true,
  industry: true,
  archetype: true,
  pricing_strategy: true,
  year_founded: true,
  annual_revenue: true,
  annual_revenue_currency: true,
  brand_equity_value: true,
  primary_color: true,
});
export type QuadrantBrand = z.infer<typeof QuadrantBrandSchema>;

/** GET /api/quadrants: the most visited brands under a filter, and how many match in all. */
export const QuadrantBrandsSchema = z.object({
  items: z.array(QuadrantBrandSchema),
  /** All brands matching the filter; the chart plots the most visited of them. */
  total: z.number().int(),
});
export type QuadrantBrands = z.infer<typeof QuadrantBrandsSchema>;
