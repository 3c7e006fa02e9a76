import type { MiddlewareHandler } from 'hono';

function contentSecurityPolicy(storageOrigin: string | null): string {
  const extra = storageOrigin ? ` ${storageOrigin}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${extra}`,
    `font-src 'self'${extra}`,
    `connect-src 'self'${extra}`,
    `media-src 'self'${extra}`,
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Browsers that saw the site over https keep to https for a year (production only). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * spec 000 §9: content restricted to our own origin (and the storage host), framing denied,
 * sniffing disabled. Images may also come from https hosts, as imported logos often do.
 * A route may set a stricter policy of its own (stored SVGs do); it is kept. In production the
 * site is https only (HSTS); a developer's http://localhost must not be pinned to https.
 */
export function securityHeaders(
  storageOrigin: string | null,
  options: { strictTransportSecurity: boolean } = { strictTransportSecurity: false },
): MiddlewareHandler {
  const headers: Record<string, string> = {
    ...(options.strictTransportSecurity ? { 'strict-transport-security': HSTS } : {}),
    'content-security-policy': contentSecurityPolicy(storageOrigin),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  };
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  };
}
