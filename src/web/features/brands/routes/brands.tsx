import { XIcon } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/web/components/page-header';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { AddBrandButton } from '@/web/features/add-brand/components/add-brand-button';
import { FavoriteButton } from '@/web/features/favorites/components/favorite-button';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { BRAND_FILTER_KEYS, type BrandFilters, useBrandsInfinite } from '../api/get-brands';
import { BrandCard } from '../components/brand-card';
import { BrandCardSkeleton } from '../components/brand-card-skeleton';
import { BrandGrid } from '../components/brand-grid';

/** spec 000 §9: 12 skeleton cards on the list. */
const SKELETON_CARDS = 12;

const FILTER_LABELS: Record<(typeof BRAND_FILTER_KEYS)[number], string> = {
  search: 'Search',
  industry: 'Industry',
  archetype: 'Archetype',
  color: 'Color',
};

function useFiltersFromUrl(): BrandFilters {
  const [params] = useSearchParams();
  return useMemo(() => {
    const filters: BrandFilters = {};
    for (const key of BRAND_FILTER_KEYS) {
      const value = params.get(key)?.trim();
      if (value) filters[key] = value;
    }
    return filters;
  }, [params]);
}

function Intro({ total }: { total: number | undefined }) {
  if (total === undefined) return <Skeleton className="h-6 w-80 max-w-full" />;
  return (
    <p>
      Discover {total} {total === 1 ? 'brand' : 'brands'} for free: their colors, archetypes and positioning,
      side by side.
    </p>
  );
}

function ActiveFilters({ filters }: { filters: BrandFilters }) {
  const active = BRAND_FILTER_KEYS.filter((key) => filters[key]);
  if (active.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted-foreground">Showing</span>
      {active.map((key) => (
        <Badge key={key} variant="outline" className="gap-1.5 py-1">
          <span className="text-muted-foreground">{FILTER_LABELS[key]}:</span> {filters[key]}
        </Badge>
      ))}
      <Button asChild variant="ghost" size="sm">
        <Link to="/brands">
          <XIcon aria-hidden="true" />
          Clear filters
        </Link>
      </Button>
    </div>
  );
}

function LoadingState() {
  return (
    <div role="status" className="flex flex-col gap-6">
      <span className="sr-only">Loading brands…</span>
      <Skeleton className="h-64 w-full rounded-xl" />
      <BrandGrid>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index}>
            <BrandCardSkeleton />
          </li>
        ))}
      </BrandGrid>
    </div>
  );
}

export function BrandsRoute() {
  useDocumentTitle('Brand Discovery');
  const filters = useFiltersFromUrl();
  const query = useBrandsInfinite(filters);
  const brands = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total;

  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Brand Discovery"
        actions={<AddBrandButton defaultName={filters.search} />}
        description={
          query.isError && !query.data ? <p>Discover brands for free.</p> : <Intro total={total} />
        }
      />
      <ActiveFilters filters={filters} />

      <section aria-labelledby="brand-list-heading" className="flex flex-col gap-6">
        <h2 id="brand-list-heading" className="sr-only">
          Latest Brands
        </h2>
        {query.isPending ? (
          <LoadingState />
        ) : !query.data ? (
          <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border p-8">
            <p className="font-medium">The brands could not be loaded.</p>
            <p className="text-sm text-muted-foreground">Check your connection and try again.</p>
            <Button variant="outline" onClick={() => query.refetch()}>
              Try again
            </Button>
          </div>
        ) : brands.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-12 text-center">
            <p className="font-medium">No brands found.</p>
            <p className="text-sm text-muted-foreground">
              Try another name, or clear the filters to see every brand.
            </p>
          </div>
        ) : (
          <>
            <BrandGrid>
              {brands.map((brand) => (
                <li key={brand.id}>
                  <BrandCard
                    brand={brand}
                    action={<FavoriteButton brandId={brand.id} brandName={brand.name} />}
                  />
                </li>
              ))}
            </BrandGrid>
            {query.hasNextPage ? (
              <div className="flex flex-col items-center gap-2">
                {query.isFetchNextPageError ? (
                  <p role="alert" className="text-sm text-muted-foreground">
                    More brands could not be loaded. Please try again.
                  </p>
                ) : null}
                <Button
                  variant="outline"
                  onClick={() => query.fetchNextPage()}
                  disabled={query.isFetchingNextPage}
                  aria-busy={query.isFetchingNextPage}
                >
                  {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
