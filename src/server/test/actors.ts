import { activateTestSubscription } from '../billing/local-billing';
import { signInAs } from './sign-in';
import { TEST_ORIGIN, type TestApp } from './test-app';

export type Actor = 'visitor' | 'user' | 'subscriber' | 'admin';
export const ACTORS: Actor[] = ['visitor', 'user', 'subscriber', 'admin'];

let counter = 0;

/** Cookies for one real account of each kind, made through the magic-link flow. */
export async function signInActors(t: TestApp): Promise<Record<Actor, string>> {
  counter++;
  const user = await signInAs(t, `user${counter}@example.com`);
  const subscriberEmail = `subscriber${counter}@example.com`;
  const subscriber = await signInAs(t, subscriberEmail);
  const me = await t.app.request('/api/account', { headers: { cookie: subscriber } });
  const { id } = (await me.json()) as { id: string };
  await activateTestSubscription(t.database.db, id);
  const admin = await signInAs(t, `admin${counter}@example.com`, 'admin');
  return { visitor: '', user, subscriber, admin };
}

/** A request as an actor: JSON body, our origin, its cookie. */
export function requestAs(t: TestApp, cookie: string, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { origin: TEST_ORIGIN };
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return t.app.request(path, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
}
