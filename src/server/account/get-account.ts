import { eq, sql } from 'drizzle-orm';
import type { Account } from '../../domain/account';
import type { SessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import { account, favorites } from '../db/schema';

export async function getAccount(db: Db, me: SessionUser): Promise<Account> {
  const [[counted], [credential]] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(favorites).where(eq(favorites.userId, me.id)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(account)
      .where(
        sql`${account.userId} = ${me.id} and ${account.providerId} = 'credential' and ${account.password} is not null`,
      ),
  ]);
  return {
    id: me.id,
    email: me.email,
    role: me.role,
    created_at: me.createdAt,
    favorites_count: counted?.n ?? 0,
    has_password: (credential?.n ?? 0) > 0,
  };
}
