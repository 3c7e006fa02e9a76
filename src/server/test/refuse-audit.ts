import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

/**
 * Runs `work` while the database refuses every new audit row, as it would a write that fails
 * between an admin's change and its audit row; rows already there are left alone.
 */
export async function whileAuditRefused<T>(db: Db, work: () => T | Promise<T>): Promise<T> {
  await db.execute(sql`alter table audit_log add constraint audit_refused check (false) not valid`);
  try {
    return await work();
  } finally {
    await db.execute(sql`alter table audit_log drop constraint audit_refused`);
  }
}

/** How many audit rows of this action there are. */
export async function countAuditRows(db: Db, action: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, action));
  return row?.n ?? 0;
}
