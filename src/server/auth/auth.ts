import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { magicLink } from 'better-auth/plugins';
import { MIN_PASSWORD_LENGTH } from '../../domain/account';
import { splitCallKey } from '../../domain/contracts/api-call';
import { authCalls } from '../../domain/contracts/auth';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { account, session, user, verification } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { checkAuthRequest } from './auth-request-checks';
import { instanceRateLimitStorage } from './rate-limit-storage';

/** spec 000 §5: minimum password length. */
export { MIN_PASSWORD_LENGTH };
/** Magic links work once and for 15 minutes. */
export const MAGIC_LINK_TTL_SECONDS = 15 * 60;
/** Sliding session: renewed daily while used, ended after 7 idle days. */
export const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_REFRESH_SECONDS = 24 * 60 * 60;
/** No session outlives this, however often it is used. */
export const SESSION_ABSOLUTE_SECONDS = 30 * 24 * 60 * 60;
/** Magic-link requests per e-mail address per minute; the sixth is refused. */
export const MAGIC_LINKS_PER_MINUTE = 5;
/** Magic-link requests per client address per minute (many people can share one address). */
export const MAGIC_LINKS_PER_ADDRESS_PER_MINUTE = 60;

/**
 * The client's address as the app resolved it (http/client-address.ts), the one header
 * better-auth reads it from: its per-address limits and the session's address use it. Whatever a
 * client sends under this name is replaced before better-auth sees the request.
 */
export const CLIENT_ADDRESS_HEADER = 'x-brand-atlas-client-address';

/** The request for better-auth, carrying the client address in CLIENT_ADDRESS_HEADER only. */
export function withClientAddress(request: Request, address: string | null): Request {
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_ADDRESS_HEADER);
  if (address) headers.set(CLIENT_ADDRESS_HEADER, address);
  return new Request(request, { headers });
}

/** How a session was opened: a magic link proves the mailbox; a password does not. */
export const SIGN_IN_METHODS = ['magic-link', 'password'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** The method behind the better-auth endpoint that is opening a session. */
export function signInMethodOf(path: string | undefined): SignInMethod | null {
  if (path === '/magic-link/verify') return 'magic-link';
  if (path === '/sign-in/email') return 'password';
  return null;
}

/**
 * The better-auth endpoints the site uses; every other one of its routes (sign-up, the admin
 * plugin's, account updates, e-mail changes) answers 404 before better-auth sees it. Passwords
 * are set and changed through /api/account/password, roles through /api/admin/grant, both audited.
 */
export const AUTH_ENDPOINTS = (Object.keys(authCalls) as (keyof typeof authCalls)[]).map((key) => {
  const { method, path } = splitCallKey(key);
  return { method, path: `/api${path}` };
});

export function isAuthEndpoint(method: string, path: string): boolean {
  return AUTH_ENDPOINTS.some((endpoint) => endpoint.method === method && endpoint.path === path);
}

export interface AuthOrigins {
  /** The origin links are built on when the request names no acceptable one (APP_URL's). */
  fallback: string;
  /** APP_URL was set: it is the only origin. */
  fixed: boolean;
  /** The request's own origin when it may be used (development without APP_URL). */
  ownOrigin(request: Request): string | null;
}

/** A development secret is derived only outside production (config refuses production without one). */
const DEVELOPMENT_SECRET = 'brand-atlas-development-secret-not-for-production-use';

export function createAuth(deps: { db: Db; config: Config; mailer: Mailer; origins?: AuthOrigins }) {
  const { db, config, mailer } = deps;
  const origins = deps.origins ?? { fallback: config.appUrl, fixed: true, ownOrigin: () => null };
  return betterAuth({
    appName: 'Brand Atlas',
    // Without APP_URL (development) links are built on the address the site was opened at; the
    // app has already replaced a Host it does not accept (request-origin.ts). better-auth also
    // trusts every origin `allowedHosts` names, '*' here, so callbacks are judged by
    // checkAuthRequest below, not by its trusted origins.
    baseURL: origins.fixed
      ? origins.fallback
      : { allowedHosts: ['*'], fallback: origins.fallback, protocol: 'auto' },
    basePath: '/api/auth',
    secret: config.authSecret ?? DEVELOPMENT_SECRET,
    trustedOrigins: origins.fixed
      ? [origins.fallback]
      : (request) => [origins.fallback, request ? origins.ownOrigin(request) : null],
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    // Passwords sign in only: accounts are made by magic links, which prove the mailbox, and a
    // password is set only from a session a magic link opened (account/routes.ts).
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: MIN_PASSWORD_LENGTH,
    },
    user: {
      additionalFields: {
        role: { type: 'string', required: false, input: false, defaultValue: 'user' },
      },
    },
    session: {
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
      additionalFields: {
        signInMethod: { type: 'string', required: false, input: false },
      },
    },
    // Callbacks lead back to the site only, with APP_URL or without; email addresses fit mail.
    hooks: { before: checkAuthRequest },
    databaseHooks: {
      session: {
        create: {
          before: async (opened, context) => ({
            data: { ...opened, signInMethod: signInMethodOf(context?.path) },
          }),
        },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      useSecureCookies: config.isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.isProduction },
    },
    rateLimit: {
      enabled: true,
      window: 60,
      max: 100,
      customStorage: instanceRateLimitStorage(),
      customRules: {
        '/sign-in/magic-link': { window: 60, max: MAGIC_LINKS_PER_ADDRESS_PER_MINUTE },
        // Password sign-in has the magic link's limits: per address here, per e-mail in the app.
        '/sign-in/email': { window: 60, max: MAGIC_LINKS_PER_ADDRESS_PER_MINUTE },
        // Every page asks who is signed in; many people share one address behind an office NAT.
        '/get-session': false,
      },
    },
    plugins: [
      magicLink({
        expiresIn: MAGIC_LINK_TTL_SECONDS,
        storeToken: 'hashed',
        // Per address here; per e-mail in the app (http/rate-limit.ts), which better-auth cannot key on.
        rateLimit: { window: 60, max: MAGIC_LINKS_PER_ADDRESS_PER_MINUTE },
        async sendMagicLink({ email, url }) {
          await mailer.send({
            to: email,
            subject: 'Your Brand Atlas sign-in link',
            text: `Hello,\n\nUse this link to sign in to Brand Atlas. It works once and expires in 15 minutes:\n\n${url}\n\nIf you did not ask for it, you can ignore this mail.\n`,
          });
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
