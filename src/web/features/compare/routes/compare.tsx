import { Link, useNavigate, useSearchParams } from 'react-router';
import { comparePath, MAX_COMPARED_BRANDS, MIN_COMPARED_BRANDS, parseBrandList } from '@/domain/comparison';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { ApiError } from '@/web/lib/api-client';
import { comparison as tray, useComparison } from '@/web/lib/comparison-store';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useComparisonQuery } from '../api/get-comparison';
import { BrandPicker } from '../components/brand-picker';
import { ComparisonExports } from '../components/comparison-exports';
import { ComparisonTable } from '../components/comparison-table';
import { PrimaryPairs } from '../components/primary-pairs';

/** The slugs of the URL as they stand, however many (the page explains what it needs). */
function slugsOf(value: string | null): string[] {
  return [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

function CompareSkeleton({ columns }: { columns: number }) {
  return (
    <div role="status" className="overflow-hidden rounded-xl border p-4">
      <span className="sr-only">Loading the comparison…</span>
      <div
        aria-hidden="true"
        className="grid gap-6"
        style={{ gridTemplateColumns: `8rem repeat(${columns}, minmax(14rem, 1fr))` }}
      >
        {Array.from({ length: (columns + 1) * 3 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} className={i % (columns + 1) === 0 ? 'h-5 w-20' : 'h-24'} />
        ))}
      </div>
    </div>
  );
}

/** /compare?brands=a,b,c: 2 to 4 brands side by side; the address is the comparison, ready to share. */
export function CompareRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const slugs = slugsOf(params.get('brands'));
  const list = parseBrandList(params.get('brands'));
  const query = useComparisonQuery(list.ok ? list.slugs : null);
  const waiting = useComparison();
  const data = query.data;
  useDocumentTitle(
    data && list.ok ? `Compare ${data.brands.map((b) => b.name).join(', ')}` : 'Compare Brands',
  );

  // The address keeps its commas as they are, so a shared link reads as the brands it holds.
  const setSlugs = (next: string[]) => {
    const kept = next.slice(0, MAX_COMPARED_BRANDS);
    navigate(kept.length > 0 ? comparePath(kept) : '/compare', { replace: true, preventScrollReset: true });
  };
  const fromTray = waiting.map((e) => e.slug);

  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Compare Brands"
        description="Two to four brands side by side: their colours with contrast and accessible variants, archetype, pricing, positioning and facts. The address holds the comparison: share it as it is."
      />
      <BrandPicker
        chosen={slugs}
        disabled={slugs.length >= MAX_COMPARED_BRANDS}
        onPick={(slug) => setSlugs([...slugs, slug])}
      />

      {!list.ok ? (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed p-6">
          <p className="text-lg font-medium">
            {slugs.length < MIN_COMPARED_BRANDS
              ? `Choose ${MIN_COMPARED_BRANDS - slugs.length === 2 ? 'two brands' : 'one more brand'} to compare.`
              : 'That is more than this page compares.'}
          </p>
          <p className="max-w-xl text-sm text-muted-foreground">
            {slugs.length < MIN_COMPARED_BRANDS
              ? "Add them above, or use 'Add to comparison' on any brand card or brand page."
              : list.reason}
          </p>
          {slugs.length > MAX_COMPARED_BRANDS ? (
            <Button variant="outline" onClick={() => setSlugs(slugs)}>
              Keep the first {MAX_COMPARED_BRANDS}
            </Button>
          ) : null}
          {fromTray.length >= MIN_COMPARED_BRANDS && fromTray.join(',') !== slugs.join(',') ? (
            <Button onClick={() => setSlugs(fromTray)}>
              Compare {waiting.map((e) => e.name).join(', ')}
            </Button>
          ) : null}
          {slugs.length === 0 ? (
            <p className="text-sm">
              Or start from{' '}
              <Link to="/brands" className="underline underline-offset-4">
                Browse Brands
              </Link>
              .
            </p>
          ) : null}
        </div>
      ) : query.isPending ? (
        <CompareSkeleton columns={list.slugs.length} />
      ) : query.isError || !data ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border p-8">
          <p className="font-medium">The comparison could not be loaded.</p>
          <p className="text-sm text-muted-foreground">
            {query.error instanceof ApiError && query.error.isClientError
              ? query.error.message
              : 'Check your connection and try again.'}
          </p>
          <Button variant="outline" onClick={() => query.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <ComparisonTable
            brands={data.brands}
            onRemove={(slug) => {
              tray.remove(slug);
              setSlugs(slugs.filter((s) => s !== slug));
            }}
          />
          <PrimaryPairs comparison={data} />
          <ComparisonExports slugs={list.slugs} />
        </>
      )}
    </div>
  );
}
