import { z } from 'zod';
import { FontExtractionSchema } from '../font-extraction';
import { ExtractFontsSchema } from '../font-requests';
import { apiCalls } from './api-call';

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
    body: ExtractFontsSchema,
    ok: { status: 200, description: 'Installed', schema: FontExtractionSchema },
    problems: { ...refusals, 404: 'No ZIP file found', 422: 'No font files found in ZIP' },
  },
});
