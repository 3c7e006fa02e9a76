import { z } from 'zod';
import { listBrands } from '../../brands/list-brands';
import { defineTool, jsonResult } from './mcp-tool';

export const SEARCH_RESULTS_MAX = 25;

/** search_brands: the discovery list's search and filters (GET /api/brands). */
export const searchBrandsTool = defineTool({
  name: 'search_brands',
  title: 'Search brands',
  description:
    'Search the Brand Atlas catalogue by text (name, industry, archetype, description, tagline) and filter by industry, archetype or colour family. Returns brand cards with slugs for get_brand.',
  inputSchema: {
    query: z.string().max(200).optional().describe('Text to search for'),
    industry: z.string().max(100).optional().describe('An industry, e.g. "Retail"'),
    archetype: z.string().max(40).optional().describe('An archetype, e.g. "Hero"'),
    color: z.string().max(20).optional().describe('A colour family, e.g. "Red"'),
    limit: z.number().int().min(1).max(SEARCH_RESULTS_MAX).optional(),
    cursor: z.string().max(500).optional().describe('nextCursor of an earlier answer'),
  },
  async run(args, { db, appUrl }) {
    const page = await listBrands(db, {
      search: args.query,
      industry: args.industry,
      archetype: args.archetype,
      color: args.color,
      limit: args.limit ?? 10,
      cursor: args.cursor,
      sort: args.query ? 'alpha' : 'newest',
    });
    return jsonResult({
      total: page.total,
      nextCursor: page.nextCursor,
      brands: page.items.map((b) => ({
        slug: b.slug,
        name: b.name,
        tagline: b.tagline,
        industry: b.industry,
        archetype: b.archetype,
        pricing_strategy: b.pricing_strategy,
        colors: { primary: b.primary_color, secondary: b.secondary_color, accent: b.accent_color },
        url: b.url,
        page: `${appUrl}/brands/${b.slug}`,
      })),
    });
  },
});
