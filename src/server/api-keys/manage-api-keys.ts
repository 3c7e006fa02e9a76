import { and, asc, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { API_KEYS_PER_USER_MAX, API_USAGE_DAYS, type ApiTier, utcDay } from '../../domain/api-key-rules';
import type { ApiKey, ApiKeyList, ApiUsage, CreatedApiKey } from '../../domain/api-keys';
import type { SessionUser } from '../auth/session-user';
import { getSubscriptionStatus } from '../billing/get-subscription-status';
import { ADVISORY_LOCKS } from '../db/advisory-locks';
import type { Db } from '../db/client';
import { apiKeys, apiKeyUsage } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { AppError } from '../errors';
import { generateApiKey } from './api-key-secret';

function toApiKey(row: typeof apiKeys.$inferSelect): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

/** Free or Pro: a Pro subscription raises the daily quota of every key of the account. */
export async function apiTierOf(db: Db, userId: string): Promise<ApiTier> {
  return (await getSubscriptionStatus(db, userId)).subscribed ? 'pro' : 'free';
}

export async function listApiKeys(
  db: Db,
  actor: SessionUser,
  quotas: Record<ApiTier, number>,
): Promise<ApiKeyList> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.userId, actor.id))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  const tier = await apiTierOf(db, actor.id);
  return { items: rows.map(toApiKey), tier, daily_quota: quotas[tier] };
}

/** A new key for the caller: the whole key is in this answer only; the database keeps its hash. */
export async function createApiKey(db: Db, name: string, actor: SessionUser): Promise<CreatedApiKey> {
  return inTransaction(db, async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.apiKeyCreation}, hashtext(${actor.id}))`,
    );
    const [active] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, actor.id), isNull(apiKeys.revokedAt)));
    if ((active?.n ?? 0) >= API_KEYS_PER_USER_MAX) {
      throw new AppError(
        'CONFLICT',
        `You already have ${API_KEYS_PER_USER_MAX} active keys: revoke one to create another`,
      );
    }
    const secret = generateApiKey();
    const [row] = await tx
      .insert(apiKeys)
      .values({ userId: actor.id, name, prefix: secret.prefix, keyHash: secret.hash })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    return { ...toApiKey(row), key: secret.key };
  });
}

/** Revokes one of the caller's keys; from then on it answers 401. Another user's key is not found. */
export async function revokeApiKey(db: Db, keyId: string, actor: SessionUser): Promise<ApiKey> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, actor.id)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'No such key');
  return toApiKey(row);
}

/** Requests per day of the caller's keys over the last 30 days, oldest first, days without any included. */
export async function getApiUsage(
  db: Db,
  actor: SessionUser,
  quotas: Record<ApiTier, number>,
  now = new Date(),
): Promise<ApiUsage> {
  const days = Array.from({ length: API_USAGE_DAYS }, (_, i) =>
    utcDay(new Date(now.getTime() - (API_USAGE_DAYS - 1 - i) * 86_400_000)),
  );
  const keys = await db.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.userId, actor.id));
  const rows =
    keys.length === 0
      ? []
      : await db
          .select()
          .from(apiKeyUsage)
          .where(
            and(
              inArray(
                apiKeyUsage.keyId,
                keys.map((k) => k.id),
              ),
              gte(apiKeyUsage.day, days[0]!),
            ),
          )
          .orderBy(asc(apiKeyUsage.day));
  const tier = await apiTierOf(db, actor.id);
  return {
    days: days.map((day) => {
      const ofDay = rows.filter((r) => r.day === day);
      return {
        day,
        total: ofDay.reduce((sum, r) => sum + r.count, 0),
        by_key: ofDay.map((r) => ({ key_id: r.keyId, count: r.count })),
      };
    }),
    tier,
    daily_quota: quotas[tier],
  };
}
