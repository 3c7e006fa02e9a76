import { inArray } from 'drizzle-orm';
import Papa from 'papaparse';
import { HEX_COLOR_PATTERN } from '../../domain/brand';
import {
  CSV_MAX_BYTES,
  CSV_MAX_ROWS,
  CSV_MIN_ROWS_MESSAGE,
  CSV_NO_VALID_ROWS_MESSAGE,
  csvRowsToDrafts,
  normalizeCsvHeader,
} from '../../domain/csv-import';
import type { CsvImportResult } from '../../domain/csv-import-result';
import { recordAudit } from '../audit/record-audit';
import type { SessionUser } from '../auth/session-user';
import { colorFamiliesOf } from '../brands/derived-fields';
import type { Db } from '../db/client';
import { brands } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { AppError } from '../errors';
import type { BodyLimit } from '../http/body-limits';

export { CSV_MAX_BYTES, CSV_MAX_ROWS };

/** The fields an import sets, each recorded as coming from the import (the history names it). */
const CSV_IMPORTED_FIELDS = [
  'name',
  'url',
  'logo_url',
  'description',
  'tagline',
  'industry',
  'archetype',
  'primary_color',
  'color_palette',
  'keywords',
] as const;

export const CSV_TOO_LARGE_MESSAGE = 'The CSV is larger than 5 MB';

/** The import route's body limit (declared on the route, read before the route runs). */
export const CSV_IMPORT_BODY_LIMIT: BodyLimit = {
  maxBytes: CSV_MAX_BYTES,
  message: CSV_TOO_LARGE_MESSAGE,
};

/**
 * CSV import (spec 001 §5): parsed with papaparse (quoted values, doubled quotes), mapped by the
 * domain rules, inserted as pending in one transaction — all or nothing. Existing slugs are
 * reported, not duplicated.
 */
export async function importCsv(db: Db, raw: Buffer, actor: SessionUser): Promise<CsvImportResult> {
  if (raw.length > CSV_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', CSV_TOO_LARGE_MESSAGE);
  if (raw.includes(0)) throw new AppError('BAD_REQUEST', 'Invalid file type: the file is not a text CSV');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(raw).replace(/^\uFEFF/, '');
  } catch {
    throw new AppError('BAD_REQUEST', 'Invalid file type: the file is not UTF-8 text');
  }
  const parsed = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: normalizeCsvHeader,
  });
  const broken = parsed.errors.find((e) => e.type === 'Quotes');
  if (broken) {
    const row = broken.row === undefined ? '' : ` near row ${broken.row + 2}`;
    throw new AppError('BAD_REQUEST', `The CSV could not be read: a quoted value is not closed${row}`);
  }
  if (parsed.data.length === 0) throw new AppError('BAD_REQUEST', CSV_MIN_ROWS_MESSAGE);
  if (parsed.data.length > CSV_MAX_ROWS) {
    throw new AppError(
      'BAD_REQUEST',
      `The CSV has more than ${CSV_MAX_ROWS.toLocaleString('en-US')} rows: split it into smaller files`,
    );
  }
  const { drafts, dropped } = csvRowsToDrafts(parsed.data);
  if (drafts.length === 0) throw new AppError('BAD_REQUEST', CSV_NO_VALID_ROWS_MESSAGE);

  const unique = [...new Map(drafts.map((d) => [d.slug, d])).values()];
  return inTransaction(db, async (tx) => {
    const existing = await tx
      .select({ slug: brands.slug })
      .from(brands)
      .where(
        inArray(
          brands.slug,
          unique.map((d) => d.slug),
        ),
      );
    const taken = new Set(existing.map((r) => r.slug));
    const fresh = unique.filter((d) => !taken.has(d.slug));
    const at = new Date().toISOString();
    if (fresh.length > 0) {
      await tx.insert(brands).values(
        fresh.map((d) => {
          const primary =
            d.primary_color && HEX_COLOR_PATTERN.test(d.primary_color) ? d.primary_color.toUpperCase() : null;
          return {
            slug: d.slug,
            name: d.name,
            url: d.url,
            logoUrl: d.logo_url,
            description: d.description,
            tagline: d.tagline,
            industry: d.industry,
            archetype: d.archetype,
            primaryColor: primary,
            colorPalette: d.color_palette
              .filter((c) => HEX_COLOR_PATTERN.test(c))
              .map((c) => c.toUpperCase()),
            colorFamilies: colorFamiliesOf({ primaryColor: primary }),
            keywords: d.keywords,
            analysisStatus: 'pending' as const,
            provenance: Object.fromEntries(
              CSV_IMPORTED_FIELDS.map((field) => [
                field,
                { source: `csv:${actor.email}`, method: 'csv import', at },
              ]),
            ),
          };
        }),
      );
    }
    await recordAudit(tx, actor, {
      action: 'brands.import-csv',
      targetType: 'brand',
      targetId: null,
      after: { inserted: fresh.map((d) => d.slug), skipped: [...taken] },
    });
    return {
      inserted: fresh.length,
      skipped_existing: [...taken].sort(),
      dropped: dropped + (drafts.length - unique.length),
      slugs: fresh.map((d) => d.slug),
    };
  });
}
