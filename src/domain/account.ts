import { z } from 'zod';

/** The shortest password an account may have. */
export const MIN_PASSWORD_LENGTH = 6;

/** GET /api/account: the caller's account as the settings page shows it. */
export const AccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(['user', 'admin']),
  created_at: z.string(),
  favorites_count: z.number().int(),
  has_password: z.boolean(),
});
export type Account = z.infer<typeof AccountSchema>;
