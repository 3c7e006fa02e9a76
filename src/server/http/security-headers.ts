import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/** Browsers that saw the site over https keep to https for a year (production only). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * spec 000 §9: content restricted to our own origin (and the storage host), framing denied,
 * sniffing disabled. Images may also come from https hosts, as imported logos often do.
 * A route may set a stricter policy of its own (stored SVGs do); it is kept. In production the
 * site is https only (HSTS); a developer's http://localhost must not be pinned to https.
 * Written by hono's secure-headers with only the headers named here.
 */
export function securityHeaders(
  storageOrigin: string | null,
  options: { strictTransportSecurity: boolean } = { strictTransportSecurity: false },
): MiddlewareHandler {
  const storage = storageOrigin ? [storageOrigin] : [];
  return secureHeaders({
    overwrite: false,
    strictTransportSecurity: options.strictTransportSecurity ? HSTS : false,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...storage],
      fontSrc: ["'self'", ...storage],
      connectSrc: ["'self'", ...storage],
      mediaSrc: ["'self'", ...storage],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    // Nothing beyond the spec's headers and ours above.
    crossOriginEmbedderPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    removePoweredBy: false,
  });
}
