import { OpenAPIHono, z } from '@hono/zod-openapi';
import { CORRECTION_STATUSES } from '../../domain/correction-rules';
import {
  CorrectionPageSchema,
  CorrectionSchema,
  CorrectionStatsSchema,
  ProposeCorrectionSchema,
  RejectCorrectionSchema,
} from '../../domain/corrections';
import type { Db } from '../db/client';
import type { EventBus } from '../events/event-bus';
import { accessRoute } from '../http/access';
import { problemResponse, validationHook } from '../http/openapi';
import type { AppEnv } from '../http/types';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { correctionReviewedMail } from './correction-mail';
import { getCorrectionStats } from './correction-stats';
import { listCorrections } from './list-corrections';
import { proposeCorrection } from './propose-correction';
import { type ReviewOutcome, reviewCorrection } from './review-correction';

const problem = problemResponse;
const json = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { 'application/json': { schema } },
});
const pageQuery = {
  limit: z.coerce.number().int().min(1).max(100).optional(),
  cursor: z.string().max(200).optional(),
};

export interface CorrectionDeps {
  db: Db;
  events: EventBus;
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
}

/** Corrections: proposed by signed-in users, reviewed by admins, the proposer told by mail. */
export function correctionRoutes(deps: CorrectionDeps) {
  const { db, events } = deps;
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  const propose = accessRoute('user', db, {
    method: 'post',
    path: '/brands/{slug}/corrections',
    tags: ['Corrections'],
    summary: 'Suggest a correction of a public field: the value and an http(s) source; reviewed by an admin',
    request: {
      params: z.object({ slug: z.string().min(1).max(200) }),
      body: { content: { 'application/json': { schema: ProposeCorrectionSchema } }, required: true },
    },
    responses: {
      201: json('The correction, waiting for review', CorrectionSchema),
      400: problem('Invalid field, value or source'),
      401: problem('Not signed in'),
      404: problem('No such brand'),
      409: problem('The same value is already waiting for review'),
      422: problem("The value is already the brand's"),
      429: problem('Too many corrections: 10 a minute, 50 waiting'),
    },
  });
  const mine = accessRoute('user', db, {
    method: 'get',
    path: '/account/corrections',
    tags: ['Corrections'],
    summary: "The caller's own corrections and how they were reviewed, newest first",
    request: { query: z.object(pageQuery) },
    responses: {
      200: json('One page', CorrectionPageSchema),
      400: problem('Invalid parameter'),
      401: problem('Not signed in'),
    },
  });
  const queue = accessRoute('admin', db, {
    method: 'get',
    path: '/admin/corrections',
    tags: ['Corrections', 'Admin'],
    summary: 'The review queue (pending, oldest first) or reviewed corrections (newest first)',
    request: { query: z.object({ status: z.enum(CORRECTION_STATUSES).optional(), ...pageQuery }) },
    responses: {
      200: json('One page', CorrectionPageSchema),
      400: problem('Invalid parameter'),
      401: problem('Not signed in'),
      403: problem('Admins only'),
    },
  });
  const stats = accessRoute('admin', db, {
    method: 'get',
    path: '/admin/corrections/stats',
    tags: ['Corrections', 'Admin'],
    summary: 'Corrections waiting, and the median time to review over the last 30 days',
    responses: {
      200: json('The figures', CorrectionStatsSchema),
      401: problem('Not signed in'),
      403: problem('Admins only'),
    },
  });
  const idParam = z.object({ id: z.uuid() });
  const reviewResponses = {
    200: json('The reviewed correction', CorrectionSchema),
    400: problem('Invalid parameter'),
    401: problem('Not signed in'),
    403: problem('Admins only'),
    404: problem('No such correction'),
    409: problem('Already reviewed, or the brand is protected'),
  };
  const accept = accessRoute('admin', db, {
    method: 'post',
    path: '/admin/corrections/{id}/accept',
    tags: ['Corrections', 'Admin'],
    summary:
      'Accept: the value is applied, with provenance naming the correction and its source; the proposer is mailed',
    request: { params: idParam },
    responses: reviewResponses,
  });
  const reject = accessRoute('admin', db, {
    method: 'post',
    path: '/admin/corrections/{id}/reject',
    tags: ['Corrections', 'Admin'],
    summary: 'Reject with a reason; the proposer is mailed',
    request: {
      params: idParam,
      body: { content: { 'application/json': { schema: RejectCorrectionSchema } }, required: true },
    },
    responses: reviewResponses,
  });

  /** The review is done whatever the mail does: a failed send is logged, not undone. */
  const tellProposer = async (outcome: ReviewOutcome, accepted: boolean) => {
    const { correction, proposerEmail } = outcome;
    if (!proposerEmail) return;
    try {
      await deps.mailer.send(
        correctionReviewedMail({
          to: proposerEmail,
          brandName: correction.brand.name,
          brandUrl: `${deps.appUrl}/brands/${correction.brand.slug}`,
          field: correction.field,
          value: correction.proposed_value,
          accepted,
          reason: correction.review_reason,
        }),
      );
    } catch (error) {
      deps.logger.warn({ err: error, correction: correction.id }, 'correction mail not sent');
    }
  };

  app.openapi(propose, async (c) => {
    const correction = await proposeCorrection(
      db,
      c.req.valid('param').slug,
      c.req.valid('json'),
      c.get('user')!,
    );
    return c.json(correction, 201);
  });
  app.openapi(mine, async (c) =>
    c.json(await listCorrections(db, { ...c.req.valid('query'), mine: true }, c.get('user')!), 200),
  );
  app.openapi(queue, async (c) =>
    c.json(await listCorrections(db, c.req.valid('query'), c.get('user')!), 200),
  );
  app.openapi(stats, async (c) => c.json(await getCorrectionStats(db), 200));
  app.openapi(accept, async (c) => {
    const outcome = await reviewCorrection(db, c.req.valid('param').id, { accept: true }, c.get('user')!);
    if (outcome.brand) {
      const { id, slug } = outcome.brand;
      await events.publish({ type: 'brand.changed', brandId: id, slug }).catch(() => {});
    }
    await tellProposer(outcome, true);
    return c.json(outcome.correction, 200);
  });
  app.openapi(reject, async (c) => {
    const { reason } = c.req.valid('json');
    const outcome = await reviewCorrection(
      db,
      c.req.valid('param').id,
      { accept: false, reason },
      c.get('user')!,
    );
    await tellProposer(outcome, false);
    return c.json(outcome.correction, 200);
  });
  return app;
}
