import type { TestApp } from './test-app';
import { TEST_ORIGIN } from './test-app';

/** The cookie header a browser would send after following Set-Cookie. */
export function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => !c?.endsWith('='))
    .join('; ');
}

export async function requestMagicLink(t: TestApp, email: string): Promise<Response> {
  return t.app.request('/api/auth/sign-in/magic-link', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
    body: JSON.stringify({ email, callbackURL: '/' }),
  });
}

/** Signs in through the real magic-link flow (dev mailbox) and returns the session cookie. */
export async function signInAs(t: TestApp, email: string, role: 'user' | 'admin' = 'user'): Promise<string> {
  const res = await requestMagicLink(t, email);
  if (res.status !== 200) throw new Error(`magic link request failed: ${res.status} ${await res.text()}`);
  const link = t.mailbox.entries().find((m) => m.to === email)?.links[0];
  if (!link) throw new Error('no magic link mailed');
  const url = new URL(link);
  const verify = await t.app.request(url.pathname + url.search, { headers: { origin: TEST_ORIGIN } });
  const cookie = cookieFrom(verify);
  if (!cookie) throw new Error(`no session cookie after verify: ${verify.status}`);
  if (role === 'admin') {
    const { user } = await import('../db/schema');
    const { eq } = await import('drizzle-orm');
    await t.database.db.update(user).set({ role: 'admin' }).where(eq(user.email, email));
  }
  return cookie;
}
