import { z } from 'zod';

/** POST /api/admin/import/csv: what the import inserted, and what it left out. */
export const CsvImportResultSchema = z.object({
  inserted: z.number(),
  /** Slugs already in the catalogue: reported, not duplicated. */
  skipped_existing: z.array(z.string()),
  /** Rows left out: no usable name or web address, or the same slug again in the file. */
  dropped: z.number(),
  slugs: z.array(z.string()),
});
export type CsvImportResult = z.infer<typeof CsvImportResultSchema>;
