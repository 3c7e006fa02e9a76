import { z } from 'zod';
import { NEAREST_ROLES } from '../../../domain/color-intel';
import { parseHexInput } from '../../../domain/hex-input';
import { findNearestBrands } from '../../colors/find-nearest-brands';
import { defineTool, jsonResult, toolError } from './mcp-tool';

export const NEAR_COLOR_RESULTS_MAX = 25;

/** brands_near_color: the brands whose colours are nearest a hex colour (GET /api/colors/nearest). */
export const brandsNearColorTool = defineTool({
  name: 'brands_near_color',
  title: 'Brands near a colour',
  description:
    'The brands whose closest colour is nearest to a hex colour by CIEDE2000 (under 10 looks alike), closest first. role "main" (the default) compares primary, secondary and accent colours; "primary" the primary alone; "any" the palette too.',
  inputSchema: {
    hex: z.string().max(32).describe('A hex colour: #RRGGBB, RRGGBB or #RGB'),
    role: z.enum(NEAREST_ROLES).optional().describe('Which of the brand colours to compare'),
    limit: z.number().int().min(1).max(NEAR_COLOR_RESULTS_MAX).optional(),
  },
  async run(args, { db, appUrl }) {
    const hex = parseHexInput(args.hex);
    if (!hex.ok) return toolError(hex.reason);
    const nearest = await findNearestBrands(db, { hex: hex.hex, role: args.role, limit: args.limit ?? 10 });
    return jsonResult({
      hex: nearest.hex,
      role: nearest.role,
      brands: nearest.items.map((item) => ({
        slug: item.brand.slug,
        name: item.brand.name,
        industry: item.brand.industry,
        page: `${appUrl}/brands/${item.brand.slug}`,
        matched_hex: item.matched_hex,
        matched_role: item.role,
        delta_e: Math.round(item.distance * 10) / 10,
      })),
    });
  },
});
