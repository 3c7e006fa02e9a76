import type { Context, MiddlewareHandler } from 'hono';
import { problemJson } from './problem';
import type { AppEnv } from './types';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)/i;

export const CROSS_SITE_MESSAGE = 'Cross-site request refused';

/**
 * The site's origin as this request may name it: APP_URL's when it is set, otherwise the
 * request's own (http/request-origin.ts); null when the request names no acceptable origin.
 */
export type SiteOrigin = (c: Context<AppEnv>) => string | null;

/**
 * CSRF defence for our own state-changing routes: the Origin must be the site's, and the body may
 * not be one a foreign page's plain form could send. Multipart uploads are allowed only where the
 * route declared them (`isMultipartRoute`, http/route-rules.ts), and only from our origin.
 * Routes declared cross-site (webhooks, which carry their own signature) are exempt.
 */
export function sameOriginWrites(
  siteOrigin: SiteOrigin,
  options: {
    isCrossSiteRoute: (c: Context<AppEnv>) => boolean;
    isMultipartRoute: (c: Context<AppEnv>) => boolean;
  },
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || options.isCrossSiteRoute(c)) return next();
    const origin = c.req.header('origin');
    const expected = siteOrigin(c);
    if (!origin || expected === null || origin.toLowerCase() !== expected) {
      return problemJson(c, 403, CROSS_SITE_MESSAGE);
    }
    const type = c.req.header('content-type') ?? '';
    const multipartAllowed =
      type.toLowerCase().startsWith('multipart/form-data') && options.isMultipartRoute(c);
    if (FORM_TYPES.test(type) && !multipartAllowed) {
      return problemJson(c, 403, 'Send JSON: form-encoded requests are refused');
    }
    return next();
  };
}
