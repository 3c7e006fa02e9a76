/**
 * Compiled by `npm run check`, never run: each `@ts-expect-error` below is a disagreement with a
 * call's contract that the type check must refuse. Should one stop being an error (a contract no
 * longer binding the server or the web), the check fails on the unused directive.
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import { favoriteCalls } from '@/domain/contracts/favorites';
import type { Db } from '../server/db/client';
import { contractRoute } from '../server/http/contract-route';
import type { AppEnv } from '../server/http/types';
import { callApi } from '../web/lib/call-api';

export function serverSide(db: Db) {
  const app = new OpenAPIHono<AppEnv>();
  const route = contractRoute('subscriber', db, favoriteCalls, 'PUT /favorites/{brandId}');
  // @ts-expect-error The handler answers a count as text where the contract says a number.
  app.openapi(route, (c) => c.json({ favorite: true, favorite_count: 'three' }, 200));
  app.openapi(route, (c) => {
    // @ts-expect-error The contract names the parameter brandId, not id.
    const { id } = c.req.valid('param');
    return c.json({ favorite: Boolean(id), favorite_count: 1 }, 200);
  });
}

export async function webSide() {
  // @ts-expect-error No such call: the web can only name a declared one.
  await callApi('GET /favourites');
  // @ts-expect-error The call needs its brandId.
  await callApi('PUT /favorites/{brandId}', {});
  const saved = await callApi('PUT /favorites/{brandId}', { params: { brandId: 'b' } });
  // @ts-expect-error The answer has no such field.
  return saved.favourite_count;
}
