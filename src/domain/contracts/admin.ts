import { z } from 'zod';
import {
  AnalysisDebugReportSchema,
  AnalysisQueueSchema,
  BATCH_KINDS,
  BatchStatusSchema,
} from '../analysis-queue';
import { AuditEntrySchema } from '../audit-log';
import { BrandSchema } from '../brand';
import { BrandEditSchema } from '../brand-edit';
import { CsvImportResultSchema } from '../csv-import-result';
import { BrandProvenanceSchema } from '../provenance';
import { REANALYZED_FIELDS } from '../reanalysis';
import { apiCalls } from './api-call';

const brandParam = z.object({ id: z.uuid() });
const refusals = { 401: 'Not signed in', 403: 'Admins only' } as const;

/** Everything admins do on brands and the analysis queue; every action lands in the audit log. */
export const adminCalls = apiCalls({
  'PATCH /admin/brands/{id}': {
    tags: ['Admin'],
    summary: "Save an admin's edits of a brand (refused for a protected brand)",
    params: brandParam,
    body: BrandEditSchema,
    ok: { status: 200, description: 'The brand', schema: BrandSchema },
    problems: { 400: 'Invalid edit', ...refusals, 404: 'No such brand', 409: 'Protected' },
  },
  'POST /admin/brands/{id}/protection': {
    tags: ['Admin'],
    summary: 'Protect or unprotect a brand (toggle-protection)',
    params: brandParam,
    body: z.object({ value: z.boolean() }),
    ok: { status: 200, description: 'The brand', schema: BrandSchema },
    problems: { ...refusals, 404: 'No such brand' },
  },
  'POST /admin/brands/{id}/analyze': {
    tags: ['Admin'],
    summary: 'Re-analyze a brand (analyze-brand), keeping its colours when asked',
    params: brandParam,
    body: z.object({
      preserve_colors: z.boolean().default(false),
      keep_fields: z
        .array(z.enum(REANALYZED_FIELDS))
        .max(REANALYZED_FIELDS.length)
        .optional()
        .describe('Fields the analysis must not overwrite; absent: every field an admin set'),
    }),
    bodyOptional: true,
    ok: {
      status: 200,
      description: 'Queued, with the fields the analysis keeps',
      schema: z.object({ job_id: z.string(), queued: z.boolean(), kept_fields: z.array(z.string()) }),
    },
    problems: { ...refusals, 404: 'No such brand', 409: 'Protected' },
  },
  'GET /admin/brands/{id}/provenance': {
    tags: ['Admin'],
    summary: 'Where each stored value of the brand came from',
    params: brandParam,
    ok: { status: 200, description: 'Field → source, method and time', schema: BrandProvenanceSchema },
    problems: { ...refusals, 404: 'No such brand' },
  },
  'GET /admin/analysis': {
    tags: ['Admin'],
    summary: 'Analysis counts and the first 20 brands waiting, running or failed',
    ok: { status: 200, description: 'Queue', schema: AnalysisQueueSchema },
    problems: refusals,
  },
  'POST /admin/analysis/run-all': {
    tags: ['Admin'],
    summary: 'Analyze all pending brands, one after another with a 2 s pause between them',
    ok: { status: 200, description: 'Queued', schema: z.object({ queued: z.number() }) },
    problems: refusals,
  },
  'POST /admin/analysis/stop': {
    tags: ['Admin'],
    summary: 'Stop the bulk run: brands not yet started are taken off the queue',
    ok: { status: 200, description: 'Stopped', schema: z.object({ stopped: z.number() }) },
    problems: refusals,
  },
  'POST /admin/analysis/retry-failed': {
    tags: ['Admin'],
    summary: 'Reset failed brands to pending (error and start cleared)',
    ok: { status: 200, description: 'Reset', schema: z.object({ reset: z.number() }) },
    problems: refusals,
  },
  'GET /admin/analysis/debug': {
    tags: ['Admin'],
    summary: "The analyzer panel's debug check: the job queue's state and plain findings",
    ok: { status: 200, description: 'Report', schema: AnalysisDebugReportSchema },
    problems: refusals,
  },
  'GET /admin/analysis/batches/{kind}': {
    tags: ['Admin'],
    summary: 'Where the latest Improve All Logos (logos) or Analyze All Colors (colors) batch stands',
    params: z.object({ kind: z.enum(BATCH_KINDS) }),
    ok: { status: 200, description: 'The batch', schema: BatchStatusSchema },
    problems: { 400: 'Unknown kind', ...refusals },
  },
  'POST /admin/brands/add-vodka': {
    tags: ['Admin'],
    summary: "add-brands: adds the vodka gallery's 13 brands that are missing",
    ok: {
      status: 200,
      description: 'Added',
      schema: z.object({
        message: z.string(),
        added: z.array(z.object({ id: z.string(), slug: z.string() })),
      }),
    },
    problems: refusals,
  },
  'GET /admin/audit': {
    tags: ['Admin'],
    summary: 'The newest admin actions',
    query: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
    ok: { status: 200, description: 'Entries', schema: z.object({ items: z.array(AuditEntrySchema) }) },
    problems: refusals,
  },
  'POST /admin/import/csv': {
    tags: ['Admin'],
    summary: 'Import brands from a CSV file (sent as text/csv); all rows or none',
    body: z.string(),
    bodyType: 'text/csv',
    ok: { status: 200, description: 'Imported', schema: CsvImportResultSchema },
    problems: { 400: 'Not a usable CSV', ...refusals, 413: 'Too large', 415: 'Not text/csv' },
  },
  'GET /admin/export/brands.csv': {
    tags: ['Admin'],
    summary: 'The catalogue as CSV (import columns first; formula-like cells prefixed with an apostrophe)',
    ok: { status: 200, description: 'CSV', schema: z.string(), type: 'text/csv' },
    problems: refusals,
  },
});
