import { ArrowLeftIcon } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { Link, useMatches, useParams } from 'react-router';
import { brandColorEntries } from '@/domain/brand-color-entries';
import {
  brandPageTitle,
  DEFAULT_META_DESCRIPTION,
  metaDescription,
  SITE_META_DESCRIPTION,
  SITE_NAME,
} from '@/domain/text';
import { AddToComparisonButton } from '@/web/components/add-to-comparison-button';
import { Button } from '@/web/components/ui/button';
import { BrandAdminActions, BrandEditor } from '@/web/features/admin/components/brand';
import { DeferredPart, partCode } from '@/web/lib/deferred-part';
import { useBrand } from '../api/get-brand';
import { useBrandColorReport } from '../api/get-brand-color-report';
import { useBrandLogos } from '../api/get-brand-logos';
import { useBrandRelated } from '../api/get-brand-related';
import { useRecordVisit } from '../api/record-visit';
import { useBrandLive } from '../api/use-brand-live';
import { AnalysisStatus } from '../components/analysis-status';
import { BrandColors, namedColors } from '../components/brand-colors';
import { BrandDetailSkeleton } from '../components/brand-detail-skeleton';
import { BrandHeader } from '../components/brand-header';
import { LinkedDescription } from '../components/linked-description';
import type { PaletteExportProps } from '../components/palette-export';
import { readFonts } from '../components/read-fonts';
import { Section } from '../components/section';
import { isUnverified, UnverifiedMark } from '../components/unverified-mark';
import type { BrandSectionsProps } from './brand-sections';

/**
 * The page below its first screen: its code loads as it comes near the screen, and its server
 * markup stays meanwhile (decision 0148). Its props are the query cache's own objects, which keep
 * their identity from one render to the next.
 */
const BRAND_SECTIONS = partCode<BrandSectionsProps>(() =>
  import('./brand-sections').then((module) => module.BrandSections),
);

/**
 * The palette's export, in the colours section: its markup comes with the page, its code (the
 * formats' writers) once it nears the screen, as the sections below (decision 0148).
 */
const PALETTE_EXPORT = partCode<PaletteExportProps>(() =>
  import('../components/palette-export').then((module) => module.PaletteExport),
);

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
  const related = useBrandRelated(slug, brand !== undefined);
  const logos = useBrandLogos(slug, brand !== undefined);
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
  // The export's props keep their identity while the brand and its colour report do (DeferredPart).
  const paletteExport = useMemo<PaletteExportProps | null>(
    () => (brand ? { brand, colors: colorReport.data?.colors ?? brandColorEntries(brand) } : null),
    [brand, colorReport.data],
  );
  useDocumentMeta(
    brand ? brandPageTitle(brand.name) : 'Brand Atlas',
    brand ? metaDescription(brand.description, DEFAULT_META_DESCRIPTION) : DEFAULT_META_DESCRIPTION,
  );

  if (isPending) return <BrandDetailSkeleton />;
  if (isError || !brand) return <BrandNotFound />;

  const fonts = readFonts(brand.fonts);
  const colors = namedColors(brand);

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
          {paletteExport ? <DeferredPart code={PALETTE_EXPORT} props={paletteExport} /> : null}
        </Section>
      ) : null}

      <DeferredPart
        code={BRAND_SECTIONS}
        className="flex flex-col gap-12"
        props={{ brand, related: related.data, logos: logos.data, colorReport: colorReport.data }}
      />
    </article>
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
