import { type ReactNode, useCallback, useDeferredValue, useEffect, useRef } from 'react';
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

/** How near the end of the grid comes before the next page is asked for. */
const NEAR_END_PX = 800;

/** Whether an element is within NEAR_END_PX of the viewport, as laid out now. */
function isNearViewport(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  return top < window.innerHeight + NEAR_END_PX && bottom > -NEAR_END_PX;
}

/**
 * Brand cards, paged by the server: the next page loads as the end of the grid comes near, and a
 * 'Load more' button does the same for anyone who prefers it or whose browser cannot observe.
 * Arriving cards are rendered at transition priority (a deferred value): a page of two dozen
 * cards is built in short slices that leave a phone's main thread free for input, instead of in
 * one long task. One page is asked for at a time, and the next only once the last is drawn: until
 * then the end of the grid is still near, and the observer's answer is not yet about the new cards.
 * 'Load more' keeps the focus while it loads, then hands it to the first new card.
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
  const [observe, nearEnd] = useInView(`${NEAR_END_PX}px`);
  const end = useRef<HTMLDivElement | null>(null);
  const sentinel = useCallback(
    (element: HTMLDivElement | null) => {
      end.current = element;
      const stop = observe(element);
      return () => {
        end.current = null;
        stop?.();
      };
    },
    [observe],
  );
  const grid = useRef<HTMLDivElement>(null);
  /** The index of the first card a 'Load more' asked for, to be focused once it is drawn. */
  const focusFrom = useRef<number | null>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const isDrawn = data === query.data;
  const count = data?.pages.reduce((sum, page) => sum + page.items.length, 0) ?? 0;

  // Before the next effect: the focus scrolls the new card into view, which the end check reads.
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || count <= from) return;
    focusFrom.current = null;
    // Each card's own link: the first child of its wrapper (the swatches' links follow it).
    grid.current?.querySelectorAll<HTMLElement>('li > div > a:first-child')[from]?.focus();
  }, [count]);

  useEffect(() => {
    if (!nearEnd || !hasNextPage || isFetchingNextPage || isFetchNextPageError || !isDrawn) return;
    if (end.current && !isNearViewport(end.current)) return;
    void fetchNextPage({ cancelRefetch: false });
  }, [nearEnd, hasNextPage, isFetchingNextPage, isFetchNextPageError, isDrawn, fetchNextPage]);

  const loadMore = () => {
    focusFrom.current = count;
    void fetchNextPage({ cancelRefetch: false });
  };

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
    <div ref={grid} className="flex flex-col gap-8">
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
          // aria-disabled, not disabled, while it loads: a disabled button would drop the focus.
          <Button
            variant="outline"
            className="aria-disabled:opacity-50"
            onClick={loadMore}
            aria-disabled={isFetchingNextPage}
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
