import { APIError, createAuthMiddleware } from 'better-auth/api';

/** Where better-auth sends the browser after a sign-in or a sign-in link, in a body or a query. */
export const CALLBACK_FIELDS = [
  'callbackURL',
  'errorCallbackURL',
  'newUserCallbackURL',
  'redirectTo',
] as const;

/**
 * A callback leads back to the site when it resolves, as better-auth resolves it before
 * redirecting (`new URL(value, baseURL)`), to the site's own origin: a path on the site, or an
 * address at its origin. Protocol-relative (`//evil`), backslash (`/\evil`) and `javascript:`
 * values resolve elsewhere and are refused.
 */
export function isSiteCallback(value: string, siteURL: string): boolean {
  try {
    const site = new URL(siteURL).origin;
    return site !== 'null' && new URL(value, siteURL).origin === site;
  } catch {
    return false;
  }
}

/** The first callback field of a body or query that leads anywhere but the site, or null. */
export function offSiteCallback(input: unknown, siteURL: string): (typeof CALLBACK_FIELDS)[number] | null {
  if (typeof input !== 'object' || input === null) return null;
  for (const field of CALLBACK_FIELDS) {
    const value: unknown = (input as Record<string, unknown>)[field];
    // A repeated query parameter arrives as a list: every value must lead back to the site.
    const values = Array.isArray(value) ? value : [value];
    if (values.some((v) => v !== undefined && (typeof v !== 'string' || !isSiteCallback(v, siteURL)))) {
      return field;
    }
  }
  return null;
}

/**
 * Runs before every better-auth endpoint: refuses a callback that leads off the site, judged
 * against the base URL of this request (APP_URL's, or without it the request's own accepted
 * origin, http/request-origin.ts). better-auth's own check is not enough: without APP_URL its
 * dynamic base URL trusts every origin its `allowedHosts` names, and it skips the check in tests.
 */
export const refuseOffSiteCallbacks = createAuthMiddleware(async (ctx) => {
  const siteURL = ctx.context.baseURL;
  const field = offSiteCallback(ctx.body, siteURL) ?? offSiteCallback(ctx.query, siteURL);
  if (field === null) return;
  const site = URL.canParse(siteURL) ? new URL(siteURL).origin : 'this site';
  throw new APIError('BAD_REQUEST', {
    message: `${field} must lead back to this site: a path, or an address at ${site}`,
  });
});
