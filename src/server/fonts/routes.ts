import { OpenAPIHono, z } from '@hono/zod-openapi';
import { FontExtractionSchema } from '../../domain/font-extraction';
import { wrongFontFileMessage } from '../../domain/fonts';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { accessRoute } from '../http/access';
import { type BodyLimit, UPLOAD_DEADLINE_MS } from '../http/body-limits';
import { problemResponse, validationHook } from '../http/openapi';
import type { AppEnv } from '../http/types';
import type { Storage } from '../storage/storage';
import {
  DEFAULT_FONT_FAMILY,
  extractFonts,
  FONT_ZIP_MAX_BYTES,
  FONT_ZIP_TOO_LARGE_MESSAGE,
  uploadFontZip,
} from './install-fonts';

/** Room for the form's boundaries and its other field around a ZIP of the largest size. */
const MULTIPART_ALLOWANCE_BYTES = 1024 * 1024;

/** The upload route's body limit (declared on the route, read before the route runs). */
export const FONT_UPLOAD_BODY_LIMIT: BodyLimit = {
  maxBytes: FONT_ZIP_MAX_BYTES + MULTIPART_ALLOWANCE_BYTES,
  message: FONT_ZIP_TOO_LARGE_MESSAGE,
  deadlineMs: UPLOAD_DEADLINE_MS,
};

const problem = problemResponse;
const refusals = { 401: problem('Not signed in'), 403: problem('Admins only') };
const family = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[A-Za-z0-9 ]+$/, 'letters, digits and spaces only')
  .default(DEFAULT_FONT_FAMILY);

/** Brand fonts: upload a licensed ZIP, then extract its weights (spec 001 §2, generalised to any family). */
export function fontRoutes(db: Db, storage: Storage) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const upload = accessRoute('admin', db, {
    method: 'post',
    path: '/admin/fonts/upload',
    tags: ['Admin'],
    summary: 'Upload a ZIP of font files (one file, .zip)',
    bodyLimit: FONT_UPLOAD_BODY_LIMIT,
    multipart: true,
    request: {
      body: {
        content: {
          'multipart/form-data': {
            schema: z.object({
              file: z.any().openapi({ type: 'string', format: 'binary' }),
              family: z.string().optional(),
            }),
          },
        },
        required: true,
      },
    },
    responses: {
      200: {
        description: 'Stored',
        content: { 'application/json': { schema: z.object({ key: z.string(), file_name: z.string() }) } },
      },
      400: problem('Not a ZIP'),
      ...refusals,
    },
  });
  const extract = accessRoute('admin', db, {
    method: 'post',
    path: '/admin/fonts/extract',
    tags: ['Admin'],
    summary: "Extract the newest ZIP's fonts, renamed by weight; optionally give them to a brand",
    request: {
      body: {
        content: {
          'application/json': { schema: z.object({ family, brand_id: z.uuid().nullable().default(null) }) },
        },
        required: true,
      },
    },
    responses: {
      200: {
        description: 'Installed',
        content: { 'application/json': { schema: FontExtractionSchema } },
      },
      ...refusals,
      404: problem('No ZIP file found'),
      422: problem('No font files found in ZIP'),
    },
  });

  app.openapi(upload, async (c) => {
    const body = await c.req.parseBody({ all: true });
    const files = (Array.isArray(body.file) ? body.file : [body.file]).filter(
      (f): f is File => f instanceof File,
    );
    const familyName = family.safeParse(typeof body.family === 'string' ? body.family : undefined);
    if (!familyName.success) throw new AppError('BAD_REQUEST', 'Invalid font family name');
    // spec 001 §5: only the first file is used.
    const [file] = files;
    if (!file) throw new AppError('BAD_REQUEST', wrongFontFileMessage(familyName.data));
    const stored = await uploadFontZip(
      storage,
      { family: familyName.data, fileName: file.name, bytes: Buffer.from(await file.arrayBuffer()) },
      c.get('user')!,
      db,
    );
    return c.json(stored, 200);
  });
  app.openapi(extract, async (c) => {
    const body = c.req.valid('json');
    return c.json(
      await extractFonts(db, storage, { family: body.family, brandId: body.brand_id }, c.get('user')!),
      200,
    );
  });
  return app;
}
