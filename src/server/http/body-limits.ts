import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { problemJson } from './problem';
import type { AppEnv } from './types';

export interface BodyLimit {
  maxBytes: number;
  /** The 413 problem's detail. */
  message: string;
}

/**
 * Every request body bounded before anything reads it: by its declared length, or, streamed
 * without one, as soon as the limit has been read. The first rule whose paths match decides;
 * other paths get `fallback`. GET and HEAD carry no body and pass untouched.
 */
export function bodyLimits(
  rules: (BodyLimit & { paths: RegExp[] })[],
  fallback: BodyLimit,
): MiddlewareHandler<AppEnv> {
  const limiter = ({ maxBytes, message }: BodyLimit) =>
    bodyLimit({ maxSize: maxBytes, onError: (c) => problemJson(c, 413, message) });
  const compiled = rules.map((rule) => ({ paths: rule.paths, limit: limiter(rule) }));
  const otherwise = limiter(fallback);
  return (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const rule = compiled.find(({ paths }) => paths.some((re) => re.test(c.req.path)));
    return (rule?.limit ?? otherwise)(c, next);
  };
}
