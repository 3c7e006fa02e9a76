import type { FieldKind } from '@/domain/brand-fields';

/** A field's value as people read it: text as it is, lists joined, structures as indented JSON. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join(', ');
  return JSON.stringify(value, null, 2);
}

/** The text a correction form starts from for a field's current value. */
export function valueToText(kind: FieldKind, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (kind === 'json') return JSON.stringify(value, null, 2);
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

export type ParsedValue = { ok: true; value: unknown } | { ok: false; reason: string };

const splitList = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * The value a form's text stands for, by the field's kind: lists are comma-separated, numbers are
 * numbers, structures are JSON; empty text proposes an empty field. The server checks it again.
 */
export function textToValue(kind: FieldKind, text: string): ParsedValue {
  const trimmed = text.trim();
  switch (kind) {
    case 'hex-list':
      return { ok: true, value: splitList(trimmed).map((hex) => hex.toUpperCase()) };
    case 'text-list':
      return { ok: true, value: splitList(trimmed) };
    case 'hex':
      return { ok: true, value: trimmed ? trimmed.toUpperCase() : null };
    case 'year':
    case 'money': {
      if (!trimmed) return { ok: true, value: null };
      const number = Number(trimmed.replace(/[,_\s]/g, ''));
      return Number.isFinite(number)
        ? { ok: true, value: number }
        : { ok: false, reason: 'Please enter a number' };
    }
    case 'json': {
      if (!trimmed) return { ok: true, value: null };
      try {
        return { ok: true, value: JSON.parse(trimmed) as unknown };
      } catch {
        return { ok: false, reason: 'Please enter valid JSON' };
      }
    }
    default:
      return { ok: true, value: trimmed ? trimmed : null };
  }
}
