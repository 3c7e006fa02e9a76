import { z } from 'zod';
import { BrandSchema } from '../brand';
import { apiCalls } from './api-call';

const brandParam = z.object({ brandId: z.uuid() });
const FavoriteStateSchema = z.object({ favorite: z.boolean(), favorite_count: z.number().int() });

/** The caller's favourites. Reading is for any signed-in user; saving needs Pro (spec 000 §6). */
export const favoriteCalls = apiCalls({
  'GET /favorites': {
    tags: ['Favorites'],
    summary: "The caller's favourite brands",
    ok: { status: 200, description: 'Brands', schema: z.object({ items: z.array(BrandSchema) }) },
    problems: { 401: 'Not signed in' },
  },
  'GET /favorites/ids': {
    tags: ['Favorites'],
    summary: "Ids of the caller's favourite brands (for the hearts on cards)",
    ok: { status: 200, description: 'Brand ids', schema: z.object({ ids: z.array(z.string()) }) },
    problems: { 401: 'Not signed in' },
  },
  'PUT /favorites/{brandId}': {
    tags: ['Favorites'],
    summary: 'Save a brand as a favourite',
    params: brandParam,
    ok: { status: 200, description: 'Saved', schema: FavoriteStateSchema },
    problems: { 401: 'Not signed in', 403: 'Not a Pro subscriber', 404: 'No such brand' },
  },
  'DELETE /favorites/{brandId}': {
    tags: ['Favorites'],
    summary: 'Remove a brand from the favourites',
    params: brandParam,
    ok: { status: 200, description: 'Removed', schema: FavoriteStateSchema },
    problems: { 401: 'Not signed in', 403: 'Not a Pro subscriber', 404: 'No such brand' },
  },
});
