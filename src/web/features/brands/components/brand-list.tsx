import { type ReactNode, useDeferredValue, useEffect } from 'react';
import type { ListedBrand } from '@/domain/brand';
import type { BrandFilters } from '@/domain/discovery';
import type { BrandSort } from '@/domain/taxonomy';
import { useBrandsInfinite } from '@/web/api/get-brands';
import { BrandCard } from '@/web/components/brand-card';
import { BrandCardSkeletons } from '@/web/components/brand-card-skeleton';
import { BrandGrid } from '@/web/components/brand-grid';
import { Button } from '@/web/components/ui/button';
import { useInView } from '@/web/lib/use-in-view';

type BrandListProps = {
  filters: BrandFilters;
  sort: BrandSort;
  /** Cards shown while the first page loads (12 on the list, 8 on /verified: spec 000 §9). */
  skeletons: number;
  /** The empty state's words, e.g. 'No brands found.' */
  emptyMessage: string;
  /** What to try next when the list is empty. */
  emptyHint?: ReactNode;
  /** A control placed on each card (the favourite button). */
  renderAction?: (brand: ListedBrand) => ReactNode;
};

/**
 * Brand cards, paged by the server: the next page loads as the end of the grid comes near, and a
 * 'Load more' button does the same for anyone who prefers it or whose browser cannot observe.
 * Arriving cards are rendered at transition priority (a deferred value): a page of two dozen
 * cards is built in short slices that leave a phone's main thread free for input, instead of in
 * one long task.
 */
export function BrandList({
  filters,
  sort,
  skeletons,
  emptyMessage,
  emptyHint,
  renderAction,
}: BrandListProps) {
  const query = useBrandsInfinite(filters, sort);
  const data = useDeferredValue(query.data);
  const [sentinel, nearEnd] = useInView('800px');
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;

  useEffect(() => {
    if (nearEnd && hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [nearEnd, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  if (query.isError && !query.data) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border p-8">
        <p className="font-medium">The brands could not be loaded.</p>
        <p className="text-sm text-muted-foreground">Check your connection and try again.</p>
        <Button variant="outline" onClick={() => query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  // Until the cards of a list are rendered (its first page loading, or arriving just now).
  if (!data) {
    return (
      <div role="status" aria-live="polite">
        <span className="sr-only">Loading brands…</span>
        <BrandGrid>
          <BrandCardSkeletons count={skeletons} />
        </BrandGrid>
      </div>
    );
  }

  const brands = data.pages.flatMap((page) => page.items);
  if (brands.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-16 text-center">
        <p className="text-lg font-medium">{emptyMessage}</p>
        {emptyHint ? <div className="max-w-md text-sm text-muted-foreground">{emptyHint}</div> : null}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-8">
      <BrandGrid>
        {brands.map((brand) => (
          <li key={brand.id}>
            <BrandCard brand={brand} action={renderAction?.(brand)} />
          </li>
        ))}
        {isFetchingNextPage ? <BrandCardSkeletons count={4} /> : null}
      </BrandGrid>
      <div ref={sentinel} className="flex flex-col items-center gap-3">
        {isFetchNextPageError ? (
          <p role="alert" className="text-sm text-muted-foreground">
            More brands could not be loaded. Please try again.
          </p>
        ) : null}
        {hasNextPage ? (
          <Button
            variant="outline"
            onClick={() => fetchNextPage()}
            disabled={isFetchingNextPage}
            aria-busy={isFetchingNextPage}
          >
            {isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">
            {brands.length === 1 ? 'That is the only brand.' : `That is all ${brands.length} brands.`}
          </p>
        )}
      </div>
    </div>
  );
}
