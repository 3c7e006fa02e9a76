import { OpenAPIHono } from '@hono/zod-openapi';
import { accountCalls } from '../../domain/contracts/account';
import type { Auth } from '../auth/auth';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { contractRoute } from '../http/contract-route';
import { validationHook } from '../http/openapi';
import type { AppEnv } from '../http/types';
import { getAccount } from './get-account';
import { grantAdmin } from './grant-admin';

export const FIRST_PASSWORD_NEEDS_MAGIC_LINK =
  'Sign in with a magic link to set a first password for this account';

export function accountRoutes(db: Db, config: Config, auth: Auth) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  const me = contractRoute('user', db, accountCalls, 'GET /account');
  const password = contractRoute('user', db, accountCalls, 'POST /account/password', { keepsCache: true });
  const grant = contractRoute('user', db, accountCalls, 'POST /admin/grant');

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
