import { sql } from 'drizzle-orm';
import { brands } from '../db/schema';

/**
 * The condition every public read of the catalogue carries: the brand is listed (a brand added with
 * the wizard is not until its first analysis completed; docs/decisions/0116).
 */
export const isListed = sql`${brands.listed}`;
