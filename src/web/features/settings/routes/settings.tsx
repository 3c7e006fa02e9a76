import { useState } from 'react';
import { Link } from 'react-router';
import { type PasswordForm, PasswordFormSchema } from '@/domain/account';
import { PAGE_TITLES } from '@/domain/pages';
import { useAccount, useChangePassword } from '@/web/api/account';
import { useSession } from '@/web/api/get-session';
import { Button } from '@/web/components/ui/button';
import { FieldProblem, problemAttributes } from '@/web/components/ui/field-problem';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { toast } from '@/web/lib/toast';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { firstErrorMessage, useZodForm } from '@/web/lib/zod-form';

const EMPTY: PasswordForm = { current_password: '', new_password: '', confirm_password: '' };

/** /settings: change the password (or set a first one for a magic-link account). */
export function SettingsRoute() {
  useDocumentTitle(PAGE_TITLES.settings);
  const session = useSession();
  const account = useAccount();
  const change = useChangePassword();
  const form = useZodForm(PasswordFormSchema, { defaultValues: EMPTY });
  const { errors } = form.formState;
  // Why the server refused the last change (a wrong current password), until the next attempt.
  const [refusal, setRefusal] = useState<string | null>(null);
  const hasPassword = account.data?.has_password ?? false;

  if (!session.isPending && !session.data) {
    return (
      <div className="flex flex-col items-start gap-4 py-8">
        <h1 className="text-3xl font-semibold tracking-tight">Settings</h1>
        <p className="text-muted-foreground">Please sign in to access settings</p>
        <Button asChild>
          <Link to="/auth">Sign In</Link>
        </Button>
      </div>
    );
  }

  // spec 000 §9: one notice at a time, the mismatch before the length.
  const submit = form.handleSubmit(
    (values) => {
      setRefusal(null);
      change.mutate(
        {
          ...(hasPassword ? { current_password: values.current_password } : {}),
          new_password: values.new_password,
        },
        {
          onSuccess: () => {
            toast.success('Password updated successfully');
            form.reset(EMPTY);
            void account.refetch();
          },
          onError: (error) => {
            const message = error.message || 'Failed to update password';
            setRefusal(message);
            toast.error(message);
          },
        },
      );
    },
    (refused) => {
      setRefusal(null);
      toast.error(firstErrorMessage(refused));
    },
  );

  return (
    <div className="flex max-w-md flex-col gap-6">
      <h1 className="text-3xl font-semibold tracking-tight">Settings</h1>
      <form
        id="password-form"
        onSubmit={submit}
        className="flex flex-col gap-4 rounded-xl border bg-card p-6"
        aria-describedby={refusal ? 'password-form-problem' : undefined}
      >
        <h2 className="text-lg font-semibold">{hasPassword ? 'Change password' : 'Set a password'}</h2>
        {hasPassword ? (
          <div className="flex flex-col gap-2">
            <Label htmlFor="current-password">Current password</Label>
            <Input
              id="current-password"
              type="password"
              autoComplete="current-password"
              required
              {...problemAttributes('current-password', errors.current_password)}
              {...form.register('current_password')}
            />
            <FieldProblem forId="current-password" message={errors.current_password?.message} />
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">
            You sign in with magic links. A password lets you sign in without waiting for a mail.
          </p>
        )}
        <div className="flex flex-col gap-2">
          <Label htmlFor="new-password">New password</Label>
          <Input
            id="new-password"
            type="password"
            autoComplete="new-password"
            required
            {...problemAttributes('new-password', errors.new_password)}
            {...form.register('new_password')}
          />
          <FieldProblem forId="new-password" message={errors.new_password?.message} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="confirm-password">Confirm new password</Label>
          <Input
            id="confirm-password"
            type="password"
            autoComplete="new-password"
            required
            {...problemAttributes('confirm-password', errors.confirm_password)}
            {...form.register('confirm_password')}
          />
          <FieldProblem forId="confirm-password" message={errors.confirm_password?.message} />
        </div>
        <FieldProblem forId="password-form" message={refusal} />
        <Button type="submit" disabled={change.isPending}>
          Update password
        </Button>
      </form>
    </div>
  );
}
