import { OpenAPIHono } from '@hono/zod-openapi';
import { analysisCalls } from '../../../domain/contracts/analysis';
import type { Db } from '../../db/client';
import type { EventBus } from '../../events/event-bus';
import { contractRoute } from '../../http/contract-route';
import { validationHook } from '../../http/openapi';
import type { AppEnv } from '../../http/types';
import { retryOwnAnalysis } from '../retry-own-analysis';

/** The add-brand wizard's routes beyond POST /api/brands. */
export function wizardRoutes(db: Db, events: EventBus, onJobQueued: () => void) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const retry = contractRoute('user', db, analysisCalls, 'POST /brands/{id}/analysis/retry');
  app.openapi(retry, async (c) => {
    const brand = await retryOwnAnalysis(
      db,
      { brandId: c.req.valid('param').id, url: c.req.valid('json').url },
      c.get('user')!,
      c.get('clientAddress'),
    );
    await events.publish({ type: 'brand.changed', brandId: brand.id, slug: brand.slug }).catch(() => {});
    onJobQueued();
    return c.json(brand, 200);
  });
  return app;
}
