import { Link } from 'react-router';
import { PAGE_TITLES } from '@/domain/pages';
import { useAccount } from '@/web/api/account';
import { usePortal } from '@/web/api/billing-actions';
import { useSession } from '@/web/api/get-session';
import { useSubscription } from '@/web/api/get-subscription';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { ApiKeysSection } from '@/web/features/api-keys/components/api-keys-section';
import { useDocumentTitle } from '@/web/lib/use-document-title';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 py-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right">{value}</dd>
    </div>
  );
}

/** /user-settings: profile, favourites count, subscription and security (spec 000 §2). */
export function UserSettingsRoute() {
  useDocumentTitle(PAGE_TITLES.userSettings);
  const session = useSession();
  const account = useAccount();
  const { subscribed, data: subscription } = useSubscription();
  const portal = usePortal();

  if (session.isPending) return <Skeleton className="h-48 w-full max-w-xl" />;
  if (!session.data) {
    return (
      <div className="flex flex-col items-start gap-4 py-8">
        <h1 className="text-3xl font-semibold tracking-tight">User Settings</h1>
        <p className="text-muted-foreground">Please sign in to access settings</p>
        <Button asChild>
          <Link to="/auth">Sign In</Link>
        </Button>
      </div>
    );
  }
  const a = account.data;
  return (
    <div className="flex max-w-xl flex-col gap-6">
      <h1 className="text-3xl font-semibold tracking-tight">User Settings</h1>
      <section aria-labelledby="profile" className="rounded-xl border bg-card p-5">
        <h2 id="profile" className="mb-2 font-semibold">
          Profile
        </h2>
        <dl className="divide-y">
          <Row label="Email" value={a?.email ?? session.data.user.email} />
          <Row label="Member since" value={a ? dateFormat.format(new Date(a.created_at)) : '…'} />
          <Row label="Saved brands" value={a ? String(a.favorites_count) : '…'} />
          <Row label="Role" value={a?.role === 'admin' ? 'Admin' : 'User'} />
        </dl>
      </section>
      <section aria-labelledby="subscription" className="flex flex-col gap-3 rounded-xl border bg-card p-5">
        <h2 id="subscription" className="font-semibold">
          Subscription
        </h2>
        <p className="text-sm">
          {subscribed ? `Brand Explorer Pro (${subscription?.status ?? 'active'})` : 'Free'}
        </p>
        {subscribed ? (
          <Button variant="outline" className="self-start" onClick={() => portal.mutate()}>
            Manage Subscription
          </Button>
        ) : (
          <Button asChild className="self-start">
            <Link to="/pricing">Upgrade to Pro</Link>
          </Button>
        )}
      </section>
      <section aria-labelledby="security" className="flex flex-col gap-3 rounded-xl border bg-card p-5">
        <h2 id="security" className="font-semibold">
          Security
        </h2>
        <p className="text-sm text-muted-foreground">
          You sign in with a magic link sent to your email. You can also set a password.
        </p>
        <Button asChild variant="outline" className="self-start">
          <Link to="/settings">{a?.has_password ? 'Change password' : 'Set a password'}</Link>
        </Button>
      </section>
      <ApiKeysSection />
    </div>
  );
}
