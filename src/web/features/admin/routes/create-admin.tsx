import { useState } from 'react';
import { Link } from 'react-router';
import { GrantAdminFormSchema } from '@/domain/account';
import { grantFailureDescription } from '@/domain/admin';
import { PAGE_TITLES } from '@/domain/pages';
import { useGrantAdmin } from '@/web/api/account';
import { isAdmin, useSession } from '@/web/api/get-session';
import { Button } from '@/web/components/ui/button';
import { FieldProblem, problemAttributes } from '@/web/components/ui/field-problem';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { toast } from '@/web/lib/toast';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { firstErrorMessage, useZodForm } from '@/web/lib/zod-form';
import { reasonOf } from '../lib/notify';

/** spec 001 §9: the page reloads 1.5 s after an admin grants themselves. */
export const ADMIN_RELOAD_DELAY_MS = 1_500;

/** /create-admin: check your role and grant admin access (create-admin-user, spec 001 §2). */
export function CreateAdminRoute() {
  useDocumentTitle(PAGE_TITLES.createAdmin);
  const session = useSession();
  const grant = useGrantAdmin();
  const form = useZodForm(GrantAdminFormSchema, { defaultValues: { email: '' } });
  const user = session.data?.user;
  // Why the server refused the last grant, under the field until the next attempt.
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = form.handleSubmit(
    ({ email: target }) => {
      setRefusal(null);
      grant.mutate(target, {
        onSuccess: (result) => {
          toast.success('Success!', {
            description: result.message || 'User has been granted admin privileges',
          });
          if (user && target.toLowerCase() === user.email.toLowerCase()) {
            setTimeout(() => window.location.reload(), ADMIN_RELOAD_DELAY_MS);
          }
        },
        onError: (error) => {
          // Only the server's own message (the problem's detail); a bare status gets the spec's fallback.
          const description = grantFailureDescription(reasonOf(error));
          setRefusal(description);
          toast.error('Error', { description });
        },
      });
    },
    (errors) => {
      setRefusal(null);
      toast.error('Email required', { description: firstErrorMessage(errors) });
    },
  );
  const problem = form.formState.errors.email?.message ?? refusal;

  return (
    <div className="flex max-w-md flex-col gap-6">
      <h1 className="text-3xl font-semibold tracking-tight">Admin Access</h1>
      {user ? (
        <p className="text-sm">
          Signed in as <span className="font-medium">{user.email}</span>. Your role:{' '}
          <span className="font-medium">{isAdmin(user) ? 'admin' : 'user'}</span>.
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">
          <Link to="/auth" className="underline underline-offset-4">
            Sign in
          </Link>{' '}
          to check your role.
        </p>
      )}
      <form onSubmit={submit} className="flex flex-col gap-4 rounded-xl border bg-card p-6" noValidate>
        <div className="flex flex-col gap-2">
          <Label htmlFor="admin-email">Email to grant admin access</Label>
          <Input
            id="admin-email"
            type="email"
            placeholder="colleague@agency.com"
            {...problemAttributes('admin-email', problem)}
            {...form.register('email')}
          />
          <FieldProblem forId="admin-email" message={problem} />
        </div>
        <Button type="submit" disabled={grant.isPending || !user}>
          Grant admin access
        </Button>
        <p className="text-xs text-muted-foreground">
          Only admins can grant access. The very first admin must be listed by the operator.
        </p>
      </form>
    </div>
  );
}
