import { ArrowLeftIcon, TriangleAlertIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useMatches, useParams } from 'react-router';
import { brandColorEntries } from '@/domain/brand-color-entries';
import type { CompetitorColor } from '@/domain/color-intel';
import { logoKitOf } from '@/domain/logo-kit';
import {
  brandPageTitle,
  DEFAULT_META_DESCRIPTION,
  metaDescription,
  SITE_META_DESCRIPTION,
  SITE_NAME,
} from '@/domain/text';
import { typefacesOf } from '@/domain/typography';
import { AddToComparisonButton } from '@/web/components/add-to-comparison-button';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { BrandAdminActions, BrandAdminTools, BrandEditor } from '@/web/features/admin/components/brand';
import { SuggestCorrection } from '@/web/features/corrections/components/suggest-correction';
import { BrandHistory } from '@/web/features/history/components/brand-history';
import { readPositioning } from '@/web/lib/positioning';
import { useBrand } from '../api/get-brand';
import { useBrandColorReport } from '../api/get-brand-color-report';
import { useBrandLogos } from '../api/get-brand-logos';
import { useBrandRelated } from '../api/get-brand-related';
import { useRecordVisit } from '../api/record-visit';
import { useBrandLive } from '../api/use-brand-live';
import { AboutSection, readAbout } from '../components/about-section';
import { AnalysisStatus } from '../components/analysis-status';
import { BrandColors, namedColors } from '../components/brand-colors';
import { BrandDetailSkeleton } from '../components/brand-detail-skeleton';
import { BrandFonts, readFonts } from '../components/brand-fonts';
import { BrandHeader } from '../components/brand-header';
import { BrandLogos } from '../components/brand-logos';
import { BrandTypography } from '../components/brand-typography';
import { FactsCards } from '../components/facts-cards';
import { LinkedDescription } from '../components/linked-description';
import { LogoKit } from '../components/logo-kit';
import { NewsSection, readNews } from '../components/news-section';
import { PaletteExport } from '../components/palette-export';
import { PeopleSection, readPeople } from '../components/people-section';
import { PositioningSection } from '../components/positioning-section';
import { Section } from '../components/section';
import { isUnverified, UnverifiedMark } from '../components/unverified-mark';

function BrandNotFound() {
  useDocumentMeta('Brand not found | Brand Atlas', DEFAULT_META_DESCRIPTION);
  return (
    <div className="flex flex-col items-start gap-4 py-12">
      <h1 className="text-3xl font-semibold tracking-tight">Brand not found</h1>
      <p className="text-muted-foreground">There is no brand at this address, or it could not be loaded.</p>
      <Button asChild variant="outline">
        <Link to="/brands">Back to Brands</Link>
      </Button>
    </div>
  );
}

/**
 * Sets the title and meta description while the page is shown and restores both on leaving (spec
 * 001 §2). When the brand page was the landing page, the server wrote the brand's own title and
 * description into the HTML: leaving then restores the site's, not those.
 */
function useDocumentMeta(title: string, description: string) {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const previousTitle = document.title;
    const previousDescription = meta?.content ?? null;
    document.title = title;
    if (meta) meta.content = description;
    return () => {
      const wasLanding = previousTitle === title || previousDescription === description;
      document.title = wasLanding ? SITE_NAME : previousTitle;
      if (meta)
        meta.content =
          wasLanding || previousDescription === null ? SITE_META_DESCRIPTION : previousDescription;
    };
  }, [title, description]);
}

/** One brand's page, for /brands/:slug and the shortcut paths alike (spec 001 §2). */
export function BrandDetailPage({ slug }: { slug: string }) {
  const { data: brand, isPending, isError } = useBrand(slug);
  const related = useBrandRelated(slug);
  const logos = useBrandLogos(slug);
  const colorReport = useBrandColorReport(slug, brand?.updated_at);
  useRecordVisit(slug, Boolean(brand));
  useBrandLive(slug);
  // Another brand opened in this page goes to the top. The page's own opening does not: the router
  // places a navigation, and a visitor may have scrolled the server-rendered screen already.
  const opened = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs whenever another brand opens
  useEffect(() => {
    if (opened.current) window.scrollTo({ top: 0 });
    opened.current = true;
  }, [slug]);
  useDocumentMeta(
    brand ? brandPageTitle(brand.name) : 'Brand Atlas',
    brand ? metaDescription(brand.description, DEFAULT_META_DESCRIPTION) : DEFAULT_META_DESCRIPTION,
  );

  if (isPending) return <BrandDetailSkeleton />;
  if (isError || !brand) return <BrandNotFound />;

  const colors = namedColors(brand);
  const positioning = readPositioning(brand.competitive_positioning);
  const news = readNews(brand.recent_news);
  const people = readPeople(brand.key_people);
  const about = readAbout(brand.company_insights);
  const fonts = readFonts(brand.fonts);
  const typefaces = typefacesOf(brand.typography);
  const kit = logoKitOf(brand.logo_kit);
  const competitors = related.data?.competitors ?? brand.competitors.map((name) => ({ name, slug: null }));
  const covered = competitors.filter((c) => c.slug).length;

  return (
    // An installed brand font sets the page's headings and text, as the font dialog promises; hex
    // values keep their monospace face.
    <article
      className="flex flex-col gap-12"
      style={fonts[0] ? { fontFamily: `"${fonts[0].family}", var(--font-sans)` } : undefined}
    >
      <div className="flex flex-col gap-6">
        <Button asChild variant="ghost" size="sm" className="-ml-3 self-start text-muted-foreground">
          <Link to="/brands">
            <ArrowLeftIcon aria-hidden="true" />
            Back to Brands
          </Link>
        </Button>
        <BrandHeader
          brand={brand}
          actions={
            <>
              <div className="flex flex-wrap items-center gap-2">
                <AddToComparisonButton brand={brand} />
              </div>
              <BrandAdminActions brand={brand} />
            </>
          }
        />
      </div>

      <AnalysisStatus brand={brand} />

      <BrandEditor brand={brand} />

      {brand.brand_image_url ? (
        <div className="aspect-square w-full max-w-md overflow-hidden rounded-2xl border bg-muted">
          <img
            src={brand.brand_image_url}
            alt={`${brand.name} brand imagery`}
            className="size-full object-cover"
          />
        </div>
      ) : null}

      {brand.description ? (
        <Section id="description" title={`About ${brand.name}`}>
          {isUnverified(brand, 'description') ? (
            <p className="-mt-2 text-xs text-muted-foreground">
              Description
              <UnverifiedMark brand={brand} field="description" what="description" />
            </p>
          ) : null}
          <LinkedDescription text={brand.description} mentions={related.data?.mentions ?? []} />
        </Section>
      ) : null}

      {colors.length > 0 ? (
        <Section id="colors" title="Brand Colors">
          <BrandColors {...brand} details={colorReport.data?.colors} />
          <PaletteExport brand={brand} colors={colorReport.data?.colors ?? brandColorEntries(brand)} />
        </Section>
      ) : null}

      {fonts.length > 0 ? (
        <Section id="typography" title="Typography">
          <BrandFonts fonts={fonts} />
        </Section>
      ) : null}

      {typefaces.length > 0 ? (
        <Section id="typefaces" title="Typefaces">
          <BrandTypography faces={typefaces} installedFamilies={fonts.map((f) => f.family)} />
        </Section>
      ) : null}

      {kit.length > 0 ? (
        <Section id="logo-kit" title="Logo kit">
          <LogoKit slug={brand.slug} name={brand.name} kit={kit} />
        </Section>
      ) : null}

      {logos.data && logos.data.items.length > 0 ? (
        <Section id="logos" title="Logos">
          <BrandLogos slug={brand.slug} logos={logos.data.items} kit={kit} />
        </Section>
      ) : null}

      {brand.mission || brand.vision ? (
        <Section id="messaging" title="Messaging">
          <dl className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {brand.mission ? (
              <div className="rounded-xl border bg-card p-5">
                <dt className="text-xs font-medium text-muted-foreground">
                  Mission
                  <UnverifiedMark brand={brand} field="mission" what="mission" />
                </dt>
                <dd className="mt-1 text-pretty">{brand.mission}</dd>
              </div>
            ) : null}
            {brand.vision ? (
              <div className="rounded-xl border bg-card p-5">
                <dt className="text-xs font-medium text-muted-foreground">
                  Vision
                  <UnverifiedMark brand={brand} field="vision" what="vision" />
                </dt>
                <dd className="mt-1 text-pretty">{brand.vision}</dd>
              </div>
            ) : null}
          </dl>
        </Section>
      ) : null}

      {competitors.length > 0 ? (
        <Section id="competitors" title="Competitors">
          <p className="text-sm text-muted-foreground">
            {covered} of {competitors.length} competitors {covered === 1 ? 'is' : 'are'} in our database.
          </p>
          <ul className="flex flex-wrap gap-2">
            {competitors.map((c) => (
              <li key={c.name} className="flex items-center gap-2">
                {c.slug ? (
                  <Link
                    to={`/brands/${c.slug}`}
                    className="inline-flex rounded-full border px-3 py-1 text-sm font-medium hover:bg-secondary"
                  >
                    {c.name}
                  </Link>
                ) : (
                  <span className="inline-flex rounded-full border border-dashed px-3 py-1 text-sm text-muted-foreground">
                    {c.name}
                  </span>
                )}
                <CompetitorDistance entry={colorReport.data?.competitors.find((x) => x.name === c.name)} />
              </li>
            ))}
          </ul>
          {colorReport.data?.competitors.some((x) => x.too_close) ? (
            <p className="flex items-center gap-2 text-sm font-medium text-amber-700 dark:text-amber-400">
              <TriangleAlertIcon aria-hidden="true" className="size-4 shrink-0" />A competitor's primary
              colour is under ΔE {colorReport.data.warning_below} from {brand.name}'s: the two read as one
              colour.
            </p>
          ) : null}
          {brand.industry ? (
            <Link
              to={`/colors/landscape?${new URLSearchParams({ industry: brand.industry })}`}
              className="self-start text-sm underline-offset-4 hover:underline"
            >
              See who owns which colour in this industry
            </Link>
          ) : null}
        </Section>
      ) : null}

      <FactsSection brand={brand} />

      {positioning ? (
        <Section id="positioning" title="Competitive Positioning">
          <PositioningSection view={positioning} />
        </Section>
      ) : null}

      {brand.keywords.length > 0 ? (
        <Section id="keywords" title="Keywords">
          <ul className="flex flex-wrap gap-2">
            {brand.keywords.map((k) => (
              <li key={k}>
                <Badge variant="outline">{k}</Badge>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {news.length > 0 ? (
        <Section id="news" title="Recent News">
          <NewsSection items={news} />
        </Section>
      ) : null}

      {people.length > 0 ? (
        <Section id="people" title="Key People">
          <PeopleSection people={people} />
        </Section>
      ) : null}

      {about ? (
        <Section id="about" title="Company Insights">
          <AboutSection view={about} />
        </Section>
      ) : null}

      <Section id="history" title="History">
        <p className="text-sm text-muted-foreground">
          Every change to this brand's public facts is kept, with when it changed and where it came from.
        </p>
        <SuggestCorrection brand={brand} />
        <BrandHistory brand={brand} />
      </Section>

      <BrandAdminTools brand={brand} />
    </article>
  );
}

/** How far a competitor's primary colour lies from this brand's, flagged under the warning distance. */
function CompetitorDistance({ entry }: { entry: CompetitorColor | undefined }) {
  if (!entry || entry.distance === null || !entry.primary_color) return null;
  return (
    <span
      className={`inline-flex items-center gap-1 text-xs ${entry.too_close ? 'font-medium text-amber-700 dark:text-amber-400' : 'text-muted-foreground'}`}
    >
      <span
        aria-hidden="true"
        className="inline-block size-3 rounded-full ring-1 ring-black/10 dark:ring-white/20"
        style={{ backgroundColor: entry.primary_color }}
      />
      {entry.too_close ? <TriangleAlertIcon aria-hidden="true" className="size-3.5" /> : null}
      <span>
        ΔE {entry.distance.toFixed(1)}
        {entry.too_close ? ' · too close' : ''}
      </span>
    </span>
  );
}

function FactsSection({ brand }: { brand: Parameters<typeof FactsCards>[0]['brand'] }) {
  const cards = <FactsCards brand={brand} />;
  const hasFacts =
    brand.year_founded ||
    brand.annual_revenue ||
    brand.brand_equity_value ||
    Object.keys(brand.brand_awareness_metrics ?? {}).length > 0;
  if (!hasFacts) return null;
  return (
    <Section id="facts" title="Facts">
      {cards}
    </Section>
  );
}

function shortcutSlug(handle: unknown): string | undefined {
  if (typeof handle !== 'object' || handle === null || !('brandSlug' in handle)) return undefined;
  return typeof handle.brandSlug === 'string' ? handle.brandSlug : undefined;
}

/** /brands/:slug, or a shortcut path such as /nike whose route handle carries the slug. */
export function BrandDetailRoute() {
  const params = useParams();
  const matches = useMatches();
  const slug = params.slug ?? shortcutSlug(matches.at(-1)?.handle) ?? '';
  return <BrandDetailPage slug={slug} />;
}
