import { httpAddress } from '@/domain/http-address';

/** Safe readers for the loosely shaped jsonb fields: a wrong shape reads as absent, never a crash. */
export type Json = Record<string, unknown>;

export function asRecord(value: unknown): Json | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : null;
}

export function asText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

export function asNumber(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return null;
}

/** A list of strings from an array of strings (or of objects with a name/title), or null. */
export function asTextList(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  if (!Array.isArray(value)) return [];
  return value
    .map((item) => asText(item) ?? asText(asRecord(item)?.name) ?? asText(asRecord(item)?.title))
    .filter((item): item is string => item !== null);
}

/** An http(s) URL, or null: brand data never produces javascript: links. */
export function asHttpUrl(value: unknown): string | null {
  return httpAddress(asText(value))?.href ?? null;
}
