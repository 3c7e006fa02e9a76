import { Link } from 'react-router';
import { PAGE_TITLES } from '@/domain/pages';
import { useTestSubscription } from '@/web/api/billing-actions';
import { useSubscription } from '@/web/api/get-subscription';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/lib/toast';
import { useDocumentTitle } from '@/web/lib/use-document-title';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** The local test mode's subscription management. */
export function TestPortalRoute() {
  useDocumentTitle(PAGE_TITLES.testPortal);
  const { data, subscribed } = useSubscription();
  const cancel = useTestSubscription('cancel');
  return (
    <div className="mx-auto flex max-w-md flex-col gap-5 py-8">
      <p
        role="note"
        className="rounded-lg border-2 border-dashed px-4 py-2 text-center text-sm font-semibold tracking-wide"
      >
        TEST MODE — no payment is taken
      </p>
      <h1 className="text-3xl font-semibold tracking-tight">Manage subscription (test mode)</h1>
      <dl className="flex flex-col gap-2 rounded-xl border bg-card p-5 text-sm">
        <div className="flex justify-between">
          <dt className="text-muted-foreground">Status</dt>
          <dd className="capitalize">{subscribed ? (data?.status ?? 'active') : 'not subscribed'}</dd>
        </div>
        {subscribed && data?.current_period_end ? (
          <div className="flex justify-between">
            <dt className="text-muted-foreground">Renews</dt>
            <dd>{dateFormat.format(new Date(data.current_period_end))}</dd>
          </div>
        ) : null}
      </dl>
      {subscribed ? (
        <Button
          variant="outline"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate(undefined, { onSuccess: () => toast('Subscription cancelled') })}
        >
          Cancel subscription
        </Button>
      ) : null}
      <Link to="/user-settings" className="text-sm underline underline-offset-4">
        Back to settings
      </Link>
    </div>
  );
}
