import { z } from 'zod';
import { DEFAULT_FONT_FAMILY, FONT_FAMILY_MAX_CHARS } from './fonts';

/** A family name as typed: letters, digits and spaces, at most 60 characters once trimmed. */
export const FontFamilySchema = z
  .string()
  .trim()
  .min(1)
  .max(FONT_FAMILY_MAX_CHARS)
  .regex(/^[A-Za-z0-9 ]+$/, 'letters, digits and spaces only');

/** POST /api/admin/fonts/extract: the family to install, and the brand that uses it, if any. */
export const ExtractFontsSchema = z.object({
  family: FontFamilySchema.default(DEFAULT_FONT_FAMILY),
  brand_id: z.uuid().nullable().default(null),
});
export type ExtractFonts = z.input<typeof ExtractFontsSchema>;

/** The font dialog's family field: the same rule, without a default, since the field starts filled. */
export const FontFamilyFormSchema = z.object({ family: FontFamilySchema });
export type FontFamilyForm = z.input<typeof FontFamilyFormSchema>;
