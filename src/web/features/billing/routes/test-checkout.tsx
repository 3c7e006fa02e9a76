import { Link, useNavigate } from 'react-router';
import { PAGE_TITLES } from '@/domain/pages';
import { useTestSubscription } from '@/web/api/billing-actions';
import { DEFAULT_PLAN, formatPrice, usePlan } from '@/web/api/get-plan';
import { useSession } from '@/web/api/get-session';
import { Button } from '@/web/components/ui/button';
import { useDocumentTitle } from '@/web/lib/use-document-title';

/** The local test mode's checkout: clearly labelled, activates Pro without payment. */
export function TestCheckoutRoute() {
  useDocumentTitle(PAGE_TITLES.testCheckout);
  const session = useSession();
  const plan = usePlan().data ?? DEFAULT_PLAN;
  const activate = useTestSubscription('activate');
  const navigate = useNavigate();
  return (
    <div className="mx-auto flex max-w-md flex-col gap-5 py-8">
      <p
        role="note"
        className="rounded-lg border-2 border-dashed px-4 py-2 text-center text-sm font-semibold tracking-wide"
      >
        TEST MODE — no payment is taken
      </p>
      <h1 className="text-3xl font-semibold tracking-tight">Test mode checkout</h1>
      <div className="flex items-baseline justify-between rounded-xl border bg-card p-5">
        <span className="font-medium">{plan.name}</span>
        <span>{formatPrice(plan.price_cents)}/month</span>
      </div>
      {session.data ? (
        <Button
          onClick={() => activate.mutate(undefined, { onSuccess: () => navigate('/success') })}
          disabled={activate.isPending}
        >
          Activate Pro (test mode)
        </Button>
      ) : (
        <Button asChild>
          <Link to="/auth">Sign in to continue</Link>
        </Button>
      )}
      <Link to="/pricing" className="text-sm underline underline-offset-4">
        Cancel
      </Link>
    </div>
  );
}
