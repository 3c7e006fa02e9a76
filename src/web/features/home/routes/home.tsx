import { ArrowRightIcon, QuoteIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { archetypeBadgeOf } from '@/domain/archetype-badges';
import { LOGO_STRIP_SIZE } from '@/domain/arrival-requests';
import { useBrandCount, useLogoBrands } from '@/web/api/get-brands';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { BrandList } from '@/web/features/brands/components/brand-list';
import { FavoriteButton } from '@/web/features/favorites/components/favorite-button';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { HomeSearch } from '../components/home-search';
import { LogoStrip } from '../components/logo-strip';
import { PaletteStack } from '../components/palette-stack';
import { AUDIENCE, FEATURES, type MarketingItem, STEPS, USE_CASES } from '../content/marketing';

function BrandCount() {
  const { data: total, isPending, isError } = useBrandCount();
  if (isPending) {
    return (
      <span role="status" className="inline-flex h-7 items-center">
        <Skeleton className="h-5 w-56" />
        <span className="sr-only">Counting brands…</span>
      </span>
    );
  }
  if (isError) return <p className="text-lg text-muted-foreground">Discover brands for free</p>;
  return (
    <p className="text-lg text-muted-foreground">
      Discover {total} {total === 1 ? 'brand' : 'brands'} for free
    </p>
  );
}

/** The brands the home page lists when it carries ?search=, ?industry= or ?archetype= (spec 001 §2). */
function useHomeFilters() {
  const [params] = useSearchParams();
  const read = (key: string) => params.get(key)?.trim() || undefined;
  const filters = { search: read('search'), industry: read('industry'), archetype: read('archetype') };
  const parts = [
    filters.search ? `“${filters.search}”` : null,
    filters.industry ?? null,
    filters.archetype ? (archetypeBadgeOf(filters.archetype)?.name ?? filters.archetype) : null,
  ].filter(Boolean);
  return { filters, title: parts.length > 0 ? `Brands matching ${parts.join(' · ')}` : null };
}

function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
}: {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
}) {
  return (
    <div className="flex max-w-2xl flex-col gap-2">
      <p className="text-sm font-medium text-muted-foreground">{eyebrow}</p>
      <h2 id={id} className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">
        {title}
      </h2>
      {lead ? <p className="text-pretty text-muted-foreground">{lead}</p> : null}
    </div>
  );
}

function ItemGrid({ items, numbered = false }: { items: readonly MarketingItem[]; numbered?: boolean }) {
  return (
    <ol className="grid grid-cols-1 gap-4 md:grid-cols-3">
      {items.map(({ icon: Icon, title, text }, index) => (
        <li key={title} className="flex flex-col gap-3 rounded-xl border bg-card p-6">
          <div className="flex items-center gap-3">
            <span className="flex size-9 items-center justify-center rounded-lg bg-muted">
              <Icon aria-hidden="true" className="size-4.5" />
            </span>
            {numbered ? <span className="font-mono text-xs text-muted-foreground">0{index + 1}</span> : null}
          </div>
          <h3 className="font-semibold">{title}</h3>
          <p className="text-sm leading-relaxed text-muted-foreground">{text}</p>
        </li>
      ))}
    </ol>
  );
}

/** The home page (spec 000 §2): hero with the live count and search, then the static marketing sections. */
export function HomeRoute() {
  useDocumentTitle();
  const logos = useLogoBrands(LOGO_STRIP_SIZE);
  const home = useHomeFilters();

  return (
    <div className="flex flex-col gap-24 pb-8">
      <section
        aria-labelledby="hero-heading"
        className="grid items-center gap-12 pt-2 sm:pt-8 lg:grid-cols-[minmax(0,1fr)_26rem] lg:pt-10"
      >
        <div className="flex flex-col items-start gap-8">
          <span className="rounded-full border px-3 py-1 text-xs font-medium text-muted-foreground">
            Brand intelligence for consultants, marketing teams and design agencies
          </span>
          <div className="flex max-w-3xl flex-col gap-4">
            <h1
              id="hero-heading"
              className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl"
            >
              Every brand's colors, archetype and positioning, in one atlas.
            </h1>
            <BrandCount />
          </div>
          <HomeSearch key={home.filters.search ?? ''} initialText={home.filters.search ?? ''} />
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to="/brands">
                Explore the catalogue
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to="/archetypes">Meet the archetypes</Link>
            </Button>
            <Button asChild variant="ghost" size="lg">
              <Link to="/quadrants">See the quadrants</Link>
            </Button>
          </div>
        </div>
        <PaletteStack brands={logos.data} isPending={logos.isPending} />
      </section>

      {home.title ? (
        <section aria-labelledby="matches-heading" className="flex scroll-mt-24 flex-col gap-6">
          <div className="flex flex-wrap items-baseline justify-between gap-3 border-b pb-3">
            <h2 id="matches-heading" className="text-2xl font-semibold tracking-tight">
              {home.title}
            </h2>
            <Link to="/" className="text-sm text-muted-foreground underline-offset-4 hover:underline">
              Clear
            </Link>
          </div>
          <BrandList
            filters={home.filters}
            sort="alpha"
            skeletons={8}
            emptyMessage="No brands found."
            emptyHint="Try another name, or browse the whole catalogue."
            renderAction={(brand) => <FavoriteButton brandId={brand.id} brandName={brand.name} />}
          />
        </section>
      ) : null}

      <section aria-labelledby="logos-heading" className="flex flex-col gap-6">
        <h2 id="logos-heading" className="text-sm font-medium text-muted-foreground">
          Some of the brands in the atlas
        </h2>
        <LogoStrip brands={logos.data} isPending={logos.isPending} />
      </section>

      <section aria-labelledby="audience-heading" className="flex flex-col gap-8">
        <SectionHeading
          id="audience-heading"
          eyebrow="Who it is for"
          title="For the people who shape how brands look and speak"
        />
        <ItemGrid items={AUDIENCE} />
      </section>

      <section aria-labelledby="how-heading" className="flex flex-col gap-8">
        <SectionHeading id="how-heading" eyebrow="How it works" title="From a name to a full brand profile" />
        <ItemGrid items={STEPS} numbered />
      </section>

      <section aria-labelledby="features-heading" className="flex flex-col gap-8">
        <SectionHeading
          id="features-heading"
          eyebrow="Features"
          title="Everything a brand shows the world, side by side"
          lead="Free to browse. Brand Explorer Pro adds favourites you can come back to."
        />
        <ul className="grid grid-cols-1 gap-x-8 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
              <div className="flex flex-col gap-1">
                <h3 className="font-semibold">{title}</h3>
                <p className="text-sm leading-relaxed text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="uses-heading" className="flex flex-col gap-8">
        <SectionHeading
          id="uses-heading"
          eyebrow="In practice"
          title="How teams put it to work"
          lead="Illustrative scenarios of typical use, not quotes from named customers."
        />
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
          {USE_CASES.map(({ quote, role }) => (
            <li key={role}>
              <figure className="flex h-full flex-col gap-4 rounded-xl border bg-card p-6">
                <QuoteIcon aria-hidden="true" className="size-5 text-muted-foreground" />
                <blockquote className="flex-1 leading-relaxed text-pretty">{quote}</blockquote>
                <figcaption className="text-sm text-muted-foreground">{role}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="start-heading"
        className="flex flex-col items-start gap-6 rounded-2xl border bg-muted/40 p-8 sm:p-12"
      >
        <h2
          id="start-heading"
          className="max-w-2xl text-2xl font-semibold tracking-tight text-balance sm:text-3xl"
        >
          Start with a brand you know, and follow where it leads.
        </h2>
        <div className="flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link to="/brands">Browse brands</Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link to="/pricing">See pricing</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
