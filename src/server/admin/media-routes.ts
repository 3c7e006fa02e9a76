import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { MAX_FILES_PER_UPLOAD, MEDIA_KINDS } from '../../domain/brand-media';
import { mediaCalls } from '../../domain/contracts/media';
import { toBrandDto, toBrandLogoFile } from '../brands/brand-dto';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import type { EventBus } from '../events/event-bus';
import { type BodyLimit, UPLOAD_DEADLINE_MS } from '../http/body-limits';
import { contractRoute } from '../http/contract-route';
import { validationHook } from '../http/openapi';
import type { AppEnv } from '../http/types';
import type { FetchPolicy } from '../net/fetcher/safe-fetch';
import type { Storage } from '../storage/storage';
import {
  addLibraryLogos,
  addLibraryLogoUrl,
  copyBrandMediaFromUrl,
  deleteLibraryLogo,
  renameLibraryLogo,
  setBrandMediaUrl,
  uploadBrandMedia,
} from './brand-media';

/** The upload routes' body limit (declared on each upload route, read before the route runs). */
export const MEDIA_UPLOAD_BODY_LIMIT: BodyLimit = {
  maxBytes: 30 * 1024 * 1024,
  message: 'The upload is larger than 30 MB',
  deadlineMs: UPLOAD_DEADLINE_MS,
};

async function filesOf(c: Context<AppEnv>): Promise<{ name: string; bytes: Buffer }[]> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data'))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data');
  const body = await c.req.parseBody({ all: true });
  const raw = body.file ?? body.files;
  const list = (Array.isArray(raw) ? raw : [raw]).filter((f): f is File => f instanceof File);
  if (list.length === 0) throw new AppError('BAD_REQUEST', 'Please select an image file');
  if (list.length > MAX_FILES_PER_UPLOAD) throw new AppError('BAD_REQUEST', 'Too many files');
  return Promise.all(list.map(async (f) => ({ name: f.name, bytes: Buffer.from(await f.arrayBuffer()) })));
}

/** Admin media: brand image, main logo, and the logo library (spec 001 §7 storage). */
export function mediaRoutes(db: Db, storage: Storage, events: EventBus, fetchPolicy: FetchPolicy) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const changed = (brand: { id: string; slug: string }) =>
    events.publish({ type: 'brand.changed', brandId: brand.id, slug: brand.slug }).catch(() => {});

  for (const kind of MEDIA_KINDS) {
    const upload = contractRoute('admin', db, mediaCalls, `POST /admin/brands/{id}/${kind}` as const, {
      bodyLimit: MEDIA_UPLOAD_BODY_LIMIT,
      multipart: true,
    });
    const setUrl = contractRoute('admin', db, mediaCalls, `PUT /admin/brands/{id}/${kind}` as const);
    const remove = contractRoute('admin', db, mediaCalls, `DELETE /admin/brands/{id}/${kind}` as const);
    app.openapi(upload, async (c) => {
      const [file] = await filesOf(c);
      if (!file) throw new AppError('BAD_REQUEST', 'Please select an image file');
      const brand = await uploadBrandMedia(
        db,
        storage,
        { brandId: c.req.valid('param').id, kind, bytes: file.bytes },
        c.get('user')!,
      );
      await changed(brand);
      return c.json(toBrandDto(brand), 200);
    });
    app.openapi(setUrl, async (c) => {
      const brand = await copyBrandMediaFromUrl(
        db,
        storage,
        fetchPolicy,
        { brandId: c.req.valid('param').id, kind, url: c.req.valid('json').url },
        c.get('user')!,
      );
      await changed(brand);
      return c.json(toBrandDto(brand), 200);
    });
    app.openapi(remove, async (c) => {
      const brand = await setBrandMediaUrl(
        db,
        storage,
        { brandId: c.req.valid('param').id, kind, url: null },
        c.get('user')!,
      );
      await changed(brand);
      return c.json(toBrandDto(brand), 200);
    });
  }

  const addLogos = contractRoute('admin', db, mediaCalls, 'POST /admin/brands/{id}/logos', {
    bodyLimit: MEDIA_UPLOAD_BODY_LIMIT,
    multipart: true,
  });
  const addLogoUrl = contractRoute('admin', db, mediaCalls, 'POST /admin/brands/{id}/logos/url');
  const rename = contractRoute('admin', db, mediaCalls, 'PATCH /admin/logos/{logoId}');
  const removeLogo = contractRoute('admin', db, mediaCalls, 'DELETE /admin/logos/{logoId}');

  app.openapi(addLogos, async (c) => {
    const files = await filesOf(c);
    const result = await addLibraryLogos(
      db,
      storage,
      { brandId: c.req.valid('param').id, files },
      c.get('user')!,
    );
    return c.json({ added: result.added.map(toBrandLogoFile), failed: result.failed }, 200);
  });
  app.openapi(addLogoUrl, async (c) => {
    const body = c.req.valid('json');
    const row = await addLibraryLogoUrl(
      db,
      { brandId: c.req.valid('param').id, url: body.url, name: body.name },
      c.get('user')!,
    );
    if (!row) throw new AppError('NOT_FOUND', 'No such brand');
    return c.json(toBrandLogoFile(row), 200);
  });
  app.openapi(rename, async (c) => {
    const row = await renameLibraryLogo(
      db,
      c.req.valid('param').logoId,
      c.req.valid('json').name,
      c.get('user')!,
    );
    if (!row) throw new AppError('NOT_FOUND', 'No such logo');
    return c.json(toBrandLogoFile(row), 200);
  });
  app.openapi(removeLogo, async (c) =>
    c.json(await deleteLibraryLogo(db, storage, c.req.valid('param').logoId, c.get('user')!), 200),
  );
  return app;
}
