import { describeBrandCount } from '@/domain/brand-count';
import {
  type BrandFilters,
  type ListFilterKey,
  readListParams,
  withListParam,
  withoutFilters,
} from '@/domain/discovery';
import { PAGE_TITLES } from '@/domain/pages';
import { BRAND_SORT_LABELS, type BrandSort } from '@/domain/taxonomy';
import { useBrandCount, useBrandListTotal, useBrandsInfinite } from '@/web/api/get-brands';
import { useFacets } from '@/web/api/get-facets';
import { isAdmin, useSession } from '@/web/api/get-session';
import { PageHeader } from '@/web/components/page-header';
import { Skeleton } from '@/web/components/ui/skeleton';
import { AddBrandButton } from '@/web/features/add-brand/components/add-brand-button';
import { FavoriteButton } from '@/web/features/favorites/components/favorite-button';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useSearchState } from '@/web/lib/use-search-state';
import { useFeaturedBrand } from '../api/get-featured-brand';
import { useLiveBrandList } from '../api/use-live-brand-list';
import { BrandList } from '../components/brand-list';
import { FeaturedBrandCard, FeaturedBrandCardSkeleton } from '../components/featured-brand-card';
import { FilterBar } from '../components/filter-bar';
import { SortBar } from '../components/sort-bar';
import { UnlistedBrands } from '../components/unlisted-brands';

/** spec 000 §9: 12 skeleton cards on the list. */
const SKELETON_CARDS = 12;

function Intro() {
  const { data: total, isError } = useBrandCount();
  if (isError)
    return <p>Discover brands for free: their colors, archetypes and positioning, side by side.</p>;
  // The sentence shows at once, with a placeholder for the number: it keeps its lines when the
  // count arrives, so nothing below it moves.
  return (
    <p>
      Discover{' '}
      {total === undefined ? (
        <span
          aria-hidden="true"
          className="inline-block h-[1em] w-[3ch] rounded-md bg-muted align-[-0.125em] motion-safe:animate-pulse"
        />
      ) : (
        total
      )}{' '}
      {total === 1 ? 'brand' : 'brands'} for free: their colors, archetypes and positioning, side by side.
    </p>
  );
}

/** The page's largest element: rendered as soon as it arrives, unlike the grid of cards. */
function FeaturedBrand() {
  const featured = useFeaturedBrand();
  if (featured.isPending) return <FeaturedBrandCardSkeleton />;
  if (!featured.data) return null;
  return (
    <FeaturedBrandCard
      brand={featured.data}
      action={<FavoriteButton brandId={featured.data.id} brandName={featured.data.name} />}
    />
  );
}

/**
 * The viewer's brands still in their first analysis. It reads the session itself: the session
 * arrives after the page is shown, and only this part, not the whole grid, is drawn again then.
 */
function ViewerUnlistedBrands() {
  const session = useSession();
  return <UnlistedBrands signedIn={!!session.data} isAdmin={isAdmin(session.data?.user)} />;
}

function ResultCount({
  filters,
  sort,
  filtered,
}: {
  filters: BrandFilters;
  sort: BrandSort;
  filtered: boolean;
}) {
  const total = useBrandListTotal(filters, sort);
  // The list's own query (shared, not fetched again): once it has failed, the list says so.
  const { isError } = useBrandsInfinite(filters, sort);
  if (total === undefined) return isError ? null : <Skeleton className="h-4 w-24" />;
  const brands = describeBrandCount(total.value, total.capped);
  return (
    <p className="text-sm text-muted-foreground" aria-live="polite">
      {filtered ? `${brands} found` : brands}
    </p>
  );
}

/** /brands, 'Brand Discovery' (spec 000 §2): sort bar, filter bar and the card grid, state in the URL. */
export function BrandsRoute() {
  useDocumentTitle(PAGE_TITLES.brands);
  // Filters and sort replace the history entry (spec 000 §5): Back leaves the list.
  const [params, changeParams] = useSearchState();
  const { filters, sort, showSortBar, hasFilters } = readListParams(params);
  const facets = useFacets();
  useLiveBrandList();

  const setFilter = (key: ListFilterKey, value: string) =>
    changeParams((current) => withListParam(current, key, value));
  const setSort = (value: BrandSort) => changeParams((current) => withListParam(current, 'sort', value));

  return (
    <div className="flex flex-col gap-10">
      <PageHeader
        title="Brand Discovery"
        description={<Intro />}
        actions={<AddBrandButton defaultName={filters.search} />}
      />

      {hasFilters ? null : <FeaturedBrand />}
      {hasFilters ? null : <ViewerUnlistedBrands />}

      <section aria-labelledby="brand-list-heading" className="flex flex-col gap-6">
        <div className="flex flex-col gap-5">
          {showSortBar ? <SortBar value={sort} onChange={setSort} /> : null}
          <FilterBar
            facets={facets.data}
            filters={filters}
            onChange={setFilter}
            onClear={() => changeParams(withoutFilters)}
          />
        </div>
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b pb-3">
          <h2
            id="brand-list-heading"
            className="min-w-0 text-xl font-semibold tracking-tight [overflow-wrap:anywhere]"
          >
            {filters.search
              ? `Results for “${filters.search}”`
              : showSortBar
                ? BRAND_SORT_LABELS[sort]
                : 'Brands'}
          </h2>
          <ResultCount filters={filters} sort={sort} filtered={hasFilters} />
        </div>
        <BrandList
          filters={filters}
          sort={sort}
          skeletons={SKELETON_CARDS}
          emptyMessage="No brands found."
          emptyHint={
            hasFilters ? 'Try another name, or clear the filters to see every brand.' : 'Add the first brand.'
          }
          renderAction={(brand) => <FavoriteButton brandId={brand.id} brandName={brand.name} />}
        />
      </section>
    </div>
  );
}
