import { z } from 'zod';
import { BrandSchema } from '../brand';
import { BrandLogoFileSchema, LogoLibraryUploadSchema, RenameLogoSchema } from '../logo-library';
import { type ApiCall, apiCalls } from './api-call';

const brandParam = z.object({ id: z.uuid() });
const logoParam = z.object({ logoId: z.uuid() });
const refusals = { 401: 'Not signed in', 403: 'Admins only', 404: 'Not found' } as const;
/** A form with one or more files under `file`; the server reads them from the form itself. */
const fileForm = z.object({ file: z.any().meta({ type: 'string', format: 'binary' }) });
const httpUrl = z.url({ protocol: /^https?$/, message: 'Please enter an image URL' }).max(2048);
const theBrand = { status: 200, description: 'The brand', schema: BrandSchema } as const;

/** Upload, set by URL and remove: the same three calls for the brand image and the main logo. */
const kindCalls = (label: 'brand image' | 'logo') =>
  ({
    upload: {
      tags: ['Admin'],
      summary: `Upload the ${label} (checked by content, stored without overwriting)`,
      params: brandParam,
      body: fileForm,
      bodyType: 'multipart/form-data',
      ok: theBrand,
      problems: { 400: 'No file', ...refusals, 415: 'Not multipart', 422: 'Not an image' },
    },
    setUrl: {
      tags: ['Admin'],
      summary: `Set the ${label} by URL: an https image, fetched, checked and stored as a copy`,
      params: brandParam,
      body: z.object({ url: httpUrl }),
      ok: theBrand,
      problems: { 400: 'Invalid URL', ...refusals, 422: 'Not https, not reachable, or not an image' },
    },
    remove: {
      tags: ['Admin'],
      summary: `Remove the ${label}`,
      params: brandParam,
      ok: theBrand,
      problems: refusals,
    },
  }) as const satisfies Record<string, ApiCall>;

const image = kindCalls('brand image');
const logo = kindCalls('logo');

/** Admin media: brand image, main logo, and the logo library (spec 001 §7 storage). */
export const mediaCalls = apiCalls({
  'POST /admin/brands/{id}/image': image.upload,
  'PUT /admin/brands/{id}/image': image.setUrl,
  'DELETE /admin/brands/{id}/image': image.remove,
  'POST /admin/brands/{id}/logo': logo.upload,
  'PUT /admin/brands/{id}/logo': logo.setUrl,
  'DELETE /admin/brands/{id}/logo': logo.remove,
  'POST /admin/brands/{id}/logos': {
    tags: ['Admin'],
    summary: 'Add files to the logo library; each file is checked on its own',
    params: brandParam,
    body: fileForm,
    bodyType: 'multipart/form-data',
    ok: { status: 200, description: 'What was added and what failed', schema: LogoLibraryUploadSchema },
    problems: { 400: 'No file', ...refusals },
  },
  'POST /admin/brands/{id}/logos/url': {
    tags: ['Admin'],
    summary: 'Add a logo to the library by URL',
    params: brandParam,
    body: z.object({ url: httpUrl, name: z.string().trim().max(160).default('') }),
    ok: { status: 200, description: 'The logo', schema: BrandLogoFileSchema },
    problems: { 400: 'Invalid URL', ...refusals },
  },
  'PATCH /admin/logos/{logoId}': {
    tags: ['Admin'],
    summary: 'Rename a logo of the library',
    params: logoParam,
    body: RenameLogoSchema,
    ok: { status: 200, description: 'The logo', schema: BrandLogoFileSchema },
    problems: { 400: 'Invalid name', ...refusals },
  },
  'DELETE /admin/logos/{logoId}': {
    tags: ['Admin'],
    summary: 'Delete a logo of the library (and its stored file when it is ours)',
    params: logoParam,
    ok: { status: 200, description: 'Deleted', schema: z.object({ deleted: z.boolean() }) },
    problems: refusals,
  },
});
