import { OpenAPIHono } from '@hono/zod-openapi';
import { desc } from 'drizzle-orm';
import { adminCalls } from '../../domain/contracts/admin';
import { toBrandDto } from '../brands/brand-dto';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import { AppError } from '../errors';
import type { EventBus } from '../events/event-bus';
import type { RouteDeclarations } from '../http/access';
import { contractRoute } from '../http/contract-route';
import { validationHook } from '../http/openapi';
import type { AppEnv } from '../http/types';
import { addVodkaBrands } from './add-vodka-brands';
import { checkAnalysis } from './analysis-debug';
import { analyzeOne, getQueueStatus, retryFailed } from './analysis-queue';
import { getBatchStatus } from './batch-status';
import { startBulkRun, stopBulkRun } from './bulk-run';
import { getBrandProvenance } from './get-brand-provenance';
import { CSV_IMPORT_BODY_LIMIT, importCsv } from './import-csv';
import { setProtection, updateBrand } from './update-brand';

/** Everything admins do on brands and the analysis queue; every action lands in the audit log. */
export function adminRoutes(db: Db, events: EventBus, onJobQueued: () => void) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const changed = async (brand: { id: string; slug: string }) =>
    events.publish({ type: 'brand.changed', brandId: brand.id, slug: brand.slug }).catch(() => {});

  const route = <K extends keyof typeof adminCalls>(key: K, declarations?: RouteDeclarations) =>
    contractRoute('admin', db, adminCalls, key, declarations);
  const edit = route('PATCH /admin/brands/{id}');
  const protect = route('POST /admin/brands/{id}/protection');
  const analyze = route('POST /admin/brands/{id}/analyze');
  const provenance = route('GET /admin/brands/{id}/provenance');
  const queue = route('GET /admin/analysis');
  const runAll = route('POST /admin/analysis/run-all');
  const stop = route('POST /admin/analysis/stop');
  const retry = route('POST /admin/analysis/retry-failed');
  const debug = route('GET /admin/analysis/debug');
  const batch = route('GET /admin/analysis/batches/{kind}');
  const vodka = route('POST /admin/brands/add-vodka');
  const audit = route('GET /admin/audit');
  const csv = route('POST /admin/import/csv', { bodyLimit: CSV_IMPORT_BODY_LIMIT });

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
