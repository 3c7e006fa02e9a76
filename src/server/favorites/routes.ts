import { OpenAPIHono } from '@hono/zod-openapi';
import { favoriteCalls } from '../../domain/contracts/favorites';
import type { Db } from '../db/client';
import { contractRoute } from '../http/contract-route';
import { validationHook } from '../http/openapi';
import type { AppEnv } from '../http/types';
import { listFavoriteIds, listFavorites } from './list-favorites';
import { setFavorite } from './toggle-favorite';

/** The caller's favourites. Reading is for any signed-in user; saving needs Pro (spec 000 §6). */
export function favoriteRoutes(db: Db) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const list = contractRoute('user', db, favoriteCalls, 'GET /favorites');
  const ids = contractRoute('user', db, favoriteCalls, 'GET /favorites/ids');
  const add = contractRoute('subscriber', db, favoriteCalls, 'PUT /favorites/{brandId}');
  const remove = contractRoute('subscriber', db, favoriteCalls, 'DELETE /favorites/{brandId}');

  app.openapi(list, async (c) => c.json({ items: await listFavorites(db, c.get('user')!) }, 200));
  app.openapi(ids, async (c) => c.json({ ids: await listFavoriteIds(db, c.get('user')!.id) }, 200));
  app.openapi(add, async (c) =>
    c.json(
      await setFavorite(db, c.get('user')!, { brandId: c.req.valid('param').brandId, favorite: true }),
      200,
    ),
  );
  app.openapi(remove, async (c) =>
    c.json(
      await setFavorite(db, c.get('user')!, { brandId: c.req.valid('param').brandId, favorite: false }),
      200,
    ),
  );
  return app;
}
