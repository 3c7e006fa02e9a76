import { z } from 'zod';
import { PUBLIC_BRAND_FIELDS } from './brand-fields';
import type { FieldProvenance } from './provenance';

export const HISTORY_PAGE_SIZE_DEFAULT = 30;
export const HISTORY_PAGE_SIZE_MAX = 100;
/** The colour-and-logo timeline shows at most this many eras, newest first. */
export const IDENTITY_ERAS_MAX = 40;

/** Where a version came from, as anyone may read it: a URL read, or who in words (never an e-mail). */
export const PublicSourceSchema = z.object({
  label: z.string(),
  url: z.string().nullable(),
});
export type PublicSource = z.infer<typeof PublicSourceSchema>;

/** One kept version of one field: what it was, what it became, when and from where. */
export const BrandVersionSchema = z.object({
  id: z.number().int(),
  field: z.enum(PUBLIC_BRAND_FIELDS),
  old_value: z.unknown(),
  new_value: z.unknown(),
  changed_at: z.string(),
  /** How the value was set: 'edit', 'seed', 'csv import', 'correction', 'revert', or what the analyzer read. */
  method: z.string().nullable(),
  source: PublicSourceSchema,
  /** The recorded source as stored (admin e-mails included): for admins only. */
  raw_source: z.string().nullable().optional(),
  correction_id: z.string().nullable(),
  /** The version this one took back. */
  reverts: z.number().int().nullable(),
  /** A later version that took this one back. */
  reverted_by: z.number().int().nullable(),
});
export type BrandVersion = z.infer<typeof BrandVersionSchema>;

export const BrandHistoryPageSchema = z.object({
  items: z.array(BrandVersionSchema),
  nextCursor: z.string().nullable(),
});
export type BrandHistoryPage = z.infer<typeof BrandHistoryPageSchema>;

export const BrandHistoryQuerySchema = z.object({
  field: z.enum(PUBLIC_BRAND_FIELDS).optional(),
  limit: z.coerce.number().int().min(1).max(HISTORY_PAGE_SIZE_MAX).optional(),
  cursor: z
    .string()
    .regex(/^[1-9][0-9]{0,17}$/, 'must be a cursor from an earlier page')
    .optional(),
});

/** The brand's look over one span of time: its three colours and logo, from `from` until the next era. */
export const IdentityEraSchema = z.object({
  /** When this look began; null for the look before the first recorded change. */
  from: z.string().nullable(),
  primary_color: z.string().nullable(),
  secondary_color: z.string().nullable(),
  accent_color: z.string().nullable(),
  logo_url: z.string().nullable(),
  /** Which of the four changed to begin this era. */
  changed: z.array(z.string()),
  source: PublicSourceSchema.nullable(),
});
export type IdentityEra = z.infer<typeof IdentityEraSchema>;

export const IdentityTimelineSchema = z.object({ eras: z.array(IdentityEraSchema) });
export type IdentityTimeline = z.infer<typeof IdentityTimelineSchema>;

/**
 * The public words for a recorded source. URLs the analyzer read or a correction cited are shown as
 * they are; people are never named (an admin's e-mail, a user's id): they become their role.
 */
export function publicSourceOf(provenance: Pick<FieldProvenance, 'source' | 'method'> | null): PublicSource {
  if (!provenance) return { label: 'Source not recorded', url: null };
  const { source, method } = provenance;
  if (/^https?:\/\//i.test(source)) {
    let host = source;
    try {
      host = new URL(source).host;
    } catch {
      host = source.slice(0, 80);
    }
    return { label: method === 'correction' ? `Correction citing ${host}` : host, url: source };
  }
  if (method === 'revert') return { label: 'Reverted by an editor', url: null };
  if (source.startsWith('admin:')) return { label: 'Brand Atlas editor', url: null };
  if (source.startsWith('csv:')) return { label: 'CSV import', url: null };
  if (source.startsWith('user:')) return { label: 'Added by a user', url: null };
  if (source === 'curated catalogue') return { label: 'Curated catalogue', url: null };
  if (source.startsWith('simple-icons:')) return { label: 'Simple Icons', url: null };
  return { label: method || 'Source not recorded', url: null };
}

/** A kept version of a colour or the logo, as the timeline reads it. */
export interface IdentityChange {
  field: string;
  old_value: unknown;
  new_value: unknown;
  changed_at: string;
  source: PublicSource;
}

const asText = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

type Look = Pick<IdentityEra, 'primary_color' | 'secondary_color' | 'accent_color' | 'logo_url'>;
const LOOK_FIELDS = ['primary_color', 'secondary_color', 'accent_color', 'logo_url'] as const;

/**
 * The brand's looks over time, newest first, replayed from the versions of its colours and logo
 * (oldest first). Changes made at the same moment (one write) begin one era together; the look
 * before the first change is the first era, when any of the four had a value then.
 */
export function identityTimeline(changes: IdentityChange[]): IdentityEra[] {
  const look: Look = { primary_color: null, secondary_color: null, accent_color: null, logo_url: null };
  const seen = new Set<string>();
  // Before any change: each field's value before its first recorded change.
  for (const change of changes) {
    const field = change.field as keyof Look;
    if (!LOOK_FIELDS.includes(field) || seen.has(field)) continue;
    seen.add(field);
    look[field] = asText(change.old_value);
  }
  const eras: IdentityEra[] = [];
  if (LOOK_FIELDS.some((f) => look[f] !== null))
    eras.push({ from: null, ...look, changed: [], source: null });
  let index = 0;
  while (index < changes.length) {
    const at = changes[index]!.changed_at;
    const changed: string[] = [];
    let source: PublicSource | null = null;
    while (index < changes.length && changes[index]!.changed_at === at) {
      const change = changes[index]!;
      const field = change.field as keyof Look;
      if (LOOK_FIELDS.includes(field)) {
        look[field] = asText(change.new_value);
        if (!changed.includes(field)) changed.push(field);
        source ??= change.source;
      }
      index++;
    }
    if (changed.length > 0) eras.push({ from: at, ...look, changed, source });
  }
  return eras.reverse().slice(0, IDENTITY_ERAS_MAX);
}
