import type { MiddlewareHandler } from 'hono';
import { problemJson } from './problem';
import type { AppEnv } from './types';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)/i;

/**
 * CSRF defence for our own state-changing routes: the Origin must be ours, and the body may not
 * be one a foreign page's plain form could send. Multipart uploads are allowed only on the paths
 * listed, and only from our origin. Webhooks are exempt (they carry their own signature).
 */
export function sameOriginWrites(
  appOrigin: string,
  options: { exempt: RegExp[]; multipartPaths: RegExp[] },
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || options.exempt.some((re) => re.test(c.req.path))) return next();
    const origin = c.req.header('origin');
    if (origin !== appOrigin) return problemJson(c, 403, 'Cross-site request refused');
    const type = c.req.header('content-type') ?? '';
    const multipartAllowed =
      type.toLowerCase().startsWith('multipart/form-data') &&
      options.multipartPaths.some((re) => re.test(c.req.path));
    if (FORM_TYPES.test(type) && !multipartAllowed) {
      return problemJson(c, 403, 'Send JSON: form-encoded requests are refused');
    }
    return next();
  };
}
