import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { hueName } from '@/domain/hue-names';
import { PAGE_TITLES } from '@/domain/pages';
import { useFacets } from '@/web/api/get-facets';
import { PageHeader } from '@/web/components/page-header';
import { SwatchNearLink } from '@/web/components/swatch-near-link';
import { Button } from '@/web/components/ui/button';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Skeleton } from '@/web/components/ui/skeleton';
import { nearColorPath } from '@/web/lib/near-color';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useColorLandscape } from '../api/get-color-landscape';
import { SharedColors, UnclaimedHues } from '../components/landscape-lists';
import { LandscapeMap } from '../components/landscape-map';

function LandscapeSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-6">
      <span className="sr-only">Loading the landscape…</span>
      <Skeleton className="aspect-[2/1] w-full rounded-xl" />
      <div aria-hidden="true" className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Skeleton className="h-16 rounded-xl" />
        <Skeleton className="h-16 rounded-xl" />
      </div>
    </div>
  );
}

/** /colors/landscape?industry=…: who owns which colour in an industry, and which hues are free. */
export function LandscapeRoute() {
  useDocumentTitle(PAGE_TITLES.landscape);
  const [params, setParams] = useSearchParams();
  const industry = params.get('industry')?.trim() || null;
  const facets = useFacets();
  const query = useColorLandscape(industry);
  const [activeId, setActiveId] = useState<string | null>(null);
  const landscape = query.data;
  const active = landscape?.points.find((p) => p.brand.id === activeId) ?? null;

  const choose = (value: string) => {
    setActiveId(null);
    setParams(value ? { industry: value } : {}, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Color Landscape"
        description="An industry's brands placed by the hue and lightness of their primary colour: see which colours are crowded, and which hues no brand owns yet."
      />
      <div className="flex max-w-sm flex-col gap-1.5">
        <label htmlFor="landscape-industry" className="text-xs font-medium text-muted-foreground">
          Industry
        </label>
        <NativeSelect
          id="landscape-industry"
          value={industry ?? ''}
          onChange={(event) => choose(event.target.value)}
        >
          <option value="">Choose an industry</option>
          {industry && !facets.data?.industries.includes(industry) ? (
            <option value={industry}>{industry}</option>
          ) : null}
          {facets.data?.industries.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </NativeSelect>
      </div>

      {industry === null ? (
        <section
          aria-labelledby="pick-heading"
          className="flex flex-col gap-4 rounded-xl border border-dashed p-6"
        >
          <h2 id="pick-heading" className="text-lg font-medium">
            Choose an industry to see its colours
          </h2>
          {facets.isPending ? (
            <Skeleton className="h-8 w-2/3" />
          ) : (
            <ul className="flex flex-wrap gap-2">
              {facets.data?.industries.map((name) => (
                <li key={name}>
                  <Button variant="outline" size="sm" onClick={() => choose(name)}>
                    {name}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : query.isPending ? (
        <LandscapeSkeleton />
      ) : query.isError || !landscape ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border p-8">
          <p className="font-medium">The landscape could not be loaded.</p>
          <p className="text-sm text-muted-foreground">Check your connection and try again.</p>
          <Button variant="outline" onClick={() => query.refetch()}>
            Try again
          </Button>
        </div>
      ) : landscape.points.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-16 text-center">
          <p className="text-lg font-medium">No {landscape.industry} brand has a primary colour yet.</p>
          <p className="max-w-md text-sm text-muted-foreground">
            Every hue is free here. Choose another industry, or add brands on Browse Brands.
          </p>
        </div>
      ) : (
        <>
          <section aria-labelledby="map-heading" className="flex flex-col gap-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2 border-b pb-3">
              <h2 id="map-heading" className="text-xl font-semibold tracking-tight">
                {landscape.industry}
              </h2>
              <p className="text-sm text-muted-foreground">
                {landscape.points.length < landscape.total
                  ? `The ${landscape.points.length} most visited of ${landscape.total} brands`
                  : `${landscape.total} ${landscape.total === 1 ? 'brand' : 'brands'}`}
                {' · shaded bands are unclaimed hues, dashed rings shared colours'}
              </p>
            </div>
            <LandscapeMap landscape={landscape} activeId={activeId} onActiveChange={setActiveId} />
            <div aria-live="polite" className="min-h-14 rounded-xl border bg-card p-3 text-sm">
              {active ? (
                <div className="flex flex-wrap items-center gap-3">
                  <SwatchNearLink
                    hex={active.hex}
                    label={`${active.brand.name} primary color`}
                    className="size-8 rounded-md"
                  />
                  <span className="font-medium">{active.brand.name}</span>
                  <span className="font-mono">{active.hex}</span>
                  <span className="text-muted-foreground">
                    {active.hue === null ? 'neutral' : `${hueName(active.hue)}, ${Math.round(active.hue)}°`} ·
                    lightness {Math.round(active.lightness * 100)}%
                  </span>
                  <span className="ml-auto flex gap-3">
                    <Link to={`/brands/${active.brand.slug}`} className="underline-offset-4 hover:underline">
                      Open {active.brand.name}
                    </Link>
                    <Link to={nearColorPath(active.hex)} className="underline-offset-4 hover:underline">
                      Brands near this colour
                    </Link>
                  </span>
                </div>
              ) : (
                <p className="text-muted-foreground">
                  Move through the map with Tab and the arrow keys, or point at a brand, to see it here.
                </p>
              )}
            </div>
          </section>
          <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
            <UnclaimedHues landscape={landscape} />
            <SharedColors landscape={landscape} />
          </div>
        </>
      )}
    </div>
  );
}
