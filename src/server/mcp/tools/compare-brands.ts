import { differenceCiede2000 } from 'culori';
import { z } from 'zod';
import type { Brand } from '../../../domain/brand';
import { getBrandBySlug } from '../../brands/get-brand';
import { AppError } from '../../errors';
import { defineTool, jsonResult, toolError } from './mcp-tool';

export const COMPARE_BRANDS_MAX = 4;
const deltaE = differenceCiede2000();

/** How far apart two brands' primary colours look (CIEDE2000, one decimal); null when one has none. */
function primaryDistance(a: Brand, b: Brand): number | null {
  if (!a.primary_color || !b.primary_color) return null;
  return Math.round(deltaE(a.primary_color, b.primary_color) * 10) / 10;
}

/** compare_brands: two to four brands side by side, with how far apart their primary colours are. */
export const compareBrandsTool = defineTool({
  name: 'compare_brands',
  title: 'Compare brands',
  description:
    'Two to four brands side by side: industry, archetype, pricing, founding year, colours, competitors, and the CIEDE2000 distance between their primary colours (under 10 looks alike).',
  inputSchema: {
    slugs: z.array(z.string().min(1).max(200)).min(2).max(COMPARE_BRANDS_MAX).describe('Brand slugs'),
  },
  async run({ slugs }, { db, appUrl }) {
    const brands: Brand[] = [];
    for (const slug of new Set(slugs)) {
      try {
        brands.push(await getBrandBySlug(db, slug));
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND')
          return toolError(`No brand with the slug "${slug}"`);
        throw error;
      }
    }
    const distances = brands.flatMap((a, i) =>
      brands
        .slice(i + 1)
        .map((b) => ({ between: [a.slug, b.slug], primary_color_delta_e: primaryDistance(a, b) })),
    );
    return jsonResult({
      brands: brands.map((b) => ({
        slug: b.slug,
        name: b.name,
        page: `${appUrl}/brands/${b.slug}`,
        industry: b.industry,
        archetype: b.archetype,
        pricing_strategy: b.pricing_strategy,
        year_founded: b.year_founded,
        colors: { primary: b.primary_color, secondary: b.secondary_color, accent: b.accent_color },
        competitors: b.competitors,
        quadrant: (b.competitive_positioning?.quadrant as string | undefined) ?? null,
      })),
      primary_color_distances: distances,
    });
  },
});
