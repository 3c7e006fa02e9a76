import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useAccount, useChangePassword } from '@/web/api/account';
import { useSession } from '@/web/api/get-session';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { toast } from '@/web/lib/toast';
import { useDocumentTitle } from '@/web/lib/use-document-title';

/** spec 000 §5, §9. */
export const MIN_PASSWORD_LENGTH = 6;

/** /settings: change the password (or set a first one for a magic-link account). */
export function SettingsRoute() {
  useDocumentTitle('Settings');
  const session = useSession();
  const account = useAccount();
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (next !== confirm) return void toast.error('New passwords do not match');
    if (next.length < MIN_PASSWORD_LENGTH) return void toast.error('Password must be at least 6 characters');
    change.mutate(
      { ...(hasPassword ? { current_password: current } : {}), new_password: next },
      {
        onSuccess: () => {
          toast.success('Password updated successfully');
          setCurrent('');
          setNext('');
          setConfirm('');
          void account.refetch();
        },
        onError: (error) => toast.error(error.message || 'Failed to update password'),
      },
    );
  };

  return (
    <div className="flex max-w-md flex-col gap-6">
      <h1 className="text-3xl font-semibold tracking-tight">Settings</h1>
      <form onSubmit={submit} className="flex flex-col gap-4 rounded-xl border bg-card p-6">
        <h2 className="text-lg font-semibold">{hasPassword ? 'Change password' : 'Set a password'}</h2>
        {hasPassword ? (
          <div className="flex flex-col gap-2">
            <Label htmlFor="current-password">Current password</Label>
            <Input
              id="current-password"
              type="password"
              autoComplete="current-password"
              required
              value={current}
              onChange={(e) => setCurrent(e.target.value)}
            />
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
            value={next}
            onChange={(e) => setNext(e.target.value)}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="confirm-password">Confirm new password</Label>
          <Input
            id="confirm-password"
            type="password"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
        </div>
        <Button type="submit" disabled={change.isPending}>
          Update password
        </Button>
      </form>
    </div>
  );
}
