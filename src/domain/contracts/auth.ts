import { z } from 'zod';
import { apiCalls } from './api-call';

/** The signed-in user as better-auth describes it. */
const SessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.string().nullish(),
  createdAt: z.string(),
});

/** better-auth's answer to get-session: the user and the session, or null when signed out. */
export const SessionSchema = z
  .object({
    user: SessionUserSchema,
    session: z.object({ id: z.string(), expiresAt: z.string(), userId: z.string() }),
  })
  .nullable();

const StatusSchema = z.object({ status: z.boolean() });

/**
 * The endpoints of better-auth the site uses, served by the library itself (its other endpoints
 * answer 404): the server's list of them and the web's calls are both read from here.
 */
export const authCalls = apiCalls({
  'GET /auth/get-session': {
    tags: ['Auth'],
    summary: 'Who is signed in',
    ok: { status: 200, description: 'The session, or null', schema: SessionSchema },
    problems: {},
  },
  'POST /auth/sign-in/magic-link': {
    tags: ['Auth'],
    summary: 'Send a sign-in link to an e-mail address',
    body: z.object({ email: z.string(), callbackURL: z.string(), errorCallbackURL: z.string() }),
    ok: { status: 200, description: 'The link was sent', schema: StatusSchema },
    problems: {
      400: 'Invalid e-mail, or a callback that leads off the site',
      429: 'Too many links requested',
    },
  },
  'GET /auth/magic-link/verify': {
    tags: ['Auth'],
    summary: 'Open the session a sign-in link carries, then go to its callback',
    query: z.object({ token: z.string(), callbackURL: z.string().optional() }),
    ok: { status: 302, description: 'Signed in: on to the callback', schema: z.null() },
    problems: { 400: 'A callback that leads off the site' },
  },
  'POST /auth/sign-in/email': {
    tags: ['Auth'],
    summary: 'Sign in with an e-mail and password',
    body: z.object({ email: z.string(), password: z.string() }),
    ok: { status: 200, description: 'Signed in', schema: z.object({ user: SessionUserSchema }) },
    problems: { 401: 'Wrong e-mail or password', 429: 'Too many attempts' },
  },
  'POST /auth/sign-out': {
    tags: ['Auth'],
    summary: 'Sign out',
    body: z.object({}),
    ok: { status: 200, description: 'Signed out', schema: z.object({ success: z.boolean() }) },
    problems: {},
  },
});
