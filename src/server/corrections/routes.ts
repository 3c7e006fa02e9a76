import { OpenAPIHono } from '@hono/zod-openapi';
import { correctionCalls } from '../../domain/contracts/corrections';
import type { Db } from '../db/client';
import type { EventBus } from '../events/event-bus';
import { contractRoute } from '../http/contract-route';
import { validationHook } from '../http/openapi';
import type { AppEnv } from '../http/types';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { correctionReviewedMail } from './correction-mail';
import { getCorrectionStats } from './correction-stats';
import { listCorrections } from './list-corrections';
import { proposeCorrection } from './propose-correction';
import { type ReviewOutcome, reviewCorrection } from './review-correction';

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

  const propose = contractRoute('user', db, correctionCalls, 'POST /brands/{slug}/corrections', {
    keepsCache: true,
  });
  const mine = contractRoute('user', db, correctionCalls, 'GET /account/corrections');
  const queue = contractRoute('admin', db, correctionCalls, 'GET /admin/corrections');
  const stats = contractRoute('admin', db, correctionCalls, 'GET /admin/corrections/stats');
  const accept = contractRoute('admin', db, correctionCalls, 'POST /admin/corrections/{id}/accept');
  const reject = contractRoute('admin', db, correctionCalls, 'POST /admin/corrections/{id}/reject');

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
