import { eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/session-user';
import { ADVISORY_LOCKS } from '../db/advisory-locks';
import type { Db } from '../db/client';
import { auditLog, user } from '../db/schema';
import { AppError } from '../errors';

export interface GrantAdminActor {
  /** null when run from a shell by the operator. */
  user: SessionUser | null;
  adminEmails: string[];
}

export const BOOTSTRAP_NEEDS_MAGIC_LINK =
  'Sign in with a magic link sent to this address first: the first admin must prove the mailbox';

/**
 * create-admin-user (spec 001 §7), enforced: admins may grant; while no admin exists, a caller
 * whose e-mail is in ADMIN_EMAILS may, from a session a magic link opened (the mailbox is proven;
 * a password alone is not enough); the shell (`npm run admin`) always may.
 */
export async function grantAdmin(
  db: Db,
  input: { email: string },
  actor: GrantAdminActor,
): Promise<{ message: string }> {
  const email = input.email.trim().toLowerCase();
  if (!email) throw new AppError('BAD_REQUEST', 'Please enter an email address');
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.firstAdmin})`);
    if (actor.user && actor.user.role !== 'admin') {
      const [admins] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(user)
        .where(eq(user.role, 'admin'));
      const mayBootstrap =
        (admins?.n ?? 0) === 0 && actor.adminEmails.includes(actor.user.email.toLowerCase());
      if (!mayBootstrap) throw new AppError('FORBIDDEN', 'Only admins can grant admin access');
      if (!actor.user.emailVerified || actor.user.signInMethod !== 'magic-link') {
        throw new AppError('FORBIDDEN', BOOTSTRAP_NEEDS_MAGIC_LINK);
      }
    }
    const [target] = await tx
      .select()
      .from(user)
      .where(eq(sql`lower(${user.email})`, email));
    if (!target) throw new AppError('NOT_FOUND', `No account uses ${email}: they need to sign in once first`);
    if (target.role !== 'admin') {
      await tx.update(user).set({ role: 'admin', updatedAt: sql`now()` }).where(eq(user.id, target.id));
      await tx.insert(auditLog).values({
        actorId: actor.user?.id ?? null,
        actorEmail: actor.user?.email ?? 'shell',
        action: 'grant-admin',
        targetType: 'user',
        targetId: target.id,
        before: { role: target.role },
        after: { role: 'admin' },
      });
    }
    return { message: `${target.email} has been granted admin privileges` };
  });
}
