import type { Context, TypedResponse } from 'hono';

/**
 * A 200 answer whose body is JSON text already written (for instance around stored JSON) rather
 * than an object to serialise. The caller vouches that `text` is the JSON of a `T`; the route keeps
 * its typed answer for the OpenAPI document and clients.
 */
export function jsonText<T>(c: Context, text: string): Response & TypedResponse<T, 200, 'json'> {
  return c.body(text, 200, { 'content-type': 'application/json' }) as unknown as Response &
    TypedResponse<T, 200, 'json'>;
}
