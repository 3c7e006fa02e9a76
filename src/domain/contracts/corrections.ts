import { z } from 'zod';
import { CORRECTION_STATUSES } from '../correction-rules';
import {
  CorrectionPageSchema,
  CorrectionSchema,
  CorrectionStatsSchema,
  ProposeCorrectionSchema,
  RejectCorrectionSchema,
} from '../corrections';
import { apiCalls } from './api-call';

const pageQuery = {
  limit: z.coerce.number().int().min(1).max(100).optional(),
  cursor: z.string().max(200).optional(),
};
const idParam = z.object({ id: z.uuid() });
const admins = { 401: 'Not signed in', 403: 'Admins only' } as const;
const reviewProblems = {
  400: 'Invalid parameter',
  ...admins,
  404: 'No such correction',
  409: 'Already reviewed, or the brand is protected',
} as const;

/** Corrections: proposed by signed-in users, reviewed by admins, the proposer told by mail. */
export const correctionCalls = apiCalls({
  'POST /brands/{slug}/corrections': {
    tags: ['Corrections'],
    summary: 'Suggest a correction of a public field: the value and an http(s) source; reviewed by an admin',
    params: z.object({ slug: z.string().min(1).max(200) }),
    body: ProposeCorrectionSchema,
    ok: { status: 201, description: 'The correction, waiting for review', schema: CorrectionSchema },
    problems: {
      400: 'Invalid field, value or source',
      401: 'Not signed in',
      404: 'No such brand',
      409: 'The same value is already waiting for review',
      422: "The value is already the brand's",
      429: 'Too many corrections: 10 a minute, 50 waiting',
    },
  },
  'GET /account/corrections': {
    tags: ['Corrections'],
    summary: "The caller's own corrections and how they were reviewed, newest first",
    query: z.object(pageQuery),
    ok: { status: 200, description: 'One page', schema: CorrectionPageSchema },
    problems: { 400: 'Invalid parameter', 401: 'Not signed in' },
  },
  'GET /admin/corrections': {
    tags: ['Corrections', 'Admin'],
    summary: 'The review queue (pending, oldest first) or reviewed corrections (newest first)',
    query: z.object({ status: z.enum(CORRECTION_STATUSES).optional(), ...pageQuery }),
    ok: { status: 200, description: 'One page', schema: CorrectionPageSchema },
    problems: { 400: 'Invalid parameter', ...admins },
  },
  'GET /admin/corrections/stats': {
    tags: ['Corrections', 'Admin'],
    summary: 'Corrections waiting, and the median time to review over the last 30 days',
    ok: { status: 200, description: 'The figures', schema: CorrectionStatsSchema },
    problems: admins,
  },
  'POST /admin/corrections/{id}/accept': {
    tags: ['Corrections', 'Admin'],
    summary:
      'Accept: the value is applied, with provenance naming the correction and its source; the proposer is mailed',
    params: idParam,
    ok: { status: 200, description: 'The reviewed correction', schema: CorrectionSchema },
    problems: reviewProblems,
  },
  'POST /admin/corrections/{id}/reject': {
    tags: ['Corrections', 'Admin'],
    summary: 'Reject with a reason; the proposer is mailed',
    params: idParam,
    body: RejectCorrectionSchema,
    ok: { status: 200, description: 'The reviewed correction', schema: CorrectionSchema },
    problems: reviewProblems,
  },
});
