import { useMemo } from 'react';
import { archetypeBadgeOf } from '@/domain/archetype-badges';
import { PAGE_TITLES } from '@/domain/pages';
import {
  ANALYSIS_TYPES,
  analysisTypeOf,
  DEFAULT_ANALYSIS_TYPE,
  DEFAULT_QUADRANT_FILTER,
  explainAnalysisType,
  plotBrands,
  QUADRANTS,
  type Quadrant,
  summarizeQuadrants,
} from '@/domain/quadrant';
import { withParams } from '@/domain/query-params';
import { useFacets } from '@/web/api/get-facets';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useSearchState } from '@/web/lib/use-search-state';
import { useQuadrantBrands } from '../api/get-quadrant-brands';
import { QuadrantChart } from '../components/quadrant-chart';
import { QuadrantLists } from '../components/quadrant-lists';

function ChartSkeleton() {
  return (
    <div role="status" className="grid gap-8 lg:grid-cols-[500px_minmax(0,1fr)]">
      <span className="sr-only">Loading brands…</span>
      <Skeleton className="mx-auto aspect-square w-full max-w-[500px] rounded-xl" />
      <div aria-hidden="true" className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {QUADRANTS.map((q) => (
          <Skeleton key={q} className="h-56 rounded-xl" />
        ))}
      </div>
    </div>
  );
}

/** /quadrants, 'Brand Magic Quadrants' (spec 000 §2, §9); the choices live in the URL. */
export function QuadrantsRoute() {
  useDocumentTitle(PAGE_TITLES.quadrants);
  const [params, changeParams] = useSearchState();
  const type = analysisTypeOf(params.get('type')) ?? analysisTypeOf(DEFAULT_ANALYSIS_TYPE)!;
  const filter = params.get('filter')?.trim() || DEFAULT_QUADRANT_FILTER;
  const facets = useFacets();
  const query = useQuadrantBrands(filter);

  const points = useMemo(() => plotBrands(query.data?.items ?? [], type), [query.data, type]);
  const summaries = useMemo(() => summarizeQuadrants(points), [points]);
  const counts = Object.fromEntries(summaries.map((s) => [s.quadrant, s.count])) as Record<Quadrant, number>;

  const choose = (key: 'type' | 'filter', value: string, fallback: string) =>
    changeParams((current) => withParams(current, { [key]: value === fallback ? null : value }));

  const shown = query.data?.items.length ?? 0;
  const total = query.data?.total ?? 0;

  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Brand Magic Quadrants"
        description="Compare brands on price, market share, growth stage, heritage and archetype, plotted in four quadrants. Scores run from 0 to 100; 50 splits high from low."
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:max-w-3xl">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="analysis-type" className="text-xs font-medium text-muted-foreground">
            Analysis Type
          </label>
          <NativeSelect
            id="analysis-type"
            aria-describedby="analysis-type-explanation"
            value={type.id}
            onChange={(event) => choose('type', event.target.value, DEFAULT_ANALYSIS_TYPE)}
          >
            {ANALYSIS_TYPES.map((t) => (
              <option key={t.id} value={t.id}>
                {t.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="filter-brands" className="text-xs font-medium text-muted-foreground">
            Filter Brands
          </label>
          <NativeSelect
            id="filter-brands"
            value={filter}
            onChange={(event) => choose('filter', event.target.value, DEFAULT_QUADRANT_FILTER)}
          >
            <option value="luxury">Luxury and premium brands</option>
            <option value="all">All brands with a pricing position</option>
            {facets.data?.industries.length ? (
              <optgroup label="By industry">
                {facets.data.industries.map((industry) => (
                  <option key={industry} value={`industry:${industry}`}>
                    {industry}
                  </option>
                ))}
              </optgroup>
            ) : null}
            {facets.data?.archetypes.length ? (
              <optgroup label="By archetype">
                {facets.data.archetypes.map((archetype) => (
                  <option key={archetype} value={`archetype:${archetype}`}>
                    {archetypeBadgeOf(archetype)?.name ?? archetype}
                  </option>
                ))}
              </optgroup>
            ) : null}
            {!['luxury', 'all'].includes(filter) && !facets.data ? (
              <option value={filter}>{filter}</option>
            ) : null}
          </NativeSelect>
        </div>
      </div>
      <p id="analysis-type-explanation" className="-mt-4 max-w-3xl text-sm text-muted-foreground">
        <span className="font-medium text-foreground">How the scores are computed: </span>
        {explainAnalysisType(type)}
      </p>

      {query.isPending ? (
        <ChartSkeleton />
      ) : query.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border p-8">
          <p className="font-medium">The brands could not be loaded.</p>
          <p className="text-sm text-muted-foreground">Check your connection and try again.</p>
          <Button variant="outline" onClick={() => query.refetch()}>
            Try again
          </Button>
        </div>
      ) : shown === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-16 text-center">
          <p className="text-lg font-medium">No brands to plot.</p>
          <p className="max-w-md text-sm text-muted-foreground">
            No brand with a pricing position matches this filter. Choose another in Filter Brands.
          </p>
        </div>
      ) : (
        <section aria-labelledby="chart-heading" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2 border-b pb-3">
            <h2 id="chart-heading" className="text-xl font-semibold tracking-tight">
              {type.label}
            </h2>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {shown < total
                ? `The ${shown} most visited of ${total} brands`
                : `${total} ${total === 1 ? 'brand' : 'brands'}`}
            </p>
          </div>
          <div
            className="grid items-start gap-8 lg:grid-cols-[500px_minmax(0,1fr)]"
            aria-busy={query.isFetching}
          >
            <QuadrantChart points={points} type={type} counts={counts} />
            <QuadrantLists summaries={summaries} type={type} />
          </div>
        </section>
      )}
    </div>
  );
}
