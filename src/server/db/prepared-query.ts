import { createHash } from 'node:crypto';

/** A drizzle query that can be prepared under a name (select builders are). */
export interface Preparable<T> {
  execute(): Promise<T>;
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<T> };
}

/**
 * Runs a query as a named prepared statement, named after its SQL text: every query of one shape
 * (the same filters and order, other values) shares the statement, so a PostgreSQL connection
 * parses and plans it once instead of on every request. The values are always bound parameters.
 */
export function executePrepared<T>(query: Preparable<T>, prefix: string): Promise<T> {
  const shape = createHash('sha1').update(query.toSQL().sql).digest('base64url').slice(0, 16);
  return query.prepare(`${prefix}_${shape}`).execute();
}
