import { OpenAPIHono } from '@hono/zod-openapi';
import { historyCalls } from '../../domain/contracts/history';
import { toBrandDto } from '../brands/brand-dto';
import type { Db } from '../db/client';
import type { EventBus } from '../events/event-bus';
import { contractRoute } from '../http/contract-route';
import { validationHook } from '../http/openapi';
import type { AppEnv } from '../http/types';
import { getIdentityTimeline, listBrandHistory } from './list-brand-history';
import { revertVersion } from './revert-version';

/** A brand's public change history, its colour-and-logo timeline, and an admin's revert. */
export function historyRoutes(db: Db, events: EventBus) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  const history = contractRoute('public', db, historyCalls, 'GET /brands/{slug}/history');
  const identity = contractRoute('public', db, historyCalls, 'GET /brands/{slug}/history/identity');
  const revert = contractRoute(
    'admin',
    db,
    historyCalls,
    'POST /admin/brands/{id}/history/{versionId}/revert',
  );

  app.openapi(history, async (c) =>
    c.json(await listBrandHistory(db, c.req.valid('param').slug, c.req.valid('query'), c.get('user')), 200),
  );
  app.openapi(identity, async (c) =>
    c.json(await getIdentityTimeline(db, c.req.valid('param').slug, c.get('user')), 200),
  );
  app.openapi(revert, async (c) => {
    const { id, versionId } = c.req.valid('param');
    const brand = await revertVersion(db, { brandId: id, versionId }, c.get('user')!);
    await events.publish({ type: 'brand.changed', brandId: brand.id, slug: brand.slug }).catch(() => {});
    return c.json(toBrandDto(brand), 200);
  });
  return app;
}
