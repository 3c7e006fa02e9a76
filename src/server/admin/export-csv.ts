import { OpenAPIHono } from '@hono/zod-openapi';
import { asc, gt } from 'drizzle-orm';
import { adminCalls } from '../../domain/contracts/admin';
import { csvLine } from '../../domain/csv-export';
import type { Db } from '../db/client';
import { brands } from '../db/schema';
import { contractRoute } from '../http/contract-route';
import { validationHook } from '../http/openapi';
import type { AppEnv } from '../http/types';

/** The import's own column names first (so an export can be imported again), then the rest. */
const COLUMNS = [
  ['name', brands.name],
  ['url', brands.url],
  ['slug', brands.slug],
  ['industry', brands.industry],
  ['archetype', brands.archetype],
  ['tagline', brands.tagline],
  ['description', brands.description],
  ['primary_color', brands.primaryColor],
  ['secondary_color', brands.secondaryColor],
  ['accent_color', brands.accentColor],
  ['color_palette', brands.colorPalette],
  ['keywords', brands.keywords],
  ['logo_url', brands.logoUrl],
  ['pricing_strategy', brands.pricingStrategy],
  ['year_founded', brands.yearFounded],
] as const;

const PAGE = 500;

/**
 * The catalogue as CSV, read page by page (keyset on id) while it is sent, so a large catalogue
 * never sits in memory. Formula-like cells are prefixed with an apostrophe (domain/csv-export).
 */
export function exportBrandsCsv(db: Db): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const selection = Object.fromEntries([['id', brands.id], ...COLUMNS]);
  let after: string | null = null;
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(csvLine(COLUMNS.map(([name]) => name))));
      }
      const rows = (await db
        .select(selection)
        .from(brands)
        .where(after ? gt(brands.id, after) : undefined)
        .orderBy(asc(brands.id))
        .limit(PAGE)) as Record<string, string | number | string[] | null>[];
      if (rows.length === 0) {
        controller.close();
        return;
      }
      after = String(rows[rows.length - 1]?.id);
      controller.enqueue(
        encoder.encode(rows.map((row) => csvLine(COLUMNS.map(([name]) => row[name]))).join('')),
      );
    },
  });
}

export function csvExportRoutes(db: Db) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const route = contractRoute('admin', db, adminCalls, 'GET /admin/export/brands.csv');
  app.openapi(route, (c) =>
    c.body(exportBrandsCsv(db), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="brands.csv"',
      'cache-control': 'no-store',
    }),
  );
  return app;
}
