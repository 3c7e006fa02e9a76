import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, brands, user } from '../db/schema';
import { ACTORS, type Actor, requestAs, signInActors } from '../test/actors';
import { insertBrand } from '../test/brand-factory';
import { compiledEntry } from '../test/compiled-server';
import { signInAs } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let as: Record<Actor, string>;
let brandId: string;

beforeAll(async () => {
  t = await createTestApp({ configOverrides: { adminEmails: ['founder@example.com'] } });
  as = await signInActors(t);
  brandId = (await insertBrand(t.database.db, { name: 'Acme', slug: 'acme' })).id;
});
afterAll(async () => t.close());

describe('who may call the account, favourite and billing routes', () => {
  const expected: [string, string, Record<Actor, number>, unknown?][] = [
    ['GET', '/api/account', { visitor: 401, user: 200, subscriber: 200, admin: 200 }],
    ['GET', '/api/favorites', { visitor: 401, user: 200, subscriber: 200, admin: 200 }],
    ['GET', '/api/favorites/ids', { visitor: 401, user: 200, subscriber: 200, admin: 200 }],
    ['GET', '/api/billing/subscription', { visitor: 401, user: 200, subscriber: 200, admin: 200 }],
    ['GET', '/api/billing/plan', { visitor: 200, user: 200, subscriber: 200, admin: 200 }],
    ['POST', '/api/billing/checkout', { visitor: 401, user: 200, subscriber: 200, admin: 200 }],
    ['POST', '/api/billing/portal', { visitor: 401, user: 200, subscriber: 200, admin: 200 }],
  ];
  for (const [method, path, statuses] of expected) {
    for (const actor of ACTORS) {
      it(`${method} ${path} as ${actor} → ${statuses[actor]}`, async () => {
        const res = await requestAs(t, as[actor], method, path);
        expect(res.status).toBe(statuses[actor]);
      });
    }
  }

  it('lets only subscribers save favourites', async () => {
    const statuses: Record<Actor, number> = { visitor: 401, user: 403, subscriber: 200, admin: 403 };
    for (const actor of ACTORS) {
      const res = await requestAs(t, as[actor], 'PUT', `/api/favorites/${brandId}`);
      expect(res.status, actor).toBe(statuses[actor]);
      if (actor === 'user')
        expect(await res.json()).toMatchObject({ detail: 'Upgrade to Pro to favorite brands' });
      if (actor === 'visitor')
        expect(await res.json()).toMatchObject({ detail: 'Please log in to save favorites' });
    }
  });
});

describe('favourites', () => {
  it('keeps favorite_count exact under concurrent toggles and shows only the caller’s own', async () => {
    const brand = await insertBrand(t.database.db, { name: 'Busy Brand', slug: 'busy-brand' });
    const puts = Array.from({ length: 10 }, () =>
      requestAs(t, as.subscriber, 'PUT', `/api/favorites/${brand.id}`),
    );
    const results = await Promise.all(puts);
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    const [row] = await t.database.db.select().from(brands).where(eq(brands.id, brand.id));
    expect(row?.favoriteCount).toBe(1);

    const mine = await (await requestAs(t, as.subscriber, 'GET', '/api/favorites')).json();
    expect(mine.items.map((b: { slug: string }) => b.slug)).toContain('busy-brand');
    const theirs = await (await requestAs(t, as.user, 'GET', '/api/favorites')).json();
    expect(theirs.items).toEqual([]);

    await Promise.all(
      Array.from({ length: 5 }, () => requestAs(t, as.subscriber, 'DELETE', `/api/favorites/${brand.id}`)),
    );
    const [after] = await t.database.db.select().from(brands).where(eq(brands.id, brand.id));
    expect(after?.favoriteCount).toBe(0);
  });

  it('answers 404 for an unknown brand and 400 for a malformed id', async () => {
    expect(
      (await requestAs(t, as.subscriber, 'PUT', '/api/favorites/00000000-0000-4000-8000-000000000000'))
        .status,
    ).toBe(404);
    expect((await requestAs(t, as.subscriber, 'PUT', '/api/favorites/not-a-uuid')).status).toBe(400);
  });
});

describe('granting admin', () => {
  it('refuses a non-admin, and names a blank e-mail', async () => {
    const refused = await requestAs(t, as.user, 'POST', '/api/admin/grant', { email: 'someone@example.com' });
    expect(refused.status).toBe(403);
    const blank = await requestAs(t, as.admin, 'POST', '/api/admin/grant', { email: '  ' });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ detail: 'Please enter an email address' });
  });

  it('lets an admin grant, and writes the audit log', async () => {
    await signInAs(t, 'newcomer@example.com');
    const res = await requestAs(t, as.admin, 'POST', '/api/admin/grant', { email: 'Newcomer@example.com' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'newcomer@example.com has been granted admin privileges' });
    const [row] = await t.database.db.select().from(user).where(eq(user.email, 'newcomer@example.com'));
    expect(row?.role).toBe('admin');
    const log = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'grant-admin'));
    expect(log.at(-1)).toMatchObject({
      targetId: row?.id,
      before: { role: 'user' },
      after: { role: 'admin' },
    });
  });

  it('answers 404 for an address without an account', async () => {
    const res = await requestAs(t, as.admin, 'POST', '/api/admin/grant', { email: 'nobody@example.com' });
    expect(res.status).toBe(404);
  });
});

describe('the first admin', () => {
  it('may be claimed by a listed e-mail only while no admin exists', async () => {
    const fresh = await (await import('../test/test-app')).createTestApp({
      configOverrides: { adminEmails: ['founder@example.com'] },
    });
    try {
      const stranger = await signInAs(fresh, 'stranger@example.com');
      const founder = await signInAs(fresh, 'founder@example.com');
      expect(
        (await requestAs(fresh, stranger, 'POST', '/api/admin/grant', { email: 'stranger@example.com' }))
          .status,
      ).toBe(403);
      const claimed = await requestAs(fresh, founder, 'POST', '/api/admin/grant', {
        email: 'founder@example.com',
      });
      expect(claimed.status).toBe(200);
      const other = await signInAs(fresh, 'founder2@example.com');
      await fresh.database.db
        .update(user)
        .set({ role: 'user' })
        .where(eq(user.email, 'founder2@example.com'));
      // An admin now exists: the list no longer helps anyone else.
      const late = await requestAs(fresh, other, 'POST', '/api/admin/grant', {
        email: 'founder2@example.com',
      });
      expect(late.status).toBe(403);
    } finally {
      await fresh.close();
    }
  });
});

describe('passwords', () => {
  it('sets a first password without the current one, then requires it', async () => {
    const cookie = await signInAs(t, 'pw@example.com');
    const short = await requestAs(t, cookie, 'POST', '/api/account/password', { new_password: '123' });
    expect(short.status).toBe(400);
    expect(JSON.stringify(await short.json())).toContain('Password must be at least 6 characters');
    const first = await requestAs(t, cookie, 'POST', '/api/account/password', {
      new_password: 'first-secret',
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ message: 'Password updated successfully' });
    const missing = await requestAs(t, cookie, 'POST', '/api/account/password', {
      new_password: 'second-secret',
    });
    expect(missing.status).toBe(400);
    const wrong = await requestAs(t, cookie, 'POST', '/api/account/password', {
      current_password: 'not-it',
      new_password: 'second-secret',
    });
    expect(wrong.status).toBe(400);
    const right = await requestAs(t, cookie, 'POST', '/api/account/password', {
      current_password: 'first-secret',
      new_password: 'second-secret',
    });
    expect(right.status).toBe(200);
  });
});

describe('billing in test mode', () => {
  it('activates and cancels Pro without payment', async () => {
    const cookie = await signInAs(t, 'buyer@example.com');
    const checkout = await (await requestAs(t, cookie, 'POST', '/api/billing/checkout')).json();
    expect(checkout.url).toBe('/billing/test-checkout');
    expect((await (await requestAs(t, cookie, 'GET', '/api/billing/subscription')).json()).subscribed).toBe(
      false,
    );
    const active = await (await requestAs(t, cookie, 'POST', '/api/billing/test/activate')).json();
    expect(active).toMatchObject({
      subscribed: true,
      status: 'active',
      plan: 'brand-explorer-pro',
      provider: 'local',
    });
    const canceled = await (await requestAs(t, cookie, 'POST', '/api/billing/test/cancel')).json();
    expect(canceled.subscribed).toBe(false);
  });
});

describe('npm run admin -- grant EMAIL', () => {
  it('grants admin from a shell, and refuses while the server holds the embedded database', async () => {
    const { spawnSync } = await import('node:child_process');
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-cli-'));
    // The CLI as production runs it (`npm run admin` with NODE_ENV=production).
    const cli = await compiledEntry('admin');
    const run = (args: string[]) =>
      spawnSync(process.execPath, [cli, ...args], {
        env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
        encoding: 'utf8',
      });
    try {
      const usage = run([]);
      expect(usage.status).toBe(2);
      expect(usage.stderr).toContain('Usage: npm run admin -- grant EMAIL');
      const missing = run(['grant', 'nobody@example.com']);
      expect(missing.status).toBe(1);
      expect(missing.stderr).toContain('No account uses nobody@example.com');
      const { openDatabase } = await import('../db/client');
      const seeded = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
      await seeded.db.insert(user).values({ id: 'shell-user', name: 'Shell', email: 'shell@example.com' });
      await seeded.close();
      const granted = run(['grant', 'Shell@example.com']);
      expect(granted.stdout).toContain('shell@example.com has been granted admin privileges');
      const check = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
      const [row] = await check.db.select().from(user).where(eq(user.id, 'shell-user'));
      await check.close();
      expect(row?.role).toBe('admin');
      fs.writeFileSync(path.join(dataDir, 'db.lock'), String(process.ppid));
      const busy = run(['grant', 'x@example.com']);
      expect(busy.status).toBe(1);
      expect(busy.stderr).toMatch(/in use by process/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    // Four processes each open the embedded database: generous on a busy machine.
  }, 180_000);
});
