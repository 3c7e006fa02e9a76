import { z } from 'zod';
import {
  type Candidate,
  type CandidateValue,
  EvidenceSchema,
  ExtractedCandidateSchema,
  isConfident,
  MAX_KEPT_CANDIDATES,
} from './extracted-candidate';
import { PICKABLE_FIELDS, type PickableField } from './pickable-fields';

/** The method recorded when an admin picks one of the analyzer's candidates. */
export const ADMIN_CHOICE_METHOD = "admin's choice among the analyzer's candidates";

/** Where a stored value came from: set by the analyzer, the seed, an import or an admin edit. */
export const FieldProvenanceSchema = z.object({
  /** The URL read, or who entered the value ('admin:{email}', 'csv:{email}'). */
  source: z.string(),
  /** How it was found or set: 'edit', 'seed', 'csv import', or what the analyzer read ('og:site_name meta tag'). */
  method: z.string(),
  /** When, as an ISO timestamp. */
  at: z.string(),
  /** How sure the analyzer is of the stored value, 0 to 1 (absent: entered by a person, or older analyses). */
  confidence: z.number().min(0).max(1).optional(),
  /** Exactly where the value was read (ARCHITECTURE §6.1). */
  evidence: EvidenceSchema.optional(),
  /** Other values the analyzer found, kept when it is not confident, for an admin to pick from. */
  candidates: z.array(ExtractedCandidateSchema).max(MAX_KEPT_CANDIDATES).optional(),
  /** True when nothing was stored: no candidate was sure enough, they wait for an admin. */
  unfilled: z.boolean().optional(),
  /** The accepted correction that set the value (its source URL is `source`). */
  correction_id: z.string().optional(),
  /** The version this write took back (an admin's revert). */
  reverts: z.number().int().optional(),
});
export type FieldProvenance = z.infer<typeof FieldProvenanceSchema>;

/** GET /api/admin/brands/{id}/provenance: each stored field of a brand, by its API name, with its source. */
export const BrandProvenanceSchema = z.record(z.string(), FieldProvenanceSchema);
export type BrandProvenance = z.infer<typeof BrandProvenanceSchema>;

/** The provenance of a value the analyzer chose: its evidence, confidence and the candidates kept. */
export function provenanceOfChoice<T extends CandidateValue>(
  chosen: Candidate<T>,
  kept: readonly Candidate<T>[],
  at: string,
): FieldProvenance {
  return {
    source: chosen.evidence.url,
    method: chosen.evidence.source,
    at,
    confidence: chosen.confidence,
    evidence: chosen.evidence,
    ...(kept.length > 0 ? { candidates: kept.slice(0, MAX_KEPT_CANDIDATES).map((c) => ({ ...c })) } : {}),
  };
}

/** The provenance of a field left empty: the best candidates, waiting for an admin. */
export function unfilledProvenance<T extends CandidateValue>(
  kept: readonly Candidate<T>[],
  at: string,
): FieldProvenance | null {
  const [best] = kept;
  if (!best) return null;
  return {
    source: best.evidence.url,
    method: `not stored: ${kept.length} candidate${kept.length === 1 ? '' : 's'} below the confidence to store`,
    at,
    confidence: best.confidence,
    candidates: kept.slice(0, MAX_KEPT_CANDIDATES).map((c) => ({ ...c })),
    unfilled: true,
  };
}

/** Whether a stored value should carry the visitors' 'unverified' mark: the analyzer was not confident. */
export function isUnverified(provenance: FieldProvenance | undefined): boolean {
  return Boolean(
    provenance &&
      !provenance.unfilled &&
      provenance.confidence !== undefined &&
      !isConfident(provenance.confidence),
  );
}

export { PICKABLE_FIELDS, type PickableField };

/** POST /api/admin/brands/{id}/candidates/pick: one of the kept candidates of a field. */
export const PickCandidateSchema = z
  .object({
    field: z.enum(PICKABLE_FIELDS),
    /** Its place in the field's candidates (provenance[field].candidates). */
    index: z
      .number()
      .int()
      .min(0)
      .max(MAX_KEPT_CANDIDATES - 1),
  })
  .strict();
export type PickCandidate = z.infer<typeof PickCandidateSchema>;

/**
 * The fields whose stored value the analyzer was not confident of (and no person has since
 * chosen or written): visitors see them marked 'unverified'.
 */
export function unverifiedFieldsOf(provenance: BrandProvenance | null | undefined): string[] {
  return Object.entries(provenance ?? {})
    .filter(([, entry]) => isUnverified(entry))
    .map(([field]) => field)
    .sort();
}
