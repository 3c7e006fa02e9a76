import type { BrandSort } from '../../domain/taxonomy';
import { AppError } from '../errors';

/** Where a page of the list ends: its sort, the last row's sort key (as PostgreSQL prints it) and id. */
export interface Cursor {
  sort: BrandSort;
  key: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A timestamptz as PostgreSQL prints it in ISO style: `2026-11-25 20:54:26.123456+00`. */
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:[+-](\d{2})(?::(\d{2}))?)?$/;
const INTEGER_MAX = 2_147_483_647n;
const BIGINT_MAX = 9_223_372_036_854_775_807n;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.key, cursor.id])).toString('base64url');
}

/**
 * A cursor this list handed out, or 400: its key must be one the database could have printed for
 * the sort (a real timestamp, an integer in the column's range, text without NUL), so a crafted
 * cursor never reaches a cast that fails in SQL.
 */
export function decodeCursor(value: string, sort: BrandSort): Cursor {
  const invalid = () =>
    new AppError('BAD_REQUEST', 'Invalid query parameter: cursor', {
      errors: [{ name: 'cursor', reason: 'is not a cursor returned by this list' }],
    });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalid();
  const [cursorSort, key, id] = parsed as unknown[];
  if (cursorSort !== sort || typeof key !== 'string' || typeof id !== 'string' || !UUID.test(id)) {
    throw invalid();
  }
  if (key.length > 300 || !isSortKey(sort, key)) throw invalid();
  return { sort, key, id };
}

export function isSortKey(sort: BrandSort, key: string): boolean {
  switch (sort) {
    case 'newest':
      return isTimestamp(key);
    case 'popular':
      return /^\d{1,10}$/.test(key) && BigInt(key) <= INTEGER_MAX;
    case 'trending':
      return /^\d{1,19}$/.test(key) && BigInt(key) <= BIGINT_MAX;
    case 'alpha':
      // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what PostgreSQL text cannot hold
      return !/\u0000/.test(key);
  }
}

function isTimestamp(key: string): boolean {
  const match = TIMESTAMP.exec(key);
  if (!match) return false;
  const [year, month, day, hour, minute, second, offsetHours = 0, offsetMinutes = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)));
  if (year === undefined || month === undefined || day === undefined) return false;
  const calendar = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1 &&
    calendar.getUTCMonth() === month - 1 &&
    calendar.getUTCDate() === day &&
    (hour ?? 0) < 24 &&
    (minute ?? 0) < 60 &&
    (second ?? 0) < 60 &&
    offsetHours < 16 &&
    offsetMinutes < 60
  );
}
