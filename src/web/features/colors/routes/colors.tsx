import type { NearestRole } from '@/domain/color-intel';
import { FRIENDLY_COLOR_NAMES } from '@/domain/colors';
import { parseHexInput } from '@/domain/hex-input';
import { PAGE_TITLES } from '@/domain/pages';
import { withParams } from '@/domain/query-params';
import { BrandCardSkeletons } from '@/web/components/brand-card-skeleton';
import { BrandGrid } from '@/web/components/brand-grid';
import { PageHeader } from '@/web/components/page-header';
import { SwatchNearLink } from '@/web/components/swatch-near-link';
import { Button } from '@/web/components/ui/button';
import { SegmentedControl } from '@/web/components/ui/segmented-control';
import { ApiError } from '@/web/lib/api-client';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useSearchState } from '@/web/lib/use-search-state';
import { useNearestBrands } from '../api/get-nearest-brands';
import { ColorSearchForm } from '../components/color-search-form';
import { NearestResultCard } from '../components/nearest-result-card';

const ROLE_OPTIONS: readonly { value: NearestRole; label: string }[] = [
  { value: 'main', label: 'Main colors' },
  { value: 'primary', label: 'Primary only' },
  { value: 'any', label: 'Whole palette' },
];
const PAGE = 24;
const MORE = 96;
/** Colours to start from: famous brand colours of the friendly-name table (spec 001 §9). */
const STARTERS = Object.entries(FRIENDLY_COLOR_NAMES).filter(
  ([hex]) => !['#000000', '#FFFFFF', '#FF0000', '#0000FF'].includes(hex),
);

const roleOf = (value: string | null): NearestRole =>
  value === 'primary' || value === 'any' ? value : 'main';

/** /colors: brands near a colour, by CIEDE2000; the colour, the roles compared and the count live in the URL. */
export function ColorsRoute() {
  useDocumentTitle(PAGE_TITLES.colors);
  const [params, changeParams] = useSearchState();
  const raw = params.get('hex');
  const parsed = raw === null ? null : parseHexInput(raw);
  const hex = parsed?.ok ? parsed.hex : null;
  const role = roleOf(params.get('role'));
  const limit = params.get('limit') === String(MORE) ? MORE : PAGE;
  const query = useNearestBrands(hex, role, limit);

  const update = (changes: Record<string, string | null>) =>
    changeParams((current) => withParams(current, changes));

  const items = query.data?.items ?? [];
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Brands by Color"
        description="Pick a colour or type its hex value: the brands whose colours come closest are listed first, measured by CIEDE2000, the difference a person sees. Every swatch on the site leads here too."
      />
      <ColorSearchForm hex={hex} onSearch={(next) => update({ hex: next.slice(1), limit: null })} />

      {raw !== null && parsed && !parsed.ok ? (
        <p role="alert" className="rounded-xl border border-destructive/40 p-4 text-sm">
          {parsed.reason}
        </p>
      ) : null}

      {hex === null ? (
        <section
          aria-labelledby="starters-heading"
          className="flex flex-col gap-4 rounded-xl border border-dashed p-6"
        >
          <h2 id="starters-heading" className="text-lg font-medium">
            Start from a famous colour
          </h2>
          <p className="text-sm text-muted-foreground">
            Or choose any colour above. Each of these opens the brands nearest to it.
          </p>
          <ul className="flex flex-wrap gap-3">
            {STARTERS.map(([starter, name]) => (
              <li key={starter} className="flex items-center gap-2">
                <SwatchNearLink hex={starter} label={name} className="size-8 rounded-full" />
                <span className="text-sm">
                  {name} <span className="font-mono text-xs text-muted-foreground">{starter}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <section aria-labelledby="results-heading" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3 border-b pb-3">
            <h2 id="results-heading" className="flex items-center gap-2 text-xl font-semibold tracking-tight">
              <span
                aria-hidden="true"
                className="inline-block size-6 rounded-full ring-1 ring-black/10 ring-inset dark:ring-white/20"
                style={{ backgroundColor: hex }}
              />
              Brands near <span className="font-mono">{hex}</span>
            </h2>
            <SegmentedControl
              legend="Compare with"
              options={ROLE_OPTIONS}
              value={role}
              onChange={(value) => update({ role: value === 'main' ? null : value })}
            />
          </div>
          {query.isPending ? (
            <div role="status" aria-live="polite">
              <span className="sr-only">Finding brands…</span>
              <BrandGrid>
                <BrandCardSkeletons count={8} />
              </BrandGrid>
            </div>
          ) : query.isError ? (
            <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border p-8">
              <p className="font-medium">The brands could not be found.</p>
              <p className="text-sm text-muted-foreground">
                {query.error instanceof ApiError && query.error.isClientError
                  ? query.error.message
                  : 'Check your connection and try again.'}
              </p>
              <Button variant="outline" onClick={() => query.refetch()}>
                Try again
              </Button>
            </div>
          ) : items.length === 0 ? (
            <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-16 text-center">
              <p className="text-lg font-medium">No brand has colours yet.</p>
              <p className="max-w-md text-sm text-muted-foreground">
                Brands get their colours when they are added and analysed. Add a brand on Browse Brands.
              </p>
            </div>
          ) : (
            <>
              <p className="text-sm text-muted-foreground" aria-live="polite">
                The {items.length} closest {items.length === 1 ? 'brand' : 'brands'}, nearest first.
              </p>
              <ul
                aria-label={`Brands near ${hex}`}
                className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
              >
                {items.map((item) => (
                  <li key={item.brand.id}>
                    <NearestResultCard item={item} query={hex} />
                  </li>
                ))}
              </ul>
              {limit === PAGE && items.length === PAGE ? (
                <Button
                  variant="outline"
                  className="self-center"
                  onClick={() => update({ limit: String(MORE) })}
                >
                  Show {MORE} brands
                </Button>
              ) : null}
            </>
          )}
        </section>
      )}
    </div>
  );
}
