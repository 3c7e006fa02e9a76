import { z } from 'zod';
import { getBrandBySlug } from '../../brands/get-brand';
import { AppError } from '../../errors';
import { defineTool, jsonResult, toolError } from './mcp-tool';
import { publicBrand } from './public-brand';

/** get_brand: one brand's page (GET /api/brands/{slug}). */
export const getBrandTool = defineTool({
  name: 'get_brand',
  title: 'Get a brand',
  description:
    "One brand's full profile by its slug: colours with names, logo, archetype, pricing, positioning, competitors, people and news.",
  inputSchema: { slug: z.string().min(1).max(200).describe('The brand slug, e.g. "nike"') },
  async run({ slug }, { db, appUrl }) {
    try {
      return jsonResult(publicBrand(await getBrandBySlug(db, slug), appUrl));
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND')
        return toolError(`No brand with the slug "${slug}"`);
      throw error;
    }
  },
});
