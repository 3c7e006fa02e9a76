import type { MiddlewareHandler } from 'hono';
import { problemJson } from './problem';
import type { AppEnv } from './types';

export const NUL_MESSAGE = 'Text may not contain NUL characters';

/** Whether any string (value or key) inside a parsed JSON value holds U+0000; no recursion. */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      stack.push(...item);
    } else if (item && typeof item === 'object') {
      for (const [key, inner] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        stack.push(inner);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL text cannot hold U+0000, so a NUL in a path, a query or a JSON body would reach
 * the database only to fail there as a 500. It is refused here with a 400 instead. The body is
 * read from a copy of the request, so the routes (and better-auth) still read it whole.
 */
export const refuseNulCharacters: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (/%00/.test(c.req.url)) return problemJson(c, 400, NUL_MESSAGE);
  // The content type first: touching the body makes the adapter build a whole Request object,
  // which a GET without a body never needs.
  const type = c.req.header('content-type') ?? '';
  if (/\bjson\b/i.test(type) && c.req.raw.body) {
    const text = await c.req.raw
      .clone()
      .text()
      .catch(() => '');
    if (/\\u0000/i.test(text)) {
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(text);
      } catch {
        // Malformed JSON is the route's to refuse.
      }
      if (containsNul(parsed)) return problemJson(c, 400, NUL_MESSAGE);
    }
  }
  return next();
};
