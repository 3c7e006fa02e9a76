import { OpenAPIHono, z } from '@hono/zod-openapi';
import { AccountSchema, ChangePasswordSchema, GrantAdminSchema } from '../../domain/account';
import type { Auth } from '../auth/auth';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { accessRoute } from '../http/access';
import { problemResponse, validationHook } from '../http/openapi';
import type { AppEnv } from '../http/types';
import { getAccount } from './get-account';
import { grantAdmin } from './grant-admin';

const problem = problemResponse;
export const FIRST_PASSWORD_NEEDS_MAGIC_LINK =
  'Sign in with a magic link to set a first password for this account';
const MessageSchema = z.object({ message: z.string() });

export function accountRoutes(db: Db, config: Config, auth: Auth) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  const me = accessRoute('user', db, {
    method: 'get',
    path: '/account',
    tags: ['Account'],
    summary: "The caller's account: e-mail, role, created date, favourites count",
    responses: {
      200: { description: 'Account', content: { 'application/json': { schema: AccountSchema } } },
      401: problem('Not signed in'),
    },
  });
  const password = accessRoute('user', db, {
    method: 'post',
    path: '/account/password',
    tags: ['Account'],
    summary: 'Change the password (or set a first one for a magic-link-only account)',
    request: {
      body: {
        content: {
          'application/json': {
            schema: ChangePasswordSchema,
          },
        },
      },
    },
    responses: {
      200: { description: 'Updated', content: { 'application/json': { schema: MessageSchema } } },
      400: problem('Invalid password'),
      401: problem('Not signed in'),
      403: problem('A first password needs a session opened by a magic link'),
    },
  });
  const grant = accessRoute('user', db, {
    method: 'post',
    path: '/admin/grant',
    tags: ['Account'],
    summary: 'Grant admin access to an e-mail (create-admin-user); admins, or the first listed admin',
    request: {
      body: { content: { 'application/json': { schema: GrantAdminSchema } } },
    },
    responses: {
      200: { description: 'Granted', content: { 'application/json': { schema: MessageSchema } } },
      400: problem('E-mail missing'),
      401: problem('Not signed in'),
      403: problem('Not allowed'),
      404: problem('No such account'),
    },
  });

  app.openapi(me, async (c) => c.json(await getAccount(db, c.get('user')!), 200));
  app.openapi(password, async (c) => {
    const body = c.req.valid('json');
    const info = await getAccount(db, c.get('user')!);
    const headers = c.req.raw.headers;
    try {
      if (info.has_password) {
        if (!body.current_password) throw new AppError('BAD_REQUEST', 'Enter your current password');
        await auth.api.changePassword({
          headers,
          body: {
            currentPassword: body.current_password,
            newPassword: body.new_password,
            revokeOtherSessions: true,
          },
        });
      } else {
        // A first password only from a session a magic link opened: the mailbox is proven.
        if (c.get('user')!.signInMethod !== 'magic-link') {
          throw new AppError('FORBIDDEN', FIRST_PASSWORD_NEEDS_MAGIC_LINK);
        }
        await auth.api.setPassword({ headers, body: { newPassword: body.new_password } });
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      const message = (error as { body?: { message?: string } }).body?.message ?? 'Failed to update password';
      throw new AppError('BAD_REQUEST', message);
    }
    return c.json({ message: 'Password updated successfully' }, 200);
  });
  app.openapi(grant, async (c) =>
    c.json(
      await grantAdmin(db, c.req.valid('json'), { user: c.get('user'), adminEmails: config.adminEmails }),
      200,
    ),
  );
  return app;
}
