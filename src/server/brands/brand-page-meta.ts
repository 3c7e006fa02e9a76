import { eq } from 'drizzle-orm';
import { SHORTCUT_SLUGS } from '../../domain/taxonomy';
import { brandPageTitle, DEFAULT_META_DESCRIPTION, metaDescription } from '../../domain/text';
import type { Db } from '../db/client';
import { brands } from '../db/schema';
import type { PageMeta } from '../http/page-meta';

const BRAND_PATH = /^\/brands\/([a-z0-9-]{1,200})\/?$/;
const SHORTCUTS = new Set<string>(SHORTCUT_SLUGS);

/** The share preview of a brand page (/brands/{slug} and the shortcut paths), or null. */
export async function brandPageMeta(db: Db, appUrl: string, path: string): Promise<PageMeta | null> {
  const slug = BRAND_PATH.exec(path)?.[1] ?? (SHORTCUTS.has(path.slice(1)) ? path.slice(1) : null);
  if (!slug) return null;
  const [brand] = await db
    .select({
      name: brands.name,
      description: brands.description,
      logoUrl: brands.logoUrl,
      slug: brands.slug,
    })
    .from(brands)
    .where(eq(brands.slug, slug))
    .limit(1);
  if (!brand) return null;
  const logo = brand.logoUrl ? new URL(brand.logoUrl, `${appUrl}/`).toString() : null;
  return {
    title: brandPageTitle(brand.name),
    description: metaDescription(brand.description, DEFAULT_META_DESCRIPTION),
    image: logo,
    url: `${appUrl}${path}`,
  };
}
