import { z } from 'zod';

/** Where a stored value came from: set by the analyzer, the seed, an import or an admin edit. */
export const FieldProvenanceSchema = z.object({
  /** The URL read, or who entered the value ('admin:{email}', 'csv:{email}'). */
  source: z.string(),
  /** How it was found or set: 'edit', 'seed', 'csv import', or what the analyzer read ('og:site_name meta tag'). */
  method: z.string(),
  /** When, as an ISO timestamp. */
  at: z.string(),
  /** The accepted correction that set the value (its source URL is `source`). */
  correction_id: z.string().optional(),
  /** The version this write took back (an admin's revert). */
  reverts: z.number().int().optional(),
});
export type FieldProvenance = z.infer<typeof FieldProvenanceSchema>;

/** GET /api/admin/brands/{id}/provenance: each stored field of a brand, by its API name, with its source. */
export const BrandProvenanceSchema = z.record(z.string(), FieldProvenanceSchema);
export type BrandProvenance = z.infer<typeof BrandProvenanceSchema>;
