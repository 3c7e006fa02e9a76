import { CheckIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PAGE_TITLES } from '@/domain/pages';
import { useCheckout, usePortal } from '@/web/api/billing-actions';
import { DEFAULT_PLAN, formatPrice, upgradeLabel, usePlan } from '@/web/api/get-plan';
import { useSubscription } from '@/web/api/get-subscription';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { SegmentedControl } from '@/web/components/ui/segmented-control';
import { cn } from '@/web/lib/cn';
import { toast } from '@/web/lib/toast';
import { useDocumentTitle } from '@/web/lib/use-document-title';

type Audience = 'teams' | 'freelancer';

/** The toggle reads 'Teams / Freelancer'; Freelancer is the default (spec 000 §2). */
const AUDIENCES = [
  { value: 'teams', label: 'Teams' },
  { value: 'freelancer', label: 'Freelancer' },
] as const;

/** What Pro adds to the free plan: favourites (spec 000 §1) and the larger API quota. */
const PRO_BENEFITS = [
  'Everything in Free',
  'Save favourite brands and come back to them',
  'Your saved brands on every device you sign in on',
  'A larger daily quota for the brand API and MCP server',
];

/** The info toasts of the team buttons (spec 000 §8). */
const FREE_TRIAL_SOON = 'Free trial coming soon!';
const TEAM_PLANS_SOON = 'Team plans coming soon!';
const ENTERPRISE_SOON = 'Enterprise plan coming soon!';

interface TeamPlan {
  name: string;
  price: string;
  period?: string;
  details: string[];
  cta: string;
  message: string;
  popular?: boolean;
  disabled?: boolean;
}

/** spec 000 §9 team plans: shown, not yet sold. */
const TEAM_PLANS: readonly TeamPlan[] = [
  {
    name: 'Free Trial',
    price: '$0',
    details: ['3 sample analyses', '100 credits'],
    cta: 'Start free trial',
    message: FREE_TRIAL_SOON,
  },
  {
    name: 'Professional',
    price: '$199',
    period: '/month',
    details: ['25 active brand analyses', '2,500 credits/month'],
    cta: 'Choose Professional',
    message: TEAM_PLANS_SOON,
  },
  {
    name: 'Business',
    price: '$499',
    period: '/month',
    details: ['100 analyses', '10,000 credits/month'],
    cta: 'Choose Business',
    message: TEAM_PLANS_SOON,
    popular: true,
  },
  {
    name: 'Enterprise',
    price: 'Custom',
    details: ['Unlimited analyses', 'Dedicated support'],
    cta: 'Not yet available',
    message: ENTERPRISE_SOON,
    disabled: true,
  },
];

function Benefit({ children }: { children: string }) {
  return (
    <li className="flex gap-2">
      <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {children}
    </li>
  );
}

/** Everything a visitor can do without paying (spec 000 §6). */
const FREE_FEATURES = [
  'Search and browse the whole catalogue',
  'Every brand profile: colours, logos, positioning, news and people',
  'Palette exports for CSS, Tailwind and design tokens',
  'Colour galleries, archetypes and magic quadrants',
  'Add brands and watch them analysed (signed in)',
];

function FreePlan() {
  return (
    <section aria-labelledby="free-plan" className="flex flex-col gap-6 rounded-2xl border p-8">
      <div className="flex flex-col gap-2">
        <h2 id="free-plan" className="text-xl font-semibold">
          Free
        </h2>
        <p className="text-sm text-muted-foreground">For anyone curious about brands.</p>
        <p className="mt-2">
          <span className="text-4xl font-semibold tracking-tight">$0</span>
        </p>
      </div>
      <ul className="flex flex-col gap-2 text-sm">
        {FREE_FEATURES.map((feature) => (
          <Benefit key={feature}>{feature}</Benefit>
        ))}
      </ul>
      <Button asChild size="lg" variant="outline" className="mt-auto">
        <Link to="/brands">Browse brands</Link>
      </Button>
    </section>
  );
}

function FreelancerPlan() {
  const plan = usePlan().data ?? DEFAULT_PLAN;
  const { subscribed } = useSubscription();
  const checkout = useCheckout();
  const portal = usePortal();
  return (
    <section
      aria-labelledby="pro-plan"
      className="flex max-w-md flex-col gap-6 rounded-2xl border bg-card p-8"
    >
      <div className="flex flex-col gap-2">
        <h2 id="pro-plan" className="text-xl font-semibold">
          {plan.name}
        </h2>
        <p className="text-sm text-muted-foreground">For independent consultants and designers.</p>
        <p className="mt-2">
          <span className="text-4xl font-semibold tracking-tight">{formatPrice(plan.price_cents)}</span>
          <span className="text-muted-foreground">/month</span>
        </p>
      </div>
      <ul className="flex flex-col gap-2 text-sm">
        {PRO_BENEFITS.map((benefit) => (
          <Benefit key={benefit}>{benefit}</Benefit>
        ))}
      </ul>
      {subscribed ? (
        <Button size="lg" onClick={() => portal.mutate()} disabled={portal.isPending}>
          Manage Subscription
        </Button>
      ) : (
        <Button size="lg" onClick={() => checkout.mutate()} disabled={checkout.isPending || !plan.sold}>
          {upgradeLabel(plan)}
        </Button>
      )}
      <div className="flex flex-col gap-1 text-sm text-muted-foreground">
        <p>Cancel anytime.</p>
        {plan.test_mode ? <p className="text-xs">Payments are in test mode: no card is charged.</p> : null}
        {plan.sold ? null : (
          <p className="text-xs">Brand Explorer Pro is not sold on this site: an administrator grants it.</p>
        )}
      </div>
    </section>
  );
}

function TeamPlans() {
  return (
    <div className="flex flex-col gap-6">
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-4">
        {TEAM_PLANS.map((team) => (
          <li
            key={team.name}
            className={cn(
              'relative flex flex-col gap-5 rounded-2xl border bg-card p-6',
              team.popular && 'border-foreground ring-1 ring-foreground',
              team.disabled && 'bg-muted/40',
            )}
          >
            <div className="flex items-center justify-between gap-2">
              <h2 className="text-lg font-semibold">{team.name}</h2>
              {team.popular ? (
                <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-medium text-primary-foreground">
                  Most Popular
                </span>
              ) : null}
            </div>
            <p>
              <span className="text-3xl font-semibold tracking-tight">{team.price}</span>
              {team.period ? <span className="text-muted-foreground">{team.period}</span> : null}
            </p>
            <ul className="flex flex-col gap-2 text-sm text-muted-foreground">
              {team.details.map((detail) => (
                <Benefit key={detail}>{detail}</Benefit>
              ))}
            </ul>
            <Button
              variant={team.popular ? 'default' : 'outline'}
              className="mt-auto"
              disabled={team.disabled}
              onClick={() => toast.info(team.message)}
            >
              {team.cta}
            </Button>
          </li>
        ))}
      </ul>
      <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed p-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          Team plans are not on sale yet. Larger organisations can ask about Enterprise.
        </p>
        <Button variant="ghost" onClick={() => toast.info(ENTERPRISE_SOON)}>
          Ask about Enterprise
        </Button>
      </div>
    </div>
  );
}

/**
 * /pricing (spec 000 §2, §9; ARCHITECTURE §7): the one individual plan on sale under Freelancer,
 * the team plans shown but not sold, each button announcing that it is coming soon.
 */
export function PricingRoute() {
  useDocumentTitle(PAGE_TITLES.pricing);
  const [audience, setAudience] = useState<Audience>('freelancer');
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Pricing"
        description="Browsing is free. One plan for independent consultants and designers; team plans are on the way."
      />
      <SegmentedControl legend="Plan type" options={AUDIENCES} value={audience} onChange={setAudience} />
      {audience === 'freelancer' ? (
        <div className="grid max-w-4xl grid-cols-1 gap-4 md:grid-cols-2">
          <FreePlan />
          <FreelancerPlan />
        </div>
      ) : (
        <TeamPlans />
      )}
    </div>
  );
}
