import { OpenAPIHono, z } from '@hono/zod-openapi';
import { desc } from 'drizzle-orm';
import {
  AnalysisDebugReportSchema,
  AnalysisQueueSchema,
  BATCH_KINDS,
  BatchStatusSchema,
} from '../../domain/analysis-queue';
import { AuditEntrySchema } from '../../domain/audit-log';
import { BrandSchema } from '../../domain/brand';
import { CsvImportResultSchema } from '../../domain/csv-import-result';
import { BrandProvenanceSchema } from '../../domain/provenance';
import { REANALYZED_FIELDS } from '../../domain/reanalysis';
import { toBrandDto } from '../brands/brand-dto';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import { AppError } from '../errors';
import type { EventBus } from '../events/event-bus';
import { accessRoute } from '../http/access';
import { problemResponse, validationHook } from '../http/openapi';
import type { AppEnv } from '../http/types';
import { addVodkaBrands } from './add-vodka-brands';
import { checkAnalysis } from './analysis-debug';
import { analyzeOne, getQueueStatus, retryFailed } from './analysis-queue';
import { getBatchStatus } from './batch-status';
import { startBulkRun, stopBulkRun } from './bulk-run';
import { getBrandProvenance } from './get-brand-provenance';
import { CSV_IMPORT_BODY_LIMIT, importCsv } from './import-csv';
import { BrandEditSchema, setProtection, updateBrand } from './update-brand';

const problem = problemResponse;
const json = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { 'application/json': { schema } },
});
const brandParam = z.object({ id: z.uuid() });
const refusals = { 401: problem('Not signed in'), 403: problem('Admins only') };

/** Everything admins do on brands and the analysis queue; every action lands in the audit log. */
export function adminRoutes(db: Db, events: EventBus, onJobQueued: () => void) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const changed = async (brand: { id: string; slug: string }) =>
    events.publish({ type: 'brand.changed', brandId: brand.id, slug: brand.slug }).catch(() => {});

  const edit = accessRoute('admin', db, {
    method: 'patch',
    path: '/admin/brands/{id}',
    tags: ['Admin'],
    summary: "Save an admin's edits of a brand (refused for a protected brand)",
    request: {
      params: brandParam,
      body: { content: { 'application/json': { schema: BrandEditSchema } }, required: true },
    },
    responses: {
      200: json('The brand', BrandSchema),
      400: problem('Invalid edit'),
      ...refusals,
      404: problem('No such brand'),
      409: problem('Protected'),
    },
  });
  const protect = accessRoute('admin', db, {
    method: 'post',
    path: '/admin/brands/{id}/protection',
    tags: ['Admin'],
    summary: 'Protect or unprotect a brand (toggle-protection)',
    request: {
      params: brandParam,
      body: { content: { 'application/json': { schema: z.object({ value: z.boolean() }) } }, required: true },
    },
    responses: { 200: json('The brand', BrandSchema), ...refusals, 404: problem('No such brand') },
  });
  const analyze = accessRoute('admin', db, {
    method: 'post',
    path: '/admin/brands/{id}/analyze',
    tags: ['Admin'],
    summary: 'Re-analyze a brand (analyze-brand), keeping its colours when asked',
    request: {
      params: brandParam,
      body: {
        content: {
          'application/json': {
            schema: z.object({
              preserve_colors: z.boolean().default(false),
              keep_fields: z
                .array(z.enum(REANALYZED_FIELDS))
                .max(REANALYZED_FIELDS.length)
                .optional()
                .describe('Fields the analysis must not overwrite; absent: every field an admin set'),
            }),
          },
        },
      },
    },
    responses: {
      200: json(
        'Queued, with the fields the analysis keeps',
        z.object({ job_id: z.string(), queued: z.boolean(), kept_fields: z.array(z.string()) }),
      ),
      ...refusals,
      404: problem('No such brand'),
      409: problem('Protected'),
    },
  });
  const provenance = accessRoute('admin', db, {
    method: 'get',
    path: '/admin/brands/{id}/provenance',
    tags: ['Admin'],
    summary: 'Where each stored value of the brand came from',
    request: { params: brandParam },
    responses: {
      200: json('Field → source, method and time', BrandProvenanceSchema),
      ...refusals,
      404: problem('No such brand'),
    },
  });
  const queue = accessRoute('admin', db, {
    method: 'get',
    path: '/admin/analysis',
    tags: ['Admin'],
    summary: 'Analysis counts and the first 20 brands waiting, running or failed',
    responses: {
      200: json('Queue', AnalysisQueueSchema),
      ...refusals,
    },
  });
  const runAll = accessRoute('admin', db, {
    method: 'post',
    path: '/admin/analysis/run-all',
    tags: ['Admin'],
    summary: 'Analyze all pending brands, one after another with a 2 s pause between them',
    responses: { 200: json('Queued', z.object({ queued: z.number() })), ...refusals },
  });
  const stop = accessRoute('admin', db, {
    method: 'post',
    path: '/admin/analysis/stop',
    tags: ['Admin'],
    summary: 'Stop the bulk run: brands not yet started are taken off the queue',
    responses: { 200: json('Stopped', z.object({ stopped: z.number() })), ...refusals },
  });
  const retry = accessRoute('admin', db, {
    method: 'post',
    path: '/admin/analysis/retry-failed',
    tags: ['Admin'],
    summary: 'Reset failed brands to pending (error and start cleared)',
    responses: { 200: json('Reset', z.object({ reset: z.number() })), ...refusals },
  });
  const debug = accessRoute('admin', db, {
    method: 'get',
    path: '/admin/analysis/debug',
    tags: ['Admin'],
    summary: "The analyzer panel's debug check: the job queue's state and plain findings",
    responses: {
      200: json('Report', AnalysisDebugReportSchema),
      ...refusals,
    },
  });
  const batch = accessRoute('admin', db, {
    method: 'get',
    path: '/admin/analysis/batches/{kind}',
    tags: ['Admin'],
    summary: 'Where the latest Improve All Logos (logos) or Analyze All Colors (colors) batch stands',
    request: { params: z.object({ kind: z.enum(BATCH_KINDS) }) },
    responses: {
      200: json('The batch', BatchStatusSchema),
      400: problem('Unknown kind'),
      ...refusals,
    },
  });
  const vodka = accessRoute('admin', db, {
    method: 'post',
    path: '/admin/brands/add-vodka',
    tags: ['Admin'],
    summary: "add-brands: adds the vodka gallery's 13 brands that are missing",
    responses: {
      200: json(
        'Added',
        z.object({
          message: z.string(),
          added: z.array(z.object({ id: z.string(), slug: z.string() })),
        }),
      ),
      ...refusals,
    },
  });
  const audit = accessRoute('admin', db, {
    method: 'get',
    path: '/admin/audit',
    tags: ['Admin'],
    summary: 'The newest admin actions',
    request: { query: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }) },
    responses: {
      200: json('Entries', z.object({ items: z.array(AuditEntrySchema) })),
      ...refusals,
    },
  });

  const csv = accessRoute('admin', db, {
    method: 'post',
    path: '/admin/import/csv',
    tags: ['Admin'],
    summary: 'Import brands from a CSV file (sent as text/csv); all rows or none',
    bodyLimit: CSV_IMPORT_BODY_LIMIT,
    request: { body: { content: { 'text/csv': { schema: z.string() } }, required: true } },
    responses: {
      200: json('Imported', CsvImportResultSchema),
      400: problem('Not a usable CSV'),
      ...refusals,
      413: problem('Too large'),
      415: problem('Not text/csv'),
    },
  });
  app.openapi(csv, async (c) => {
    if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('text/csv')) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Invalid file type: Please select a CSV file');
    }
    // Its size was bounded before the route ran (CSV_IMPORT_BODY_LIMIT), and again by importCsv.
    const raw = Buffer.from(await c.req.arrayBuffer());
    const result = await importCsv(db, raw, c.get('user')!);
    await events.publish({ type: 'brand.created', brandId: '', slug: '' }).catch(() => {});
    return c.json(result, 200);
  });

  app.openapi(edit, async (c) => {
    const brand = await updateBrand(db, c.req.valid('param').id, c.req.valid('json'), c.get('user')!);
    await changed(brand);
    return c.json(toBrandDto(brand), 200);
  });
  app.openapi(protect, async (c) => {
    const brand = await setProtection(db, c.req.valid('param').id, c.req.valid('json').value, c.get('user')!);
    if (!brand) throw new AppError('NOT_FOUND', 'No such brand');
    await changed(brand);
    return c.json(toBrandDto(brand), 200);
  });
  app.openapi(analyze, async (c) => {
    const body = c.req.valid('json');
    const result = await analyzeOne(
      db,
      c.req.valid('param').id,
      {
        preserveColors: body?.preserve_colors ?? false,
        ...(body?.keep_fields ? { keepFields: body.keep_fields } : {}),
      },
      c.get('user')!,
    );
    onJobQueued();
    return c.json(result, 200);
  });
  app.openapi(provenance, async (c) => c.json(await getBrandProvenance(db, c.req.valid('param').id), 200));
  app.openapi(queue, async (c) => c.json(await getQueueStatus(db), 200));
  app.openapi(runAll, async (c) => {
    const result = await startBulkRun(db, c.get('user')!);
    onJobQueued();
    return c.json(result, 200);
  });
  app.openapi(stop, async (c) => c.json(await stopBulkRun(db, c.get('user')!), 200));
  app.openapi(debug, async (c) => c.json(await checkAnalysis(db), 200));
  app.openapi(batch, async (c) => c.json(await getBatchStatus(db, c.req.valid('param').kind), 200));
  app.openapi(vodka, async (c) => {
    const result = await addVodkaBrands(db, c.get('user')!);
    for (const brand of result.added) {
      await events.publish({ type: 'brand.created', brandId: brand.id, slug: brand.slug }).catch(() => {});
    }
    return c.json(result, 200);
  });
  app.openapi(retry, async (c) => c.json(await retryFailed(db, c.get('user')!), 200));
  app.openapi(audit, async (c) => {
    const rows = await db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.createdAt))
      .limit(c.req.valid('query').limit);
    return c.json(
      {
        items: rows.map((r) => ({
          id: r.id,
          actor_email: r.actorEmail,
          action: r.action,
          target_type: r.targetType,
          target_id: r.targetId,
          before: r.before,
          after: r.after,
          created_at: r.createdAt.toISOString(),
        })),
      },
      200,
    );
  });
  return app;
}
