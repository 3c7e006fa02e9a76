import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOTSTRAP_NEEDS_MAGIC_LINK } from '../account/grant-admin';
import { account, auditLog, user } from '../db/schema';
import { requestAs } from '../test/actors';
import { cookieFrom, requestMagicLink, signInAs } from '../test/sign-in';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { record } from './report/record';

/**
 * An attacker who knows an address listed in ADMIN_EMAILS but not its mailbox: password sign-up
 * used to let them open an account for it, claim the first admin role and keep it. Accounts are
 * now made by magic links only, the bootstrap needs a session a magic link opened, and
 * better-auth's own admin routes are gone.
 */

const OWNER = 'owner@atlas.example';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ configOverrides: { adminEmails: [OWNER] } });
});
afterAll(async () => t.close());

const post = (path: string, body: unknown, cookie = '') =>
  t.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

const passwordSignIn = (email: string, password: string) =>
  post('/api/auth/sign-in/email', { email, password });

/** An account with a password, as an earlier password sign-up left it (the mailbox never proven). */
async function passwordAccount(email: string, password: string, verified: boolean): Promise<string> {
  const id = randomUUID();
  await t.database.db.insert(user).values({ id, name: '', email, emailVerified: verified });
  await t.database.db.insert(account).values({
    id: randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: await hashPassword(password),
  });
  return id;
}

describe('admin takeover without the mailbox', () => {
  it('refuses password sign-up, so no account is made for an address nobody proved', async ({ task }) => {
    const res = await post('/api/auth/sign-up/email', {
      email: OWNER,
      password: 'hunter2-hunter2',
      name: 'x',
    });
    const rows = await t.database.db.select().from(user).where(eq(user.email, OWNER));
    record(task, {
      thrown: 'POST /api/auth/sign-up/email for an address in ADMIN_EMAILS',
      expected: '404, no account',
      got: `${res.status}, ${rows.length} account(s)`,
    });
    expect(res.status).toBe(404);
    expect(rows).toHaveLength(0);
  });

  it('does not let a password session claim the first admin role; a magic-link session may', async ({
    task,
  }) => {
    const email = 'owner2@atlas.example';
    t.config.adminEmails.push(email);
    await passwordAccount(email, 'correct horse battery', true);
    const signedIn = await passwordSignIn(email, 'correct horse battery');
    const passwordCookie = cookieFrom(signedIn);
    expect(signedIn.status).toBe(200);
    const byPassword = await requestAs(t, passwordCookie, 'POST', '/api/admin/grant', { email });
    const byPasswordDetail = ((await byPassword.json()) as { detail?: string }).detail;
    const linkCookie = await signInAs(t, email);
    const byLink = await requestAs(t, linkCookie, 'POST', '/api/admin/grant', { email });
    record(task, {
      thrown: 'POST /api/admin/grant for itself, from a password session, then from a magic-link session',
      expected: '403 (mailbox not proven), then 200',
      got: `${byPassword.status} (${byPasswordDetail}), then ${byLink.status}`,
    });
    expect(byPassword.status).toBe(403);
    expect(byPasswordDetail).toBe(BOOTSTRAP_NEEDS_MAGIC_LINK);
    expect(byLink.status).toBe(200);
    await t.database.db.update(user).set({ role: 'user' }).where(eq(user.email, email));
  });

  it('refuses a password for an unproven address, and the owner’s magic link drops it', async ({ task }) => {
    const email = 'squatted@atlas.example';
    await passwordAccount(email, 'attacker-password', false);
    const before = await passwordSignIn(email, 'attacker-password');
    await signInAs(t, email);
    const after = await passwordSignIn(email, 'attacker-password');
    record(task, {
      thrown: 'password sign-in to an unverified account, before and after the owner signs in by link',
      expected: 'refused both times',
      got: `${before.status}, then ${after.status}`,
    });
    expect(before.status).toBeGreaterThanOrEqual(400);
    expect(cookieFrom(before)).toBe('');
    expect(after.status).toBeGreaterThanOrEqual(400);
    expect(cookieFrom(after)).toBe('');
  });

  it('lets a magic-link session set a first password, which then signs in', async () => {
    const email = 'settler@atlas.example';
    const cookie = await signInAs(t, email);
    const set = await requestAs(t, cookie, 'POST', '/api/account/password', {
      new_password: 'a-good-password',
    });
    expect(set.status).toBe(200);
    const signedIn = await passwordSignIn(email, 'a-good-password');
    expect(signedIn.status).toBe(200);
    expect(cookieFrom(signedIn)).not.toBe('');
  });
});

describe("better-auth's own admin powers", () => {
  it('are gone for everyone, admins included; every role change is audited', async ({ task }) => {
    const adminCookie = await signInAs(t, 'root@atlas.example', 'admin');
    const target = await signInAs(t, 'target@atlas.example');
    expect(target).not.toBe('');
    const me = (await (await t.app.request('/api/account', { headers: { cookie: target } })).json()) as {
      id: string;
    };
    const paths = [
      ['/api/auth/admin/set-role', { userId: me.id, role: 'admin' }],
      ['/api/auth/admin/impersonate-user', { userId: me.id }],
      ['/api/auth/admin/set-user-password', { userId: me.id, newPassword: 'x'.repeat(12) }],
      ['/api/auth/admin/ban-user', { userId: me.id }],
      ['/api/auth/admin/remove-user', { userId: me.id }],
      ['/api/auth/admin/create-user', { email: 'new@atlas.example', password: 'x'.repeat(12), name: 'n' }],
      ['/api/auth/update-user', { role: 'admin' }],
    ] as const;
    const statuses: number[] = [];
    for (const [path, body] of paths) statuses.push((await post(path, body, adminCookie)).status);
    const [row] = await t.database.db.select({ role: user.role }).from(user).where(eq(user.id, me.id));
    const granted = await requestAs(t, adminCookie, 'POST', '/api/admin/grant', {
      email: 'target@atlas.example',
    });
    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, me.id));
    record(task, {
      thrown: `${paths.length} of better-auth's admin and account routes, as an admin`,
      expected: 'all 404, role unchanged; a grant through the audited API is in the audit log',
      got: `${statuses.join(' ')}, role ${row?.role}; grant ${granted.status}, ${audited.length} audit entry`,
    });
    expect(statuses.every((s) => s === 404)).toBe(true);
    expect(row?.role).toBe('user');
    expect(granted.status).toBe(200);
    expect(audited.map((a) => a.action)).toEqual(['grant-admin']);
  });
});

describe('sign-up abuse and enumeration', () => {
  it('answers a magic-link request the same whether or not the address has an account', async ({ task }) => {
    await signInAs(t, 'known@atlas.example');
    const known = await requestMagicLink(t, 'known@atlas.example');
    const unknown = await requestMagicLink(t, 'nobody-here@atlas.example');
    const [a, b] = [await known.text(), await unknown.text()];
    record(task, {
      thrown: 'magic-link requests for a registered and an unknown address',
      expected: 'same status and body',
      got: `${known.status} ${a} / ${unknown.status} ${b}`,
    });
    expect(known.status).toBe(unknown.status);
    expect(a).toBe(b);
  });

  it('answers a wrong password and an unknown address alike', async ({ task }) => {
    const email = 'has-password@atlas.example';
    const cookie = await signInAs(t, email);
    await requestAs(t, cookie, 'POST', '/api/account/password', { new_password: 'the-right-one' });
    const wrong = await passwordSignIn(email, 'not-the-right-one');
    const unknown = await passwordSignIn('no-such-account@atlas.example', 'not-the-right-one');
    const [a, b] = [await wrong.text(), await unknown.text()];
    record(task, {
      thrown: 'password sign-in: wrong password, unknown address',
      expected: 'same status and body',
      got: `${wrong.status} ${a} / ${unknown.status} ${b}`,
    });
    expect(wrong.status).toBe(unknown.status);
    expect(a).toBe(b);
  });

  it('limits password sign-in per address as magic links are: the sixth try in a minute is refused', async ({
    task,
  }) => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await passwordSignIn('guess@atlas.example', `guess-${i}`)).status);
    record(task, {
      thrown: '6 password guesses for one address within a minute',
      expected: '5 refusals of the password, then 429',
      got: statuses.join(' '),
    });
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, 5).every((s) => s !== 429)).toBe(true);
  });
});
