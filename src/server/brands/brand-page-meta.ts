import { and, eq } from 'drizzle-orm';
import { SHARE_PREVIEW_HEIGHT, SHARE_PREVIEW_WIDTH, sharePreviewPath } from '../../domain/share-preview';
import { SHORTCUT_SLUGS } from '../../domain/taxonomy';
import { brandPageTitle, DEFAULT_META_DESCRIPTION, metaDescription, SITE_NAME } from '../../domain/text';
import type { Db } from '../db/client';
import { brands } from '../db/schema';
import type { PageMeta } from '../http/page-meta';
import { isListed } from './listed';

const BRAND_PATH = /^\/brands\/([a-z0-9-]{1,200})\/?$/;
const SHORTCUTS = new Set<string>(SHORTCUT_SLUGS);

const BRAND_NOT_FOUND_TITLE = `Brand not found | ${SITE_NAME}`;

/**
 * The share preview of a brand page (/brands/{slug} and the shortcut paths): its title,
 * description and preview image; a 404 for a slug that names no listed brand; null for other pages.
 * It is written for crawlers and link previews, which are anonymous: a brand still in its first
 * analysis has none (its creator's page then draws it from the API, which knows who asks).
 */
export async function brandPageMeta(db: Db, appUrl: string, path: string): Promise<PageMeta | null> {
  const slug = BRAND_PATH.exec(path)?.[1] ?? (SHORTCUTS.has(path.slice(1)) ? path.slice(1) : null);
  if (!slug) return null;
  const [brand] = await db
    .select({
      name: brands.name,
      description: brands.description,
      id: brands.id,
      slug: brands.slug,
      updatedAt: brands.updatedAt,
    })
    .from(brands)
    .where(and(eq(brands.slug, slug), isListed))
    .limit(1);
  // The page the browser then draws says 'Brand not found'; the status says so to crawlers.
  if (!brand) {
    return {
      title: BRAND_NOT_FOUND_TITLE,
      description: DEFAULT_META_DESCRIPTION,
      image: null,
      url: `${appUrl}${path}`,
      status: 404,
    };
  }
  return {
    title: brandPageTitle(brand.name),
    description: metaDescription(brand.description, DEFAULT_META_DESCRIPTION),
    image: {
      url: `${appUrl}${sharePreviewPath(brand.slug, `${brand.updatedAt.getTime()}`)}`,
      width: SHARE_PREVIEW_WIDTH,
      height: SHARE_PREVIEW_HEIGHT,
      type: 'image/png',
      alt: `${brand.name}: colours, logo and name`,
    },
    url: `${appUrl}${path}`,
  };
}
