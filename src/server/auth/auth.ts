import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, magicLink } from 'better-auth/plugins';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { account, session, user, verification } from '../db/schema';
import type { Mailer } from '../mail/mailer';

/** spec 000 §5: minimum password length. */
export const MIN_PASSWORD_LENGTH = 6;
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

/** A development secret is derived only outside production (config refuses production without one). */
const DEVELOPMENT_SECRET = 'brand-atlas-development-secret-not-for-production-use';

export function createAuth(deps: { db: Db; config: Config; mailer: Mailer }) {
  const { db, config, mailer } = deps;
  return betterAuth({
    appName: 'Brand Atlas',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: config.authSecret ?? DEVELOPMENT_SECRET,
    trustedOrigins: [config.appUrl],
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    emailAndPassword: { enabled: true, minPasswordLength: MIN_PASSWORD_LENGTH, autoSignIn: true },
    session: {
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
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
      storage: 'memory',
      customRules: {
        '/sign-in/magic-link': { window: 60, max: MAGIC_LINKS_PER_ADDRESS_PER_MINUTE },
        '/sign-in/email': { window: 60, max: 10 },
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
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
