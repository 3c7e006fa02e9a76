import { z } from 'zod';
import { AccountSchema, ChangePasswordSchema, GrantAdminSchema } from '../account';
import { apiCalls } from './api-call';

const MessageSchema = z.object({ message: z.string() });

/** The caller's own account: what the settings page shows, the password, and granting admin access. */
export const accountCalls = apiCalls({
  'GET /account': {
    tags: ['Account'],
    summary: "The caller's account: e-mail, role, created date, favourites count",
    ok: { status: 200, description: 'Account', schema: AccountSchema },
    problems: { 401: 'Not signed in' },
  },
  'POST /account/password': {
    tags: ['Account'],
    summary: 'Change the password (or set a first one for a magic-link-only account)',
    body: ChangePasswordSchema,
    ok: { status: 200, description: 'Updated', schema: MessageSchema },
    problems: {
      400: 'Invalid password',
      401: 'Not signed in',
      403: 'A first password needs a session opened by a magic link',
    },
  },
  'POST /admin/grant': {
    tags: ['Account'],
    summary: 'Grant admin access to an e-mail (create-admin-user); admins, or the first listed admin',
    body: GrantAdminSchema,
    ok: { status: 200, description: 'Granted', schema: MessageSchema },
    problems: { 400: 'E-mail missing', 401: 'Not signed in', 403: 'Not allowed', 404: 'No such account' },
  },
});
