import { OpenAPIHono } from '@hono/zod-openapi';
import { fontCalls } from '../../domain/contracts/fonts';
import { FontFamilySchema } from '../../domain/font-requests';
import { DEFAULT_FONT_FAMILY, wrongFontFileMessage } from '../../domain/fonts';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { type BodyLimit, UPLOAD_DEADLINE_MS } from '../http/body-limits';
import { contractRoute } from '../http/contract-route';
import { validationHook } from '../http/openapi';
import type { AppEnv } from '../http/types';
import type { Storage } from '../storage/storage';
import { extractFonts, FONT_ZIP_MAX_BYTES, FONT_ZIP_TOO_LARGE_MESSAGE, uploadFontZip } from './install-fonts';

/** Room for the form's boundaries and its other field around a ZIP of the largest size. */
const MULTIPART_ALLOWANCE_BYTES = 1024 * 1024;

/** The upload route's body limit (declared on the route, read before the route runs). */
export const FONT_UPLOAD_BODY_LIMIT: BodyLimit = {
  maxBytes: FONT_ZIP_MAX_BYTES + MULTIPART_ALLOWANCE_BYTES,
  message: FONT_ZIP_TOO_LARGE_MESSAGE,
  deadlineMs: UPLOAD_DEADLINE_MS,
};

/** Brand fonts: upload a licensed ZIP, then extract its weights (spec 001 §2, generalised to any family). */
export function fontRoutes(db: Db, storage: Storage) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const upload = contractRoute('admin', db, fontCalls, 'POST /admin/fonts/upload', {
    bodyLimit: FONT_UPLOAD_BODY_LIMIT,
    multipart: true,
  });
  const extract = contractRoute('admin', db, fontCalls, 'POST /admin/fonts/extract');

  app.openapi(upload, async (c) => {
    const body = await c.req.parseBody({ all: true });
    const files = (Array.isArray(body.file) ? body.file : [body.file]).filter(
      (f): f is File => f instanceof File,
    );
    const familyName = FontFamilySchema.default(DEFAULT_FONT_FAMILY).safeParse(
      typeof body.family === 'string' ? body.family : undefined,
    );
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
