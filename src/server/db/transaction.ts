import type { Db } from './client';

/**
 * Runs `work` in one transaction, handing it the transaction as the app's Db: it commits when work
 * resolves and rolls back when it throws (the error is rethrown). Drizzle's transaction is a
 * database of the same driver and schema (PgTransaction extends PgDatabase), so the services that
 * take a Db run inside it unchanged; called inside another transaction, it becomes a savepoint.
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}
