import { z } from 'zod';
import { COLOR_FAMILIES } from './taxonomy';

/** Views over the whole catalogue: the discovery list's filters, the archetypes, the quadrants. */

/** GET /api/brands/facets: the filter options present in the catalogue (spec 000 §5: from the data). */
export const BrandFacetsSchema = z.object({
  industries: z.array(z.string()),
  archetypes: z.array(z.string()),
  /** In the order of COLOR_FAMILIES. */
  colors: z.array(z.enum(COLOR_FAMILIES)),
});
export type BrandFacets = z.infer<typeof BrandFacetsSchema>;
