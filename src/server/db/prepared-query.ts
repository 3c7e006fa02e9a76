import { type Db, keepStatement } from './client';

const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * A named prepared statement of this database, built on first use and kept: later calls execute
 * it with new placeholder values, so neither drizzle builds the SQL again nor does a PostgreSQL
 * connection parse it again (PGlite keeps it by name too: keepStatement). PostgreSQL plans it with
 * its values for its first five runs, then keeps one generic plan when that is as cheap: values
 * that change the best plan (a LIMIT, a search pattern) belong in the text or outside prepared
 * statements. The name must stand for exactly one SQL text.
 */
export function preparedStatement<P>(
  db: Db,
  name: string,
  build: () => { prepare(name: string): P; toSQL(): { sql: string } },
): P {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as P | undefined;
  if (!statement) {
    const query = build();
    keepStatement(db, query.toSQL().sql);
    statement = query.prepare(name);
    byName.set(name, statement);
  }
  return statement;
}
