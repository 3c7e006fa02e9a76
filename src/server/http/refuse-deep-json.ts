import type { MiddlewareHandler } from 'hono';
import { problemJson } from './problem';
import type { AppEnv } from './types';

/** No form or API call of ours nests deeper; parsers and validators recurse per level. */
export const MAX_JSON_DEPTH = 32;
export const DEEP_JSON_MESSAGE = `JSON may not nest deeper than ${MAX_JSON_DEPTH} levels`;

/** The deepest nesting of arrays and objects in a JSON text, counted without parsing it. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // a backslash escapes the next character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) {
      inString = true;
    } else if (ch === 0x7b || ch === 0x5b) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (ch === 0x7d || ch === 0x5d) {
      depth--;
    }
  }
  return deepest;
}

/**
 * JSON bodies nested deeper than MAX_JSON_DEPTH are refused with 400 before any route, or a
 * library behind one, parses them into a stack overflow.
 */
export const refuseDeepJson: MiddlewareHandler<AppEnv> = async (c, next) => {
  const type = c.req.header('content-type') ?? '';
  if (/\bjson\b/i.test(type) && c.req.raw.body) {
    const text = await c.req.raw
      .clone()
      .text()
      .catch(() => '');
    if (jsonDepth(text) > MAX_JSON_DEPTH) return problemJson(c, 400, DEEP_JSON_MESSAGE);
  }
  return next();
};
