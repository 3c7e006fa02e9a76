import type { SessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

/** Every admin action: who, what, when, before and after. */
export async function recordAudit(
  db: Db,
  actor: SessionUser,
  entry: { action: string; targetType: string; targetId: string | null; before?: unknown; after?: unknown },
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
