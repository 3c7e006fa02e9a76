import { z } from 'zod';
import { FontExtractionSchema } from '../font-extraction';
import { DEFAULT_FONT_FAMILY } from '../fonts';
import { apiCalls } from './api-call';

/** A family name as typed: letters, digits and spaces; the default family when none is given. */
export const FontFamilySchema = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[A-Za-z0-9 ]+$/, 'letters, digits and spaces only')
  .default(DEFAULT_FONT_FAMILY);

const refusals = { 401: 'Not signed in', 403: 'Admins only' } as const;

/** Brand fonts: upload a licensed ZIP, then extract its weights (spec 001 §2, generalised to any family). */
export const fontCalls = apiCalls({
  'POST /admin/fonts/upload': {
    tags: ['Admin'],
    summary: 'Upload a ZIP of font files (one file, .zip)',
    body: z.object({
      file: z.any().meta({ type: 'string', format: 'binary' }),
      family: z.string().optional(),
    }),
    bodyType: 'multipart/form-data',
    ok: {
      status: 200,
      description: 'Stored',
      schema: z.object({ key: z.string(), file_name: z.string() }),
    },
    problems: { 400: 'Not a ZIP', ...refusals },
  },
  'POST /admin/fonts/extract': {
    tags: ['Admin'],
    summary: "Extract the newest ZIP's fonts, renamed by weight; optionally give them to a brand",
    body: z.object({ family: FontFamilySchema, brand_id: z.uuid().nullable().default(null) }),
    ok: { status: 200, description: 'Installed', schema: FontExtractionSchema },
    problems: { ...refusals, 404: 'No ZIP file found', 422: 'No font files found in ZIP' },
  },
});
