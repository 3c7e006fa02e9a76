import { CalendarDaysIcon, SparklesIcon } from 'lucide-react';
import { type ReactNode, useId, useRef } from 'react';
import { Link } from 'react-router';
import type { Brand } from '@/domain/brand';
import { AddToComparisonButton } from '@/web/components/add-to-comparison-button';
import { ArchetypeBadge } from '@/web/components/archetype-badge';
import { BrandName, displayUrl, mainColors } from '@/web/components/brand-card';
import { BrandLogo } from '@/web/components/brand-logo';
import { SkeletonIdentity, SkeletonPills } from '@/web/components/skeleton-blocks';
import { SwatchLinks } from '@/web/components/swatch-links';
import { Badge } from '@/web/components/ui/badge';
import { Skeleton } from '@/web/components/ui/skeleton';
import { isHexColor } from '@/web/lib/color';

function FeaturedSwatches({ brand }: { brand: Brand }) {
  const colors = mainColors(brand).filter((c) => isHexColor(c.hex));
  if (colors.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-3">
      {colors.map(({ role, hex }) => (
        <li key={role} className="flex items-center gap-2">
          <span
            aria-hidden="true"
            data-swatch-hex={hex?.toUpperCase()}
            data-swatch-label={`${role} color`}
            className="size-10 rounded-lg ring-1 ring-black/10 ring-inset dark:ring-white/20"
            style={{ backgroundColor: hex ?? undefined }}
          />
          <span className="flex flex-col leading-tight">
            <span className="text-xs text-muted-foreground">{role}</span>
            <span className="font-mono text-xs uppercase">{hex}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

const ROTATION_PANEL_CLASS =
  'flex flex-col gap-4 border-t bg-muted/40 p-6 text-sm md:border-t-0 md:border-l sm:p-8';

/** The label's row is the one the compare and favourite buttons sit beside: it keeps their room. */
function FeaturedLabel({ id }: { id?: string }) {
  return (
    <p id={id} className="flex items-center gap-2 pr-20 text-sm font-medium text-muted-foreground">
      <SparklesIcon aria-hidden="true" className="size-4" />
      Today's Featured Brand
    </p>
  );
}

/** The side panel on the daily rotation, with the founding year (spec 000 §2). */
function RotationPanel({ founded }: { founded: ReactNode }) {
  return (
    <>
      <h3 className="font-medium">A new brand every day</h3>
      <p className="text-muted-foreground">
        Each day one brand from the catalogue is featured here. The choice turns over at midnight New York
        time, so everyone sees the same brand all day.
      </p>
      <div className="mt-auto flex items-center gap-3 rounded-lg border bg-background p-3">
        <CalendarDaysIcon aria-hidden="true" className="size-5 text-muted-foreground" />
        <div className="flex flex-col leading-tight">
          <span className="text-xs text-muted-foreground">Founded</span>
          <span className="font-medium">{founded}</span>
        </div>
      </div>
    </>
  );
}

/**
 * The featured variant of the brand card (spec 000 §2): larger, labelled "Today's Featured Brand",
 * with a side panel on the daily rotation and the founding year. The whole card opens the brand.
 */
export function FeaturedBrandCard({ brand, action }: { brand: Brand; action?: ReactNode }) {
  const nameId = useId();
  const labelId = useId();
  const wrapper = useRef<HTMLElement>(null);
  return (
    <section ref={wrapper} aria-labelledby={labelId} className="relative">
      <Link
        to={`/brands/${brand.slug}`}
        aria-labelledby={`${labelId} ${nameId}`}
        className="group grid grid-cols-[minmax(0,1fr)] overflow-hidden rounded-2xl border bg-card text-card-foreground transition-[border-color,box-shadow] hover:border-zinc-300 hover:shadow-sm md:grid-cols-[minmax(0,1fr)_18rem] dark:hover:border-zinc-700"
      >
        <div className="flex flex-col gap-5 p-6 sm:p-8">
          <FeaturedLabel id={labelId} />
          <div className="flex items-start gap-4">
            <BrandLogo
              name={brand.name}
              logoUrl={brand.logo_url}
              color={brand.primary_color}
              kit={brand.logo_kit}
              className="size-16 rounded-xl p-2 text-2xl"
            />
            <div className="min-w-0 flex-1">
              <BrandName brand={brand} id={nameId} as="h2" className="text-2xl tracking-tight" />
              {brand.tagline ? <p className="text-muted-foreground">{brand.tagline}</p> : null}
            </div>
          </div>
          {brand.description ? (
            <p className="line-clamp-3 max-w-2xl leading-relaxed text-muted-foreground">
              {brand.description}
            </p>
          ) : null}
          <FeaturedSwatches brand={brand} />
          <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2">
            <div className="flex flex-wrap gap-1.5">
              {brand.industry ? <Badge variant="secondary">{brand.industry}</Badge> : null}
              {brand.archetype ? <ArchetypeBadge archetype={brand.archetype} /> : null}
            </div>
            {brand.url ? (
              <span className="block max-w-[200px] truncate text-xs text-muted-foreground">
                {displayUrl(brand.url)}
              </span>
            ) : null}
          </div>
        </div>
        <aside className={ROTATION_PANEL_CLASS}>
          <RotationPanel founded={brand.year_founded ?? 'Not known'} />
        </aside>
      </Link>
      <SwatchLinks container={wrapper} />
      {/* In the order they are seen, left to right, so Tab follows the eye. */}
      <AddToComparisonButton
        brand={brand}
        compact
        className="absolute top-6 right-16 md:right-[calc(18rem+4rem)]"
      />
      {action ? <div className="absolute top-6 right-6 md:right-[calc(18rem+1.5rem)]">{action}</div> : null}
    </section>
  );
}

/**
 * The large block of the list's loading state, shaped like the featured card at every width: its
 * fixed words are already there, placeholders stand for the brand's, so nothing moves when the
 * brand arrives.
 */
export function FeaturedBrandCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-slot="featured-brand-skeleton"
      className="grid grid-cols-[minmax(0,1fr)] overflow-hidden rounded-2xl border bg-card md:grid-cols-[minmax(0,1fr)_18rem]"
    >
      <div className="flex flex-col gap-5 p-6 sm:p-8">
        <FeaturedLabel />
        <SkeletonIdentity
          lines={['h-7 w-48 max-w-full', 'h-5 w-64 max-w-full']}
          logoClassName="size-16 rounded-xl"
          className="gap-4"
        />
        {/* The description's lines (leading-relaxed): three on a phone, two on a wider screen. */}
        <div className="flex max-w-2xl flex-col">
          <Skeleton className="my-[5px] h-4 w-full" />
          <Skeleton className="my-[5px] h-4 w-full md:w-3/4" />
          <Skeleton className="my-[5px] h-4 w-3/4 md:hidden" />
        </div>
        <div className="flex flex-wrap gap-3">
          {['primary', 'secondary', 'accent'].map((role) => (
            <div key={role} className="flex items-center gap-2">
              <Skeleton className="size-10 rounded-lg" />
              <div className="flex flex-col gap-1.5">
                <Skeleton className="h-3 w-14" />
                <Skeleton className="h-3 w-16" />
              </div>
            </div>
          ))}
        </div>
        <SkeletonPills widths={['h-[22px] w-24', 'h-[22px] w-20']} className="mt-auto" />
      </div>
      <div className={ROTATION_PANEL_CLASS}>
        <RotationPanel founded={<Skeleton className="my-0.5 h-4 w-10" />} />
      </div>
    </div>
  );
}
