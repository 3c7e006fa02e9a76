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

export async function bodies() {
  // A call whose body may be left out is called without one; the others are not.
  await callApi('POST /admin/brands/{id}/analyze', { params: { id: 'b' } });
  // @ts-expect-error Protecting a brand needs its body.
  await callApi('POST /admin/brands/{id}/protection', { params: { id: 'b' } });
  const id = 'b';
  // @ts-expect-error An optional body is still held to its schema: no such field to keep.
  await callApi('POST /admin/brands/{id}/analyze', { params: { id }, body: { keep_fields: ['slogan'] } });
  // @ts-expect-error An upload is sent as form data, not as JSON.
  await callApi('POST /admin/fonts/upload', { body: { family: 'Inter' } });
  // @ts-expect-error A CSV is sent as text or a file, not as JSON.
  await callApi('POST /admin/import/csv', { body: { rows: [] } });
  return callApi('POST /admin/import/csv', { body: 'name,url\n' });
}
