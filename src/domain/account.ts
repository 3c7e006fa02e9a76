import { z } from 'zod';

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

/** spec 000 §5: minimum password length. */
export const MIN_PASSWORD_LENGTH = 6;
/** spec 000 §9: the words when a new password is too short. */
export const PASSWORD_TOO_SHORT_MESSAGE = 'Password must be at least 6 characters';
export const PASSWORD_MAX_CHARS = 200;
/** The words when the new password and its confirmation differ. */
export const PASSWORDS_DIFFER_MESSAGE = 'New passwords do not match';

/** POST /api/account/password: a new password, and the current one when the account has one. */
export const ChangePasswordSchema = z.object({
  current_password: z.string().max(PASSWORD_MAX_CHARS).optional(),
  new_password: z.string().min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT_MESSAGE).max(PASSWORD_MAX_CHARS),
});
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/**
 * The settings form: the new password typed twice. The two must match before the length is
 * judged, so one message is shown at a time, in that order.
 */
export const PasswordFormSchema = z
  .object({ current_password: z.string(), new_password: z.string(), confirm_password: z.string() })
  .superRefine((form, ctx) => {
    if (form.new_password !== form.confirm_password) {
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: PASSWORDS_DIFFER_MESSAGE });
      return;
    }
    for (const issue of ChangePasswordSchema.shape.new_password.safeParse(form.new_password).error?.issues ??
      []) {
      ctx.addIssue({ code: 'custom', path: ['new_password'], message: issue.message });
    }
  });
export type PasswordForm = z.input<typeof PasswordFormSchema>;

/** The words when no e-mail address was given (spec 001 §8). */
export const EMAIL_REQUIRED_MESSAGE = 'Please enter an email address';

/** The longest address mail can be sent to (RFC 5321: a 256-octet path, less its angle brackets). */
export const MAX_EMAIL_LENGTH = 254;

/** POST /api/admin/grant (create-admin-user): the e-mail to make an admin; refused empty by the service. */
export const GrantAdminSchema = z.object({ email: z.string().max(MAX_EMAIL_LENGTH) });
export type GrantAdmin = z.infer<typeof GrantAdminSchema>;

/** The create-admin form: the same field, refused here when empty, in the spec's words. */
export const GrantAdminFormSchema = z.object({
  email: GrantAdminSchema.shape.email.trim().min(1, EMAIL_REQUIRED_MESSAGE),
});
export type GrantAdminForm = z.input<typeof GrantAdminFormSchema>;
