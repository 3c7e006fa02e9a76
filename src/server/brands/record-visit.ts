import { isIP } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/session-user';
import { type Db, queryRows } from '../db/client';
import { brands } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { AppError } from '../errors';
import { visibleTo } from './listed';

/** A visitor's visits of one brand count once in this long. */
export const VISIT_WINDOW_MINUTES = 60;

/**
 * Who is visiting, for counting: the signed-in user, or the client address (an IPv6 client by its
 * /64, which one household or one attacker holds whole); null when neither is known (a request
 * made in process).
 */
export function visitorKey(userId: string | null, address: string | null): string | null {
  if (userId) return `user:${userId}`;
  if (!address) return null;
  if (isIP(address) === 6) return `net:${ipv6Prefix64(address)}`;
  return `addr:${address}`;
}

function ipv6Prefix64(address: string): string {
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':');
}

/**
 * increment_brand_visits (spec 001 §7): one call per page load; Trending sorts by the count. A
 * visitor's calls count once per brand per hour, so reloading (or a script posting in a loop)
 * cannot push a brand up Trending. The count answered is the brand's, counted or not.
 */
export async function recordVisit(
  db: Db,
  slug: string,
  visitor: string | null,
  viewer: SessionUser | null,
): Promise<{ visit_count: number }> {
  return inTransaction(db, async (tx) => {
    const [brand] = await tx
      .select({ id: brands.id, visitCount: brands.visitCount })
      .from(brands)
      .where(and(eq(brands.slug, slug.toLowerCase()), visibleTo(viewer)));
    if (!brand) throw new AppError('NOT_FOUND', 'No such brand');
    if (visitor) {
      const counted = await queryRows<{ visitor: string }>(
        tx,
        sql`insert into brand_visits (visitor, brand_id) values (${visitor}, ${brand.id})
            on conflict (visitor, brand_id) do update set counted_at = now()
              where brand_visits.counted_at < now() - make_interval(mins => ${VISIT_WINDOW_MINUTES})
            returning visitor`,
      );
      if (counted.length === 0) return { visit_count: brand.visitCount };
    }
    const [row] = await tx
      .update(brands)
      .set({ visitCount: sql`${brands.visitCount} + 1`, lastVisitedAt: sql`now()` })
      .where(eq(brands.id, brand.id))
      .returning({ visitCount: brands.visitCount });
    return { visit_count: row?.visitCount ?? brand.visitCount + 1 };
  });
}

/** Forgets visits that no longer hold anything back; run now and then. */
export async function sweepVisits(db: Db): Promise<void> {
  await db.execute(
    sql`delete from brand_visits where counted_at < now() - make_interval(mins => ${VISIT_WINDOW_MINUTES})`,
  );
}
