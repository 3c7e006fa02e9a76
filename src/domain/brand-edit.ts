import { z } from 'zod';
import { HEX_COLOR_PATTERN } from './brand';
import { ARCHETYPES, INDUSTRIES, PRICING_STRATEGIES } from './taxonomy';

const hex = z
  .string()
  .regex(HEX_COLOR_PATTERN, 'must be # followed by six hex digits')
  .transform((v) => v.toUpperCase());
const text = (max: number) => z.string().trim().max(max).nullable();

/** The fields an admin edits on the brand page (spec 001 §2 edit mode), each as the server takes it. */
export const BrandEditFieldsSchema = z.object({
  name: z.string().trim().min(1).max(120),
  tagline: text(300),
  description: text(5_000),
  mission: text(2_000),
  vision: text(2_000),
  url: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .nullable(),
  industry: z.enum(INDUSTRIES).nullable(),
  archetype: z.enum(ARCHETYPES).nullable(),
  pricing_strategy: z.enum(PRICING_STRATEGIES).nullable(),
  year_founded: z.number().int().min(1000).max(3000).nullable(),
  primary_color: hex.nullable(),
  secondary_color: hex.nullable(),
  accent_color: hex.nullable(),
  color_palette: z.array(hex).max(24),
  ai_color_names: z.record(z.string().regex(HEX_COLOR_PATTERN), z.string().trim().min(1).max(80)),
  keywords: z.array(z.string().trim().min(1).max(60)).max(40),
  competitors: z.array(z.string().trim().min(1).max(120)).max(40),
  has_blue_badge: z.boolean(),
  has_verified_colors: z.boolean(),
});

/** PATCH /api/admin/brands/{id}: any of the fields, nothing else. */
export const BrandEditSchema = BrandEditFieldsSchema.partial().strict();
export type BrandEdit = z.infer<typeof BrandEditSchema>;
