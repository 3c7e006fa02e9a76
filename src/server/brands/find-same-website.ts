import { or, sql } from 'drizzle-orm';
import { isSameWebsite, siteKeyOf, websiteOf } from '../../domain/website';
import type { Db } from '../db/client';
import { brands } from '../db/schema';

/** The brands whose website is the same as `url`'s (same registrable domain), from the site_key index. */
export async function findSameWebsite(db: Db, url: string) {
  const website = websiteOf(url);
  if (!website) return [];
  const key = siteKeyOf(website.domain);
  // A domain holds letters, digits, hyphens and dots: nothing LIKE treats as special but '_'.
  const subHosts = `${key.replace(/[\\%_]/g, (ch) => `\\${ch}`)}.%`;
  const rows = await db
    .select({
      id: brands.id,
      name: brands.name,
      slug: brands.slug,
      url: brands.url,
      listed: brands.listed,
      createdBy: brands.createdBy,
      analysisStatus: brands.analysisStatus,
    })
    .from(brands)
    .where(or(sql`${brands.siteKey} = ${key}`, sql`${brands.siteKey} like ${subHosts}`))
    .limit(50);
  return rows.filter((row) => row.url !== null && isSameWebsite(row.url, url));
}
