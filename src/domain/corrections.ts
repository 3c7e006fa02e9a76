import { z } from 'zod';
import {
  CORRECTABLE_FIELD_NAMES,
  CORRECTABLE_FIELDS,
  type CorrectableField,
  type FieldKind,
} from './brand-fields';
import {
  CORRECTION_COMMENT_MAX_CHARS,
  CORRECTION_REASON_MAX_CHARS,
  CORRECTION_STATUSES,
  CORRECTION_VALUE_MAX_CHARS,
  SOURCE_URL_MAX_CHARS,
  SOURCE_URL_MESSAGE,
} from './correction-rules';
import { HEX_COLOR_PATTERN } from './hex';
import { ARCHETYPES, INDUSTRIES, PRICING_STRATEGIES } from './taxonomy';

const hex = z
  .string()
  .trim()
  .regex(HEX_COLOR_PATTERN, 'must be # followed by six hex digits')
  .transform((v) => v.toUpperCase());
const httpUrl = z
  .url({ protocol: /^https?$/, message: 'must be a web address starting with http:// or https://' })
  .max(SOURCE_URL_MAX_CHARS);
/** Text may be cleared (null); empty text reads as cleared. */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((v) => (v ? v : null));
const textList = z.array(z.string().trim().min(1).max(120)).max(60);
const jsonObject = z.record(z.string(), z.unknown());

/** The value a correction may propose for each kind of field (the same bounds as an admin edit). */
const VALUE_SCHEMAS: Record<FieldKind, z.ZodType> = {
  text: text(300),
  'long-text': text(5_000),
  url: httpUrl.nullable(),
  hex: hex.nullable(),
  'hex-list': z.array(hex).max(24).nullable(),
  'text-list': textList.nullable(),
  industry: z.enum(INDUSTRIES).nullable(),
  archetype: z.enum(ARCHETYPES).nullable(),
  pricing: z.enum(PRICING_STRATEGIES).nullable(),
  year: z.number().int().min(1000).max(3000).nullable(),
  money: z.number().min(0).max(1e15).nullable(),
  json: z.union([jsonObject, z.array(jsonObject).max(50)]).nullable(),
};

/** Schemes whose addresses a browser would run, or open as a document of their own. */
const SCRIPT_SCHEMES = new Set(['javascript:', 'vbscript:', 'data:', 'file:', 'blob:']);

/** The first text inside a JSON value that is such an address (a person's profile link, a source). */
function scriptAddressIn(value: unknown): string | null {
  if (typeof value === 'string') {
    // Read as a browser reads it: ` JAVA\tSCRIPT:` is `javascript:` once parsed.
    const scheme = URL.canParse(value) ? new URL(value).protocol : null;
    return scheme !== null && SCRIPT_SCHEMES.has(scheme) ? value : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  for (const inner of Object.values(value)) {
    const found = scriptAddressIn(inner);
    if (found !== null) return found;
  }
  return null;
}

/** Fields whose value must be an object, or a list of objects, when proposed as JSON. */
const JSON_LISTS = new Set<CorrectableField>(['recent_news', 'key_people']);

/** The proposed value for a field, checked and normalised; the reason when it is not acceptable. */
export function parseCorrectionValue(
  field: CorrectableField,
  value: unknown,
): { ok: true; value: unknown } | { ok: false; reason: string } {
  if (field === 'name' && (value === null || (typeof value === 'string' && value.trim() === ''))) {
    return { ok: false, reason: 'A brand needs a name' };
  }
  const kind: FieldKind = CORRECTABLE_FIELDS[field];
  const parsed = VALUE_SCHEMAS[kind].safeParse(value);
  if (!parsed.success) return { ok: false, reason: parsed.error.issues[0]?.message ?? 'Invalid value' };
  if (kind === 'json' && parsed.data !== null) {
    const isList = Array.isArray(parsed.data);
    if (JSON_LISTS.has(field) !== isList) {
      return { ok: false, reason: JSON_LISTS.has(field) ? 'must be a list of objects' : 'must be an object' };
    }
    // The catalogue's API and MCP hand these values to other sites' pages: only web addresses.
    if (scriptAddressIn(parsed.data) !== null) {
      return { ok: false, reason: 'addresses in it must be web addresses starting with http:// or https://' };
    }
  }
  if (JSON.stringify(parsed.data ?? null).length > CORRECTION_VALUE_MAX_CHARS) {
    return {
      ok: false,
      reason: `must be at most ${CORRECTION_VALUE_MAX_CHARS.toLocaleString('en-US')} characters`,
    };
  }
  // Lists and text-less values that mean "nothing" are stored as the column's empty value.
  if (parsed.data === null && (kind === 'hex-list' || kind === 'text-list')) return { ok: true, value: [] };
  return { ok: true, value: parsed.data };
}

/** POST /api/brands/{slug}/corrections */
export const ProposeCorrectionSchema = z
  .object({
    field: z.enum(CORRECTABLE_FIELD_NAMES as [CorrectableField, ...CorrectableField[]]),
    value: z.unknown(),
    source_url: z
      .string()
      .max(SOURCE_URL_MAX_CHARS)
      .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, message: SOURCE_URL_MESSAGE })),
    comment: z.string().trim().max(CORRECTION_COMMENT_MAX_CHARS).optional(),
  })
  .strict();
export type ProposeCorrection = z.infer<typeof ProposeCorrectionSchema>;

export const RejectCorrectionSchema = z
  .object({ reason: z.string().trim().min(1, 'Please give a reason').max(CORRECTION_REASON_MAX_CHARS) })
  .strict();

export const CorrectionSchema = z.object({
  id: z.string(),
  brand: z.object({ id: z.string(), slug: z.string(), name: z.string() }),
  field: z.string(),
  proposed_value: z.unknown(),
  /** The brand's value when the correction was proposed. */
  value_at_proposal: z.unknown(),
  source_url: z.string(),
  comment: z.string().nullable(),
  status: z.enum(CORRECTION_STATUSES),
  review_reason: z.string().nullable(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
  /** Admins see who proposed and who reviewed. */
  proposed_by: z.string().nullable().optional(),
  reviewed_by: z.string().nullable().optional(),
});
export type Correction = z.infer<typeof CorrectionSchema>;

export const CorrectionPageSchema = z.object({
  items: z.array(CorrectionSchema),
  nextCursor: z.string().nullable(),
});
export type CorrectionPage = z.infer<typeof CorrectionPageSchema>;

export const CorrectionStatsSchema = z.object({
  pending: z.number().int(),
  /** Corrections reviewed in the window (REVIEW_MEDIAN_WINDOW_DAYS). */
  reviewed: z.number().int(),
  window_days: z.number().int(),
  /** From proposal to review, the median over the window; null when none was reviewed. */
  median_review_seconds: z.number().nullable(),
});
export type CorrectionStats = z.infer<typeof CorrectionStatsSchema>;
