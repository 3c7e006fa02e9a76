import { OpenAPIHono, z } from '@hono/zod-openapi';
import { BrandSchema } from '../../../domain/brand';
import { CreateBrandSchema } from '../../brands/create-brand';
import type { Db } from '../../db/client';
import type { EventBus } from '../../events/event-bus';
import { accessRoute } from '../../http/access';
import { problemResponse, validationHook } from '../../http/openapi';
import type { AppEnv } from '../../http/types';
import { retryOwnAnalysis } from '../retry-own-analysis';

/** The add-brand wizard's routes beyond POST /api/brands. */
export function wizardRoutes(db: Db, events: EventBus, onJobQueued: () => void) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const retry = accessRoute('user', db, {
    method: 'post',
    path: '/brands/{id}/analysis/retry',
    tags: ['Brands'],
    summary: 'Analyse a brand you added again, at a corrected address, after its analysis failed',
    request: {
      params: z.object({ id: z.uuid() }),
      body: {
        content: { 'application/json': { schema: z.object({ url: CreateBrandSchema.shape.url }) } },
        required: true,
      },
    },
    responses: {
      200: {
        description: 'The brand, pending again',
        content: { 'application/json': { schema: BrandSchema } },
      },
      400: problemResponse('Invalid address'),
      401: problemResponse('Not signed in'),
      403: problemResponse('Not the brand you added'),
      404: problemResponse('No such brand'),
      409: problemResponse('The analysis did not fail, or the brand is protected'),
    },
  });
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
