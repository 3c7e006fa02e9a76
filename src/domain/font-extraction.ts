import { z } from 'zod';
import { FONT_FILE_FORMATS } from './fonts';

/** A font file installed for a family, renamed {Prefix}-{Weight}.{ext}; italics are skipped. */
export const InstalledFontSchema = z.object({
  family: z.string(),
  /** CSS weight: 400, 500, 600 or 700. */
  weight: z.number(),
  style: z.literal('normal'),
  format: z.enum(FONT_FILE_FORMATS),
  url: z.string(),
});
export type InstalledFont = z.infer<typeof InstalledFontSchema>;

/** POST /api/admin/fonts/extract: the files installed, and the message the widget shows. */
export const FontExtractionSchema = z.object({
  count: z.number(),
  message: z.string(),
  fonts: z.array(InstalledFontSchema),
});
export type FontExtraction = z.infer<typeof FontExtractionSchema>;
