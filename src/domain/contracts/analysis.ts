import { z } from 'zod';
import { BrandSchema } from '../brand';
import { CreateBrandSchema } from '../brand-input';
import { PickCandidateSchema } from '../provenance';
import { PRICING_STRATEGIES } from '../taxonomy';
import { apiCalls } from './api-call';

const brandParam = z.object({ id: z.uuid() });
const jsonObject = z.record(z.string(), z.unknown());
const Hex = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'must be # followed by six hex digits');
const refusals = { 401: 'Not signed in', 403: 'Admins only' } as const;

/** What an intelligence function may answer besides its result. */
const intelProblems = {
  ...refusals,
  404: 'No such brand',
  409: 'The brand is protected',
  422: 'The site cannot be read, or nothing was found on it',
} as const;

/** What a colour or logo function may answer besides its result. */
const outcomes = {
  404: 'No such brand',
  409: 'The brand is protected (or its colours are verified)',
  422: 'The site could not be read, or nothing was found',
} as const;

const NewsItemSchema = z.object({
  title: z.string(),
  url: z.string(),
  source: z.string(),
  publishedAt: z.string().nullable(),
  description: z.string(),
});

/**
 * The analyzer's calls beyond the queue: the add-brand wizard's retry, the admins' candidate
 * picker, the intelligence functions (spec 000 §7, 001 §7) and the colour and logo functions.
 */
export const analysisCalls = apiCalls({
  'POST /brands/{id}/analysis/retry': {
    tags: ['Brands'],
    summary: 'Analyse a brand you added again, at a corrected address, after its analysis failed',
    params: brandParam,
    body: z.object({ url: CreateBrandSchema.shape.url }),
    ok: { status: 200, description: 'The brand, pending again', schema: BrandSchema },
    problems: {
      400: 'Invalid address',
      401: 'Not signed in',
      403: 'Not the brand you added',
      404: 'No such brand',
      409: 'The analysis did not fail, or the brand is protected',
    },
  },
  'POST /admin/brands/{id}/candidates/pick': {
    tags: ['Analyzer'],
    summary: "Store one of the analyzer's kept candidates for a field, recorded as the admin's choice",
    params: brandParam,
    body: PickCandidateSchema,
    ok: { status: 200, description: 'The brand', schema: BrandSchema },
    problems: {
      400: 'Not a field with candidates, or not a candidate number',
      ...refusals,
      404: 'No such brand, or no such candidate',
      409: 'The brand is protected',
      422: 'The candidate cannot be used (a logo that cannot be downloaded or read)',
    },
  },
  'POST /admin/brands/{id}/positioning': {
    tags: ['Analysis'],
    summary:
      "analyze-positioning: archetype, pricing, competitive positioning and competitors from the brand's site",
    params: brandParam,
    ok: {
      status: 200,
      description: 'The stored positioning',
      schema: z.object({
        archetype: z.string().nullable(),
        pricing_strategy: z.enum(PRICING_STRATEGIES).nullable(),
        competitive_positioning: jsonObject,
        competitors: z.array(z.string()),
      }),
    },
    problems: intelProblems,
  },
  'POST /admin/brands/{id}/news': {
    tags: ['Analysis'],
    summary: "fetch-brand-news: recent news from the brand's own RSS or Atom feed",
    params: brandParam,
    ok: {
      status: 200,
      description: 'The stored news',
      schema: z.object({ recent_news: z.array(NewsItemSchema), news_last_updated_at: z.string() }),
    },
    problems: intelProblems,
  },
  'POST /admin/brands/{id}/insights': {
    tags: ['Analysis'],
    summary: "fetch-brand-insights: key people and company insights from the brand's site",
    params: brandParam,
    ok: {
      status: 200,
      description: 'The stored people and insights',
      schema: z.object({
        key_people: z.array(jsonObject),
        company_insights: jsonObject,
        insights_last_updated_at: z.string(),
      }),
    },
    problems: intelProblems,
  },
  'POST /admin/brands/{id}/social': {
    tags: ['Analysis'],
    summary: "analyze-social-media: the profiles the brand's site links to",
    params: brandParam,
    ok: {
      status: 200,
      description: 'The stored social links',
      schema: z.object({ success: z.literal(true), social_links: z.record(z.string(), z.string()) }),
    },
    problems: intelProblems,
  },
  'POST /brands/{id}/colors/import': {
    tags: ['Analyzer'],
    summary:
      "Import Known Colors (fetch-brand-colors): read the brand's colours from its site and store them",
    params: brandParam,
    ok: {
      status: 200,
      description: 'The colours found, named',
      schema: z.object({ colors: z.array(z.object({ hex: z.string(), name: z.string() })) }),
    },
    problems: { 401: 'Not signed in', ...outcomes, 429: 'Too many imports' },
  },
  'POST /admin/brands/{id}/color-names': {
    tags: ['Analyzer'],
    summary: 'Name colours (generate-color-names): the nearest named colour, stored in ai_color_names',
    params: brandParam,
    body: z.object({
      colors: z
        .array(z.object({ hex: Hex, currentName: z.string().max(200).optional() }))
        .max(50)
        .optional(),
    }),
    ok: {
      status: 200,
      description: 'The names given',
      schema: z.object({ colorNames: z.array(z.object({ hex: z.string(), aiName: z.string() })) }),
    },
    problems: { 400: 'Invalid colours', ...refusals, ...outcomes },
  },
  'POST /admin/colors/analyze': {
    tags: ['Analyzer'],
    summary: 'Analyze colors only (analyze-colors-only): one brand now, or a job for every brand',
    body: z
      .object({ brandId: z.uuid().optional(), runForAllBrands: z.boolean() })
      .refine((b) => b.runForAllBrands || b.brandId !== undefined, {
        message: 'brandId is required unless runForAllBrands is true',
        path: ['brandId'],
      }),
    ok: {
      status: 200,
      description: 'How many brands were processed (or queued, for all brands)',
      schema: z.object({
        processed: z.number().int(),
        runForAllBrands: z.boolean(),
        brandId: z.string().nullable(),
      }),
    },
    problems: { 400: 'Invalid request', ...refusals, ...outcomes },
  },
  'POST /admin/logos/improve': {
    tags: ['Analyzer'],
    summary: 'Improve logos (improved-logo-fetch): one brand now, or a job for every brand in batch mode',
    body: z
      .object({ brandId: z.uuid().optional(), batchMode: z.boolean() })
      .refine((b) => b.batchMode || b.brandId !== undefined, {
        message: 'brandId is required unless batchMode is true',
        path: ['brandId'],
      }),
    ok: {
      status: 200,
      description: 'The new logo (single), or how many brands were queued (batch)',
      schema: z.union([z.object({ logoUrl: z.string() }), z.object({ processed: z.number().int() })]),
    },
    problems: { 400: 'Invalid request', ...refusals, ...outcomes },
  },
});
