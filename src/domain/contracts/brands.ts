import { z } from 'zod';
import {
  BrandPageSchema,
  BrandRelatedSchema,
  BrandSchema,
  ListBrandsQuerySchema,
  UnlistedBrandsSchema,
} from '../brand';
import { BrandAnalysisSchema } from '../brand-analysis';
import { CreateBrandSchema } from '../brand-input';
import { BrandFacetsSchema } from '../catalogue-views';
import { DuplicateCheckSchema } from '../duplicate';
import { BrandLogoLibrarySchema } from '../logo-library';
import { apiCalls } from './api-call';

const slugParam = z.object({ slug: z.string().min(1).max(200) });

/** The catalogue's own calls: the list, a brand and what its page shows, adding a brand. */
export const brandCalls = apiCalls({
  'GET /brands': {
    tags: ['Brands'],
    summary: 'List brands: filter, search, sort and paginate the catalogue',
    query: ListBrandsQuerySchema,
    ok: { status: 200, description: 'One page of brands', schema: BrandPageSchema },
    problems: { 400: 'Invalid parameter' },
  },
  'GET /brands/{slug}': {
    tags: ['Brands'],
    summary: 'One brand by its slug',
    params: slugParam,
    ok: { status: 200, description: 'The brand', schema: BrandSchema },
    problems: { 404: 'No such brand' },
  },
  'GET /brands/lookup': {
    tags: ['Brands'],
    summary: 'Where the nav search goes: an exact name, else the first name containing the text',
    query: z.object({ q: z.string().max(2000) }),
    ok: {
      status: 200,
      description: 'The brand to open, or none',
      schema: z.object({
        slug: z.string().nullable(),
        match: z.enum(['exact', 'contains']).nullable(),
      }),
    },
    problems: { 400: 'Invalid parameter' },
  },
  'GET /brands/facets': {
    tags: ['Brands'],
    summary: 'Filter options of the discovery list, from the data',
    ok: {
      status: 200,
      description: 'Industries, archetypes and colour families present in the catalogue',
      schema: BrandFacetsSchema,
    },
    problems: {},
  },
  'POST /brands/{slug}/visits': {
    tags: ['Brands'],
    summary: 'Count a visit of the brand page (increment_brand_visits); once per visitor per brand per hour',
    params: slugParam,
    ok: { status: 200, description: 'The new count', schema: z.object({ visit_count: z.number().int() }) },
    problems: { 404: 'No such brand' },
  },
  'GET /brands/duplicates': {
    tags: ['Brands'],
    summary: 'Is a brand of this name already in the catalogue? (the add-brand duplicate check)',
    query: z.object({ name: z.string().max(2000) }),
    ok: { status: 200, description: 'The existing brand, or null', schema: DuplicateCheckSchema },
    problems: {},
  },
  'POST /brands': {
    tags: ['Brands'],
    summary: 'Add a brand by name, industry and website, and start its analysis',
    body: CreateBrandSchema,
    ok: { status: 201, description: 'The new brand, pending analysis', schema: BrandSchema },
    problems: {
      400: 'Invalid input',
      401: 'Not signed in',
      409: 'The website is already in the catalogue, or being added',
      429: 'Too many brands added',
    },
  },
  'GET /brands/{slug}/related': {
    tags: ['Brands'],
    summary: 'Catalogue brands named in the description, and which competitors are in the catalogue',
    params: slugParam,
    ok: { status: 200, description: 'Mentions and competitors', schema: BrandRelatedSchema },
    problems: { 404: 'No such brand' },
  },
  'GET /brands/{slug}/logos': {
    tags: ['Brands'],
    summary: "The brand's logo library",
    params: slugParam,
    ok: { status: 200, description: 'Logos, oldest first', schema: BrandLogoLibrarySchema },
    problems: { 404: 'No such brand' },
  },
  'GET /brands/unlisted': {
    tags: ['Brands'],
    summary:
      'Brands not listed yet because their first analysis has not completed: your own, or every one for admins',
    ok: { status: 200, description: 'Newest first, with their analysis state', schema: UnlistedBrandsSchema },
    problems: { 401: 'Not signed in' },
  },
  'GET /brands/{slug}/analysis': {
    tags: ['Brands'],
    summary: "Where the brand's analysis stands: status, progress, stage and error",
    params: slugParam,
    ok: { status: 200, description: 'The analysis state', schema: BrandAnalysisSchema },
    problems: { 404: 'No such brand' },
  },
});
