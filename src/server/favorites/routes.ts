import { OpenAPIHono, z } from '@hono/zod-openapi';
import { BrandSchema } from '../../domain/brand';
import type { Db } from '../db/client';
import { accessRoute } from '../http/access';
import { problemResponse, validationHook } from '../http/openapi';
import type { AppEnv } from '../http/types';
import { listFavoriteIds, listFavorites } from './list-favorites';
import { setFavorite } from './toggle-favorite';

const problem = problemResponse;
const FavoriteStateSchema = z.object({ favorite: z.boolean(), favorite_count: z.number().int() });

/** The caller's favourites. Reading is for any signed-in user; saving needs Pro (spec 000 §6). */
export function favoriteRoutes(db: Db) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const brandParam = z.object({ brandId: z.uuid() });

  const list = accessRoute('user', db, {
    method: 'get',
    path: '/favorites',
    tags: ['Favorites'],
    summary: "The caller's favourite brands",
    responses: {
      200: {
        description: 'Brands',
        content: { 'application/json': { schema: z.object({ items: z.array(BrandSchema) }) } },
      },
      401: problem('Not signed in'),
    },
  });
  const ids = accessRoute('user', db, {
    method: 'get',
    path: '/favorites/ids',
    tags: ['Favorites'],
    summary: "Ids of the caller's favourite brands (for the hearts on cards)",
    responses: {
      200: {
        description: 'Brand ids',
        content: { 'application/json': { schema: z.object({ ids: z.array(z.string()) }) } },
      },
      401: problem('Not signed in'),
    },
  });
  const add = accessRoute('subscriber', db, {
    method: 'put',
    path: '/favorites/{brandId}',
    tags: ['Favorites'],
    summary: 'Save a brand as a favourite',
    request: { params: brandParam },
    responses: {
      200: { description: 'Saved', content: { 'application/json': { schema: FavoriteStateSchema } } },
      401: problem('Not signed in'),
      403: problem('Not a Pro subscriber'),
      404: problem('No such brand'),
    },
  });
  const remove = accessRoute('subscriber', db, {
    method: 'delete',
    path: '/favorites/{brandId}',
    tags: ['Favorites'],
    summary: 'Remove a brand from the favourites',
    request: { params: brandParam },
    responses: {
      200: { description: 'Removed', content: { 'application/json': { schema: FavoriteStateSchema } } },
      401: problem('Not signed in'),
      403: problem('Not a Pro subscriber'),
      404: problem('No such brand'),
    },
  });

  app.openapi(list, async (c) => c.json({ items: await listFavorites(db, c.get('user')!.id) }, 200));
  app.openapi(ids, async (c) => c.json({ ids: await listFavoriteIds(db, c.get('user')!.id) }, 200));
  app.openapi(add, async (c) =>
    c.json(
      await setFavorite(db, {
        userId: c.get('user')!.id,
        brandId: c.req.valid('param').brandId,
        favorite: true,
      }),
      200,
    ),
  );
  app.openapi(remove, async (c) =>
    c.json(
      await setFavorite(db, {
        userId: c.get('user')!.id,
        brandId: c.req.valid('param').brandId,
        favorite: false,
      }),
      200,
    ),
  );
  return app;
}
