import { CheckIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/web/components/ui/button';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useCheckout, usePortal } from '../api/billing-actions';
import { DEFAULT_PLAN, formatPrice, upgradeLabel, usePlan } from '../api/get-plan';
import { useSubscription } from '../api/get-subscription';

const PRO_BENEFITS = [
  'Save favourite brands and come back to them',
  'Every brand profile: colours, logos, positioning, news and people',
  'Palette exports for CSS, Tailwind and design tokens',
];

/** spec 000 §9 team plans: shown, not yet sold. */
const TEAM_PLANS = [
  {
    name: 'Free Trial',
    price: '$0',
    details: ['3 sample analyses', '100 credits'],
    cta: 'Start free trial',
    message: 'Free trial coming soon!',
  },
  {
    name: 'Professional',
    price: '$199/month',
    details: ['25 active brand analyses', '2,500 credits/month'],
    cta: 'Choose Professional',
    message: 'Team plans coming soon!',
  },
  {
    name: 'Business',
    price: '$499/month',
    details: ['100 analyses', '10,000 credits/month'],
    cta: 'Choose Business',
    message: 'Team plans coming soon!',
    popular: true,
  },
  {
    name: 'Enterprise',
    price: 'Custom',
    details: ['Unlimited analyses', 'Dedicated support'],
    cta: 'Contact sales',
    message: 'Enterprise plan coming soon!',
    disabled: true,
  },
] as const;

/** /pricing: Freelancer (the one plan on sale) and Teams (coming soon), spec 000 §2 and §9. */
export function PricingRoute() {
  useDocumentTitle('Pricing');
  const [tab, setTab] = useState<'freelancer' | 'teams'>('freelancer');
  const plan = usePlan().data ?? DEFAULT_PLAN;
  const { subscribed } = useSubscription();
  const checkout = useCheckout();
  const portal = usePortal();

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold tracking-tight">Pricing</h1>
        <p className="text-muted-foreground">
          One plan for independent consultants and designers; team plans are on the way.
        </p>
      </div>
      <fieldset className="inline-flex self-start rounded-lg border p-0.5">
        <legend className="sr-only">Plan type</legend>
        {(['teams', 'freelancer'] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={tab === value}
            onClick={() => setTab(value)}
            className={`rounded-md px-4 py-1.5 text-sm capitalize focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none ${tab === value ? 'bg-secondary font-medium' : 'text-muted-foreground'}`}
          >
            {value === 'teams' ? 'Teams' : 'Freelancer'}
          </button>
        ))}
      </fieldset>

      {tab === 'freelancer' ? (
        <section
          aria-labelledby="pro-plan"
          className="flex max-w-md flex-col gap-5 rounded-2xl border bg-card p-6"
        >
          <div className="flex flex-col gap-1">
            <h2 id="pro-plan" className="text-xl font-semibold">
              {plan.name}
            </h2>
            <p>
              <span className="text-4xl font-semibold tracking-tight">{formatPrice(plan.price_cents)}</span>
              <span className="text-muted-foreground">/month</span>
            </p>
          </div>
          <ul className="flex flex-col gap-2 text-sm">
            {PRO_BENEFITS.map((benefit) => (
              <li key={benefit} className="flex gap-2">
                <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {benefit}
              </li>
            ))}
          </ul>
          {subscribed ? (
            <Button onClick={() => portal.mutate()} disabled={portal.isPending}>
              Manage Subscription
            </Button>
          ) : (
            <Button onClick={() => checkout.mutate()} disabled={checkout.isPending}>
              {upgradeLabel(plan)}
            </Button>
          )}
          <p className="text-sm text-muted-foreground">Cancel anytime.</p>
          {plan.test_mode ? (
            <p className="text-xs text-muted-foreground">Payments are in test mode: no card is charged.</p>
          ) : null}
        </section>
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-4">
          {TEAM_PLANS.map((team) => (
            <li key={team.name} className="flex flex-col gap-4 rounded-2xl border bg-card p-6">
              <div className="flex items-center justify-between gap-2">
                <h2 className="text-lg font-semibold">{team.name}</h2>
                {'popular' in team ? (
                  <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-medium">
                    Most Popular
                  </span>
                ) : null}
              </div>
              <p className="text-2xl font-semibold">{team.price}</p>
              <ul className="flex flex-col gap-1 text-sm text-muted-foreground">
                {team.details.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
              <Button
                variant="outline"
                className="mt-auto"
                disabled={'disabled' in team}
                onClick={() => toast.info(team.message)}
              >
                {team.cta}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
