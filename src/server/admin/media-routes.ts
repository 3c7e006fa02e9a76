import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { BrandSchema } from '../../domain/brand';
import { MAX_FILES_PER_UPLOAD, MEDIA_KINDS } from '../../domain/brand-media';
import { BrandLogoFileSchema, LogoLibraryUploadSchema } from '../../domain/logo-library';
import { toBrandDto, toBrandLogoFile } from '../brands/brand-dto';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import type { EventBus } from '../events/event-bus';
import { accessRoute } from '../http/access';
import { type BodyLimit, UPLOAD_DEADLINE_MS } from '../http/body-limits';
import { problemResponse, validationHook } from '../http/openapi';
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

const problem = problemResponse;
const refusals = { 401: problem('Not signed in'), 403: problem('Admins only'), 404: problem('Not found') };
const fileBody = {
  content: {
    'multipart/form-data': {
      schema: z.object({ file: z.any().openapi({ type: 'string', format: 'binary' }) }),
    },
  },
  required: true,
};
const httpUrl = z.url({ protocol: /^https?$/, message: 'Please enter an image URL' }).max(2048);

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
  const brandParam = z.object({ id: z.uuid() });

  for (const kind of MEDIA_KINDS) {
    const label = kind === 'image' ? 'brand image' : 'logo';
    const upload = accessRoute('admin', db, {
      method: 'post',
      path: `/admin/brands/{id}/${kind}`,
      tags: ['Admin'],
      summary: `Upload the ${label} (checked by content, stored without overwriting)`,
      bodyLimit: MEDIA_UPLOAD_BODY_LIMIT,
      multipart: true,
      request: { params: brandParam, body: fileBody },
      responses: {
        200: { description: 'The brand', content: { 'application/json': { schema: BrandSchema } } },
        400: problem('No file'),
        ...refusals,
        415: problem('Not multipart'),
        422: problem('Not an image'),
      },
    });
    const setUrl = accessRoute('admin', db, {
      method: 'put',
      path: `/admin/brands/{id}/${kind}`,
      tags: ['Admin'],
      summary: `Set the ${label} by URL: an https image, fetched, checked and stored as a copy`,
      request: {
        params: brandParam,
        body: { content: { 'application/json': { schema: z.object({ url: httpUrl }) } }, required: true },
      },
      responses: {
        200: { description: 'The brand', content: { 'application/json': { schema: BrandSchema } } },
        400: problem('Invalid URL'),
        ...refusals,
        422: problem('Not https, not reachable, or not an image'),
      },
    });
    const remove = accessRoute('admin', db, {
      method: 'delete',
      path: `/admin/brands/{id}/${kind}`,
      tags: ['Admin'],
      summary: `Remove the ${label}`,
      request: { params: brandParam },
      responses: {
        200: { description: 'The brand', content: { 'application/json': { schema: BrandSchema } } },
        ...refusals,
      },
    });
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

  const addLogos = accessRoute('admin', db, {
    method: 'post',
    path: '/admin/brands/{id}/logos',
    tags: ['Admin'],
    summary: 'Add files to the logo library; each file is checked on its own',
    bodyLimit: MEDIA_UPLOAD_BODY_LIMIT,
    multipart: true,
    request: { params: brandParam, body: fileBody },
    responses: {
      200: {
        description: 'What was added and what failed',
        content: { 'application/json': { schema: LogoLibraryUploadSchema } },
      },
      400: problem('No file'),
      ...refusals,
    },
  });
  const addLogoUrl = accessRoute('admin', db, {
    method: 'post',
    path: '/admin/brands/{id}/logos/url',
    tags: ['Admin'],
    summary: 'Add a logo to the library by URL',
    request: {
      params: brandParam,
      body: {
        content: {
          'application/json': {
            schema: z.object({ url: httpUrl, name: z.string().trim().max(160).default('') }),
          },
        },
        required: true,
      },
    },
    responses: {
      200: { description: 'The logo', content: { 'application/json': { schema: BrandLogoFileSchema } } },
      400: problem('Invalid URL'),
      ...refusals,
    },
  });
  const logoParam = z.object({ logoId: z.uuid() });
  const rename = accessRoute('admin', db, {
    method: 'patch',
    path: '/admin/logos/{logoId}',
    tags: ['Admin'],
    summary: 'Rename a logo of the library',
    request: {
      params: logoParam,
      body: {
        content: { 'application/json': { schema: z.object({ name: z.string().trim().min(1).max(160) }) } },
        required: true,
      },
    },
    responses: {
      200: { description: 'The logo', content: { 'application/json': { schema: BrandLogoFileSchema } } },
      400: problem('Invalid name'),
      ...refusals,
    },
  });
  const removeLogo = accessRoute('admin', db, {
    method: 'delete',
    path: '/admin/logos/{logoId}',
    tags: ['Admin'],
    summary: 'Delete a logo of the library (and its stored file when it is ours)',
    request: { params: logoParam },
    responses: {
      200: {
        description: 'Deleted',
        content: { 'application/json': { schema: z.object({ deleted: z.boolean() }) } },
      },
      ...refusals,
    },
  });

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
