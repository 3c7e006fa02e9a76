import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { BrandPageSchema, BrandSchema, ListBrandsQuerySchema } from '../../domain/brand';
import type { Db } from '../db/client';
import { ProblemSchema, validationHook } from '../http/openapi';
import type { AppEnv } from '../http/types';
import { getBrandBySlug } from './get-brand';
import { listBrands } from './list-brands';

const listBrandsRoute = createRoute({
  method: 'get',
  path: '/brands',
  tags: ['Brands'],
  summary: 'List brands: filter, search, sort and paginate the catalogue',
  description: 'Access: public.',
  request: { query: ListBrandsQuerySchema },
  responses: {
    200: { description: 'One page of brands', content: { 'application/json': { schema: BrandPageSchema } } },
    400: {
      description: 'Invalid parameter',
      content: { 'application/problem+json': { schema: ProblemSchema } },
    },
  },
});

const getBrandRoute = createRoute({
  method: 'get',
  path: '/brands/{slug}',
  tags: ['Brands'],
  summary: 'One brand by its slug',
  description: 'Access: public.',
  request: { params: z.object({ slug: z.string().min(1).max(200) }) },
  responses: {
    200: { description: 'The brand', content: { 'application/json': { schema: BrandSchema } } },
    404: { description: 'No such brand', content: { 'application/problem+json': { schema: ProblemSchema } } },
  },
});

/** Public read API of the catalogue. */
export function brandRoutes(db: Db) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(listBrandsRoute, async (c) => c.json(await listBrands(db, c.req.valid('query')), 200));
  app.openapi(getBrandRoute, async (c) => c.json(await getBrandBySlug(db, c.req.valid('param').slug), 200));
  return app;
}
