import { type ReactNode, useEffect } from 'react';
import type { Brand } from '@/domain/brand';
import type { BrandFilters } from '@/domain/discovery';
import type { BrandSort } from '@/domain/taxonomy';
import { BrandCard } from '@/web/components/brand-card';
import { BrandCardSkeletons } from '@/web/components/brand-card-skeleton';
import { BrandGrid } from '@/web/components/brand-grid';
import { Button } from '@/web/components/ui/button';
import { useInView } from '@/web/lib/use-in-view';
import { useBrandsInfinite } from '../api/get-brands';

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
  renderAction?: (brand: Brand) => ReactNode;
  /** Told the number of matching brands once known (capped: more match than counted). */
  onTotal?: (total: number, capped: boolean) => void;
};

/**
 * Brand cards, paged by the server: the next page loads as the end of the grid comes near, and a
 * 'Load more' button does the same for anyone who prefers it or whose browser cannot observe.
 */
export function BrandList({
  filters,
  sort,
  skeletons,
  emptyMessage,
  emptyHint,
  renderAction,
  onTotal,
}: BrandListProps) {
  const query = useBrandsInfinite(filters, sort);
  const [sentinel, nearEnd] = useInView('800px');
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const total = query.data?.pages[0]?.total;
  const capped = query.data?.pages[0]?.total_capped ?? false;

  useEffect(() => {
    if (nearEnd && hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [nearEnd, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  useEffect(() => {
    if (total !== undefined) onTotal?.(total, capped);
  }, [total, capped, onTotal]);

  if (query.isPending) {
    return (
      <div role="status" aria-live="polite">
        <span className="sr-only">Loading brands…</span>
        <BrandGrid>
          <BrandCardSkeletons count={skeletons} />
        </BrandGrid>
      </div>
    );
  }

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

  const brands = query.data.pages.flatMap((page) => page.items);
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
