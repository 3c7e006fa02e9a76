import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_EMAIL_LENGTH } from '../../domain/account';
import { cookieFrom, requestMagicLink, signInAs } from '../test/sign-in';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { MAGIC_LINKS_PER_ADDRESS_PER_MINUTE } from './auth';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const session = async (cookie: string) => {
  const res = await t.app.request('/api/auth/get-session', { headers: { cookie } });
  return (await res.json()) as { user: { email: string; role: string } } | null;
};

describe('magic-link sign-in', () => {
  it('mails a link that signs the user in once, with an httpOnly SameSite cookie', async () => {
    const res = await requestMagicLink(t, 'ada@example.com');
    expect(res.status).toBe(200);
    const mail = t.mailbox.entries()[0];
    expect(mail).toMatchObject({ to: 'ada@example.com', subject: 'Your Brand Atlas sign-in link' });
    const link = new URL(mail?.links[0] ?? '');
    expect(link.pathname).toBe('/api/auth/magic-link/verify');

    const verify = await t.app.request(link.pathname + link.search);
    const setCookie = verify.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = cookieFrom(verify);
    expect((await session(cookie))?.user).toMatchObject({ email: 'ada@example.com', role: 'user' });

    const again = await t.app.request(link.pathname + link.search);
    expect(cookieFrom(again)).toBe('');
  });

  it('tells page scripts who is signed in, never the session token or where it was opened', async () => {
    const cookie = await signInAs(t, 'hedy@example.com');
    const res = await t.app.request('/api/auth/get-session', { headers: { cookie } });
    const body = (await res.json()) as { user: { email: string }; session: Record<string, unknown> };
    expect(body.user.email).toBe('hedy@example.com');
    expect(Object.keys(body.session).sort()).toEqual(['expiresAt', 'id', 'userId']);
    const token = decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0] ?? '';
    expect(token.length).toBeGreaterThan(10);
    expect(JSON.stringify(body)).not.toContain(token);
    expect(await (await t.app.request('/api/auth/get-session')).json()).toBeNull();
  });

  it('stores the token hashed, never as sent', async () => {
    await requestMagicLink(t, 'grace@example.com');
    const token = new URL(t.mailbox.entries()[0]?.links[0] ?? '').searchParams.get('token') ?? '';
    const { verification } = await import('../db/schema');
    const rows = await t.database.db.select().from(verification);
    expect(token.length).toBeGreaterThan(10);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('refuses a sign-in request from a foreign origin', async () => {
    const res = await t.app.request('/api/auth/sign-in/magic-link', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ email: 'x@example.com' }),
    });
    expect(res.status).toBe(403);
  });

  it('refuses an email address longer than mail takes, and sends nothing; 254 characters pass', async () => {
    const send = (email: string) =>
      t.app.request('/api/auth/sign-in/magic-link', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
        body: JSON.stringify({ email }),
      });
    const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    const longest = `${'a'.repeat(64)}@${domain}`;
    expect(longest).toHaveLength(MAX_EMAIL_LENGTH);
    const refused = await send(`${'a'.repeat(4_900)}@example.com`);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'The email address is too long: at most 254 characters',
    );
    expect((await send(`a${longest}`)).status).toBe(400);
    expect((await send(longest)).status).toBe(200);
    await expect.poll(() => t.mailbox.entries().some((mail) => mail.to === longest)).toBe(true);
    expect(t.mailbox.entries().filter((mail) => mail.to.length > MAX_EMAIL_LENGTH)).toEqual([]);
  });

  it('signs out: the old cookie no longer has a session', async () => {
    const cookie = await signInAs(t, 'linus@example.com');
    expect(await session(cookie)).not.toBeNull();
    const out = await t.app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(out.status).toBe(200);
    expect(await session(cookie)).toBeNull();
  });
});

describe('magic-link rate limits', () => {
  it('refuses the sixth request for one address within a minute, not other addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await requestMagicLink(t, 'Busy@Example.com')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await requestMagicLink(t, 'calm@example.com')).status).toBe(200);
  });
});

describe('rate limits of one app', () => {
  it('are its own: another app in the same process has not spent them', async () => {
    const first = await createTestApp();
    const second = await createTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < MAGIC_LINKS_PER_ADDRESS_PER_MINUTE; i++)
        statuses.push((await requestMagicLink(first, `reader-${i}@example.com`)).status);
      const over = await requestMagicLink(first, 'reader-over@example.com');
      statuses.push(over.status);
      expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      // The wait is in seconds, within the minute the limit counts.
      const wait = Number(over.headers.get('x-retry-after'));
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(60);
      expect((await requestMagicLink(second, 'reader-0@example.com')).status).toBe(200);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe('session reads', () => {
  it('are not rate-limited: many people share one address, and every page asks', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 150; i++) {
      const res = await t.app.request('/api/auth/get-session', {
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      statuses.add(res.status);
    }
    expect([...statuses]).toEqual([200]);
  });
});

describe('magic-link expiry', () => {
  it('refuses a link after its 15 minutes, with no session', async () => {
    const { verification } = await import('../db/schema');
    const { sql } = await import('drizzle-orm');
    await requestMagicLink(t, 'late@example.com');
    const link = new URL(t.mailbox.entries()[0]?.links[0] ?? '');
    await t.database.db.update(verification).set({ expiresAt: sql`now() - interval '1 second'` });
    const verify = await t.app.request(link.pathname + link.search);
    expect(cookieFrom(verify)).toBe('');
    expect(verify.headers.get('location') ?? '').toMatch(/error/i);
  });
});
