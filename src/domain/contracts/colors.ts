import { z } from 'zod';
import {
  BrandColorReportSchema,
  ColorLandscapeSchema,
  ComparisonSchema,
  ExportQuerySchema,
  LandscapeQuerySchema,
  NearestColorsQuerySchema,
  NearestColorsSchema,
} from '../color-intel';
import { apiCalls } from './api-call';

/**
 * Colour intelligence (ARCHITECTURE §6.2): brands near a colour, an industry's colour landscape,
 * a brand's colours against its competitors', comparisons of 2 to 4 brands, and exports.
 */
export const colorCalls = apiCalls({
  'GET /colors/nearest': {
    tags: ['Colors'],
    summary: 'Brands near a colour: ordered by the CIEDE2000 distance of their closest colour',
    query: NearestColorsQuerySchema,
    ok: { status: 200, description: 'The nearest brands, closest first', schema: NearestColorsSchema },
    problems: { 400: 'Not a hex colour (names, alpha and garbage are refused), or a bad limit or role' },
  },
  'GET /colors/landscape': {
    tags: ['Colors'],
    summary: "An industry's colour landscape: primary colours by hue and lightness, clusters and free hues",
    query: LandscapeQuerySchema,
    ok: {
      status: 200,
      description: 'The landscape (empty for an industry without brands)',
      schema: ColorLandscapeSchema,
    },
    problems: { 400: 'No industry given' },
  },
  'GET /colors/brands/{slug}': {
    tags: ['Colors'],
    summary: "A brand's colours with contrast and AA shades and tints, and its competitors' colour distance",
    params: z.object({ slug: z.string().min(1).max(200) }),
    ok: { status: 200, description: 'The report', schema: BrandColorReportSchema },
    problems: { 404: 'No such brand' },
  },
  'GET /compare': {
    tags: ['Colors'],
    summary: 'Two to four brands side by side: colours with contrast, archetype, pricing, positioning, facts',
    query: z.object({
      brands: z
        .string()
        .optional()
        .describe('Two to four brand slugs, comma-separated, in the order to show'),
    }),
    ok: { status: 200, description: 'The brands in the order asked', schema: ComparisonSchema },
    problems: {
      400: 'Fewer than two or more than four brands, or a malformed slug',
      404: 'A slug names no brand',
    },
  },
  'GET /colors/export': {
    tags: ['Colors'],
    summary:
      'A palette or a comparison as CSS, SCSS, Tailwind v4 @theme, DTCG tokens, Adobe ASE or a PNG card',
    query: ExportQuerySchema,
    ok: {
      status: 200,
      description: 'The file, as an attachment',
      type: 'text/css',
      schema: z.string(),
      alsoAs: {
        'text/x-scss': z.string(),
        'application/design-tokens+json': z.string(),
        'application/octet-stream': z.string().describe('Adobe Swatch Exchange 1.0'),
        'image/png': z.string().describe('PNG swatch card'),
      },
    },
    problems: {
      400: 'No brands, more than four, a malformed slug or an unknown format',
      404: 'A slug names no brand',
    },
  },
});
