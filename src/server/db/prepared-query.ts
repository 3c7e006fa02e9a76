import type { Db } from './client';

const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * A named prepared statement of this database, built on first use and kept: later calls execute
 * it with new placeholder values, so neither drizzle builds the SQL again nor does a PostgreSQL
 * connection parse and plan it again. The name must stand for exactly one SQL text.
 */
export function preparedStatement<P>(db: Db, name: string, build: () => { prepare(name: string): P }): P {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as P | undefined;
  if (!statement) {
    statement = build().prepare(name);
    byName.set(name, statement);
  }
  return statement;
}
