import { APIError, createAuthMiddleware } from 'better-auth/api';
import { MAX_EMAIL_LENGTH } from '../../domain/account';
import { offSiteCallback } from './site-callbacks';

/** Whether a body names an email address longer than any mail server takes. */
export function overlongEmail(input: unknown): boolean {
  if (typeof input !== 'object' || input === null) return false;
  const email: unknown = (input as Record<string, unknown>).email;
  return typeof email === 'string' && email.length > MAX_EMAIL_LENGTH;
}

/**
 * Runs before every better-auth endpoint, with a 400 and the reason for:
 * - a callback that leads off the site, judged against the base URL of this request (APP_URL's,
 *   or without it the request's own accepted origin, http/request-origin.ts). better-auth's own
 *   check is not enough: without APP_URL its dynamic base URL trusts every origin its
 *   `allowedHosts` names, and it skips the check in tests;
 * - an email address longer than 254 characters, which better-auth would otherwise store and
 *   mail a link to.
 */
export const checkAuthRequest = createAuthMiddleware(async (ctx) => {
  const siteURL = ctx.context.baseURL;
  const field = offSiteCallback(ctx.body, siteURL) ?? offSiteCallback(ctx.query, siteURL);
  if (field !== null) {
    const site = URL.canParse(siteURL) ? new URL(siteURL).origin : 'this site';
    throw new APIError('BAD_REQUEST', {
      message: `${field} must lead back to this site: a path, or an address at ${site}`,
    });
  }
  if (overlongEmail(ctx.body)) {
    throw new APIError('BAD_REQUEST', {
      message: `The email address is too long: at most ${MAX_EMAIL_LENGTH} characters`,
    });
  }
});
