import { CheckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PAGE_TITLES } from '@/domain/pages';
import { useCheckout } from '@/web/api/billing-actions';
import { upgradeLabel, usePlan } from '@/web/api/get-plan';
import { useSession } from '@/web/api/get-session';
import { useSubscription } from '@/web/api/get-subscription';
import { BrandLogo } from '@/web/components/brand-logo';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useFavorites } from '../api/favorites';
import { FavoriteButton } from '../components/favorite-button';

const BENEFITS = [
  'Save every brand you are researching',
  'Come back to your shortlist from any device',
  'Support an independent brand catalogue',
];

/** /favorites (spec 000 §2): sign-in prompt, upgrade card, empty state, or the saved brands. */
export function FavoritesRoute() {
  useDocumentTitle(PAGE_TITLES.favorites);
  const session = useSession();
  const { subscribed, isPending: subscriptionPending } = useSubscription();
  const favorites = useFavorites();
  const plan = usePlan().data;
  const checkout = useCheckout();

  if (session.isPending || (session.data && subscriptionPending)) return <Skeleton className="h-40 w-full" />;
  if (!session.data) {
    return (
      <div className="flex flex-col items-start gap-4 py-8">
        <h1 className="text-3xl font-semibold tracking-tight">Please Log In</h1>
        <p className="text-muted-foreground">Sign in to see the brands you saved.</p>
        <Button asChild>
          <Link to="/auth">Log In</Link>
        </Button>
      </div>
    );
  }
  if (!subscribed) {
    return (
      <div className="flex max-w-md flex-col gap-5 rounded-2xl border bg-card p-6">
        <h1 className="text-2xl font-semibold tracking-tight">Save your favourite brands with Pro</h1>
        <ul className="flex flex-col gap-2 text-sm">
          {BENEFITS.map((b) => (
            <li key={b} className="flex gap-2">
              <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {b}
            </li>
          ))}
        </ul>
        <Button onClick={() => checkout.mutate()} disabled={checkout.isPending}>
          {upgradeLabel(plan)}
        </Button>
        <p className="text-sm text-muted-foreground">Cancel anytime.</p>
      </div>
    );
  }
  const items = favorites.data ?? [];
  if (favorites.isPending) return <Skeleton className="h-40 w-full" />;
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-start gap-4 py-8">
        <h1 className="text-3xl font-semibold tracking-tight">No favorites yet</h1>
        <p className="text-muted-foreground">Tap the heart on any brand to keep it here.</p>
        <Button asChild>
          <Link to="/brands">Explore Brands</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-semibold tracking-tight">My Favorites</h1>
        <p className="text-muted-foreground">
          {items.length === 1 ? '1 saved brand' : `${items.length} saved brands`}
        </p>
      </div>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {items.map((brand) => (
          <li key={brand.id} className="relative flex items-center gap-3 rounded-xl border bg-card p-4">
            <BrandLogo
              name={brand.name}
              logoUrl={brand.logo_url}
              color={brand.primary_color}
              kit={brand.logo_kit}
            />
            <div className="min-w-0 flex-1">
              <Link to={`/brands/${brand.slug}`} className="block truncate font-semibold hover:underline">
                {brand.name}
              </Link>
              {brand.tagline ? (
                <p className="truncate text-sm text-muted-foreground">{brand.tagline}</p>
              ) : null}
            </div>
            <FavoriteButton brandId={brand.id} brandName={brand.name} />
          </li>
        ))}
      </ul>
    </div>
  );
}
