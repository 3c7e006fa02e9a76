import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateTestSubscription } from '../billing/local-billing';
import { favorites, session, subscriptions, user } from '../db/schema';
import { requestAs } from '../test/actors';
import { insertBrand } from '../test/brand-factory';
import { signInAs } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';
import { record } from './report/record';

/**
 * Two Pro subscribers, A and B. B tries every way we know to read or change A's favourites,
 * subscription, settings and sessions: only B's own ever change, and A's rows are byte for byte
 * what they were.
 */
let t: TestApp;
let a: { cookie: string; id: string };
let b: { cookie: string; id: string };
const brandIds: string[] = [];

async function subscriber(email: string) {
  const cookie = await signInAs(t, email);
  const { id } = (await (await t.app.request('/api/account', { headers: { cookie } })).json()) as {
    id: string;
  };
  await activateTestSubscription(t.database.db, id);
  return { cookie, id };
}

/** Everything stored about a user: their row, favourites, subscription and sessions. */
async function snapshot(userId: string) {
  const db = t.database.db;
  return JSON.stringify({
    user: await db.select().from(user).where(eq(user.id, userId)),
    favorites: await db.select().from(favorites).where(eq(favorites.userId, userId)),
    subscription: await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    sessions: await db.select().from(session).where(eq(session.userId, userId)),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  a = await subscriber('alice@example.com');
  b = await subscriber('bob@example.com');
  for (const name of ['Iso One', 'Iso Two', 'Iso Three'])
    brandIds.push((await insertBrand(t.database.db, { name })).id);
  for (const id of brandIds.slice(0, 2)) {
    expect((await requestAs(t, a.cookie, 'PUT', `/api/favorites/${id}`, {})).status).toBe(200);
  }
});
afterAll(async () => t.close());

describe('1. User isolation: B never reads or changes A', () => {
  it("B's requests, however they name A, touch only B's own data", async ({ task }) => {
    const before = await snapshot(a.id);
    const [x, y, z] = brandIds as [string, string, string];
    const attempts: [string, string, string, unknown?][] = [
      ['GET', '/api/favorites', 'own list'],
      ['GET', `/api/favorites?user_id=${a.id}`, 'own list'],
      ['GET', `/api/favorites?userId=${a.id}&user=${a.id}`, 'own list'],
      ['GET', '/api/favorites/ids', 'own ids'],
      ['GET', `/api/favorites/ids?user_id=${a.id}`, 'own ids'],
      ['DELETE', `/api/favorites/${x}`, "B's own (none)", { user_id: a.id }],
      ['PUT', `/api/favorites/${z}`, "B's own", { user_id: a.id, userId: a.id }],
      ['GET', '/api/billing/subscription', "B's"],
      ['GET', `/api/billing/subscription?user_id=${a.id}`, "B's"],
      ['POST', '/api/billing/test/cancel', "B's", { user_id: a.id }],
      ['GET', '/api/account', "B's"],
      ['GET', `/api/account?id=${a.id}`, "B's"],
      ['POST', '/api/auth/update-user', "B's name", { name: 'Mallory', userId: a.id, id: a.id }],
      ['POST', '/api/account/password', "B's", { new_password: 'hunter22', user_id: a.id }],
      ['POST', '/api/auth/change-email', 'refused or B', { newEmail: 'alice@example.com' }],
      ['POST', '/api/auth/revoke-sessions', "B's sessions", { userId: a.id }],
    ];
    for (const [method, path, expected, body] of attempts) {
      const res = await requestAs(t, b.cookie, method, path, body);
      const text = await res.text();
      const leaks = text.includes('alice@example.com') || text.includes(a.id);
      record(task, {
        thrown: `as B: ${method} ${path}${body ? ` ${JSON.stringify(body)}` : ''}`,
        expected: `${expected}; nothing of A`,
        got: `${res.status}${leaks ? ' — LEAKS A' : ''}`,
      });
      expect(leaks, `${method} ${path}`).toBe(false);
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
    }
    // B's cookie may be gone after revoke-sessions; A's data must be exactly as it was.
    expect(await snapshot(a.id)).toBe(before);
    const ids = (await (
      await t.app.request('/api/favorites/ids', { headers: { cookie: a.cookie } })
    ).json()) as {
      ids: string[];
    };
    record(task, {
      thrown: "A's favourites and subscription afterwards",
      expected: `[${x.slice(0, 8)}…, ${y.slice(0, 8)}…], active`,
      got: `${ids.ids.length} favourites, ${JSON.stringify((await (await t.app.request('/api/billing/subscription', { headers: { cookie: a.cookie } })).json()).status)}`,
    });
    expect(ids.ids.sort()).toEqual([x, y].sort());
  });

  it("B cannot end A's session, even holding its token", async ({ task }) => {
    const bob = await signInAs(t, 'bob2@example.com');
    const [aliceSession] = await t.database.db.select().from(session).where(eq(session.userId, a.id));
    const res = await requestAs(t, bob, 'POST', '/api/auth/revoke-session', { token: aliceSession?.token });
    const stillIn = await t.app.request('/api/account', { headers: { cookie: a.cookie } });
    record(task, {
      thrown: "as another user: POST /api/auth/revoke-session with A's token",
      expected: "A's session still valid",
      got: `${res.status}; A's next request ${stillIn.status}`,
    });
    expect(stillIn.status).toBe(200);
  });
});
