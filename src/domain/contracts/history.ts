import { z } from 'zod';
import { BrandSchema } from '../brand';
import { BrandHistoryPageSchema, BrandHistoryQuerySchema, IdentityTimelineSchema } from '../brand-history';
import { apiCalls } from './api-call';

const slugParam = z.object({ slug: z.string().min(1).max(200) });

/** A brand's public change history, its colour-and-logo timeline, and an admin's revert. */
export const historyCalls = apiCalls({
  'GET /brands/{slug}/history': {
    tags: ['History'],
    summary: 'Every change to a public field of the brand, newest first: what, when, from which source',
    params: slugParam,
    query: BrandHistoryQuerySchema,
    ok: { status: 200, description: 'One page of versions', schema: BrandHistoryPageSchema },
    problems: { 400: 'Invalid parameter', 404: 'No such brand' },
  },
  'GET /brands/{slug}/history/identity': {
    tags: ['History'],
    summary: "The brand's colours and logo over time (rebrands), newest first",
    params: slugParam,
    ok: { status: 200, description: 'The eras', schema: IdentityTimelineSchema },
    problems: { 404: 'No such brand' },
  },
  'POST /admin/brands/{id}/history/{versionId}/revert': {
    tags: ['History', 'Admin'],
    summary: 'Take one change back: the field gets its earlier value, recorded as a revert',
    params: z.object({
      id: z.uuid(),
      versionId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    }),
    ok: { status: 200, description: 'The brand', schema: BrandSchema },
    problems: {
      400: 'Invalid parameter',
      401: 'Not signed in',
      403: 'Admins only',
      404: 'No such brand or change',
      409: 'The field changed since, or the brand is protected',
    },
  },
});
