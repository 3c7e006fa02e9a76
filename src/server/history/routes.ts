import { OpenAPIHono, z } from '@hono/zod-openapi';
import { BrandSchema } from '../../domain/brand';
import {
  BrandHistoryPageSchema,
  BrandHistoryQuerySchema,
  IdentityTimelineSchema,
} from '../../domain/brand-history';
import { toBrandDto } from '../brands/brand-dto';
import type { Db } from '../db/client';
import type { EventBus } from '../events/event-bus';
import { accessRoute } from '../http/access';
import { problemResponse, validationHook } from '../http/openapi';
import type { AppEnv } from '../http/types';
import { getIdentityTimeline, listBrandHistory } from './list-brand-history';
import { revertVersion } from './revert-version';

const problem = problemResponse;
const slugParam = z.object({ slug: z.string().min(1).max(200) });

/** A brand's public change history, its colour-and-logo timeline, and an admin's revert. */
export function historyRoutes(db: Db, events: EventBus) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  const history = accessRoute('public', db, {
    method: 'get',
    path: '/brands/{slug}/history',
    tags: ['History'],
    summary: 'Every change to a public field of the brand, newest first: what, when, from which source',
    request: { params: slugParam, query: BrandHistoryQuerySchema },
    responses: {
      200: {
        description: 'One page of versions',
        content: { 'application/json': { schema: BrandHistoryPageSchema } },
      },
      400: problem('Invalid parameter'),
      404: problem('No such brand'),
    },
  });
  const identity = accessRoute('public', db, {
    method: 'get',
    path: '/brands/{slug}/history/identity',
    tags: ['History'],
    summary: "The brand's colours and logo over time (rebrands), newest first",
    request: { params: slugParam },
    responses: {
      200: { description: 'The eras', content: { 'application/json': { schema: IdentityTimelineSchema } } },
      404: problem('No such brand'),
    },
  });
  const revert = accessRoute('admin', db, {
    method: 'post',
    path: '/admin/brands/{id}/history/{versionId}/revert',
    tags: ['History', 'Admin'],
    summary: 'Take one change back: the field gets its earlier value, recorded as a revert',
    request: {
      params: z.object({
        id: z.uuid(),
        versionId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
      }),
    },
    responses: {
      200: { description: 'The brand', content: { 'application/json': { schema: BrandSchema } } },
      400: problem('Invalid parameter'),
      401: problem('Not signed in'),
      403: problem('Admins only'),
      404: problem('No such brand or change'),
      409: problem('The field changed since, or the brand is protected'),
    },
  });

  app.openapi(history, async (c) =>
    c.json(await listBrandHistory(db, c.req.valid('param').slug, c.req.valid('query'), c.get('user')), 200),
  );
  app.openapi(identity, async (c) => c.json(await getIdentityTimeline(db, c.req.valid('param').slug), 200));
  app.openapi(revert, async (c) => {
    const { id, versionId } = c.req.valid('param');
    const brand = await revertVersion(db, { brandId: id, versionId }, c.get('user')!);
    await events.publish({ type: 'brand.changed', brandId: brand.id, slug: brand.slug }).catch(() => {});
    return c.json(toBrandDto(brand), 200);
  });
  return app;
}
