import { eq } from 'drizzle-orm';
import type { LiveEvent } from '../../domain/live-events';
import { recentlyUsed } from '../../domain/recently-used';
import type { SessionUser } from '../auth/session-user';
import { canSeeUnlisted } from '../brands/get-brand';
import type { Db } from '../db/client';
import { brands } from '../db/schema';

/** Listed brands remembered as such: a brand never goes back to unlisted. */
const LISTED_REMEMBERED = 20_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Audience = 'everyone' | { createdBy: string | null };

/** Decides whether a viewer's stream may carry an event. */
export type EventAudience = (event: LiveEvent, viewer: SessionUser | null) => Promise<boolean>;

/**
 * Who may receive a live event about a brand: everyone once the brand is listed; before that,
 * as for its page, the user who added it and admins (docs/decisions/0116). A listed brand is
 * asked about once. A brand not listed yet is asked about at each of its events (a first analysis
 * sends a dozen), once for all the streams that carry the event: a process's streams all receive
 * the same event object. An event naming no brand row (a bulk change, a brand since deleted)
 * opens nothing and goes to everyone.
 */
export function eventAudience(db: Db): EventAudience {
  const listed = recentlyUsed<string, true>(LISTED_REMEMBERED);
  const asked = new WeakMap<LiveEvent, Promise<Audience>>();

  const audienceOf = async (brandId: string): Promise<Audience> => {
    if (!UUID.test(brandId) || listed.has(brandId)) return 'everyone';
    const [row] = await db
      .select({ listed: brands.listed, createdBy: brands.createdBy })
      .from(brands)
      .where(eq(brands.id, brandId))
      .limit(1);
    if (!row) return 'everyone';
    if (!row.listed) return { createdBy: row.createdBy };
    listed.set(brandId, true);
    return 'everyone';
  };

  return async (event, viewer) => {
    let audience = asked.get(event);
    if (!audience) {
      // A failed look-up sends the event to nobody but admins rather than to everyone.
      audience = audienceOf(event.brandId).catch(() => ({ createdBy: null }));
      asked.set(event, audience);
    }
    const who = await audience;
    return who === 'everyone' || canSeeUnlisted(who, viewer);
  };
}
