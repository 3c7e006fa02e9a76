import { eq, or, type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/session-user';
import { brands } from '../db/schema';

/**
 * The condition every public read of the catalogue carries: the brand is listed (a brand added with
 * the wizard is not until its first analysis completed; docs/decisions/0116).
 */
export const isListed = sql`${brands.listed}`;

/**
 * The brands a viewer may open: the listed ones, and those not listed yet to the user who added
 * them and to admins (canSeeUnlisted in SQL). Every read or write keyed by one brand's slug or id
 * outside the admin routes carries it, so a brand still in its first analysis does not exist for
 * anyone else.
 */
export function visibleTo(viewer: SessionUser | null | undefined): SQL {
  if (!viewer) return isListed;
  if (viewer.role === 'admin') return sql`true`;
  return or(isListed, eq(brands.createdBy, viewer.id)) ?? isListed;
}
