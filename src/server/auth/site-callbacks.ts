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
