import { z } from 'zod';
import { BrandSchema } from '../brand';
import { ArchetypeListSchema, QuadrantBrandsSchema } from '../catalogue-views';
import { GALLERY_IDS } from '../galleries';
import { apiCalls } from './api-call';

/** Public views over the catalogue: the featured brand, galleries, quadrants and archetypes. */
export const catalogueCalls = apiCalls({
  'GET /featured-brand': {
    tags: ['Catalogue'],
    summary: "Today's Featured Brand (the date in New York picks it)",
    ok: { status: 200, description: 'The brand', schema: BrandSchema },
    problems: { 404: 'The catalogue is empty' },
  },
  'GET /galleries/{id}': {
    tags: ['Catalogue'],
    summary: 'The brands of a themed colour gallery',
    params: z.object({ id: z.enum(GALLERY_IDS) }),
    ok: { status: 200, description: 'Brands by name', schema: z.object({ items: z.array(BrandSchema) }) },
    problems: { 400: 'Unknown gallery' },
  },
  'GET /quadrants': {
    tags: ['Catalogue'],
    summary: 'Brands with a pricing position, for the magic quadrants',
    query: z.object({
      filter: z
        .string()
        .max(200)
        .optional()
        .describe("'luxury' (default: luxury or premium), 'all', 'industry:{name}' or 'archetype:{name}'"),
    }),
    ok: { status: 200, description: 'Brands and how many match in all', schema: QuadrantBrandsSchema },
    problems: {},
  },
  'GET /archetypes': {
    tags: ['Catalogue'],
    summary: 'The twelve archetypes with their brand count and example brands from the catalogue',
    ok: {
      status: 200,
      description: 'One entry per archetype, in alphabetical order',
      schema: ArchetypeListSchema,
    },
    problems: {},
  },
});
