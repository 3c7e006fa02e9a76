import { ArrowLeftIcon, ArrowUpRightIcon, BadgeCheckIcon } from 'lucide-react';
import { Link, useMatches, useParams } from 'react-router';
import { BrandLogo } from '@/web/components/brand-logo';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useBrand } from '../api/get-brand';
import { BrandColors } from '../components/brand-colors';
import { BrandDetailSkeleton } from '../components/brand-detail-skeleton';

function BackToBrands() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3 self-start text-muted-foreground">
      <Link to="/brands">
        <ArrowLeftIcon aria-hidden="true" />
        Back to Brands
      </Link>
    </Button>
  );
}

function BrandNotFound() {
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

function safeExternalUrl(url: string | null): URL | null {
  if (!url) return null;
  try {
    const parsed = new URL(/^https?:\/\//i.test(url) ? url : `https://${url}`);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : null;
  } catch {
    return null;
  }
}

/** One brand's page, for /brands/:slug and the shortcut paths alike. */
export function BrandDetailPage({ slug }: { slug: string }) {
  const { data: brand, isPending, isError } = useBrand(slug);
  useDocumentTitle(brand?.name ?? (isPending ? 'Brand' : 'Brand not found'));

  if (isPending) return <BrandDetailSkeleton />;
  if (isError || !brand) return <BrandNotFound />;

  const website = safeExternalUrl(brand.url);
  const facts = [brand.industry, brand.archetype, brand.pricing_strategy].filter(Boolean);

  return (
    <article className="flex flex-col gap-12">
      <div className="flex flex-col gap-6">
        <BackToBrands />
        <header className="flex flex-col gap-5 sm:flex-row sm:items-start">
          <BrandLogo
            name={brand.name}
            logoUrl={brand.logo_url}
            color={brand.primary_color}
            className="size-20 rounded-xl p-2.5 text-3xl"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-3">
            <div className="flex items-center gap-2">
              <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{brand.name}</h1>
              {brand.has_blue_badge ? (
                <BadgeCheckIcon role="img" aria-label="Verified brand" className="size-6 shrink-0" />
              ) : null}
            </div>
            {brand.tagline ? (
              <p className="text-lg text-pretty text-muted-foreground">{brand.tagline}</p>
            ) : null}
            {facts.length > 0 || brand.year_founded ? (
              <div className="flex flex-wrap gap-2">
                {facts.map((fact) => (
                  <Badge key={fact} variant="secondary" className="capitalize">
                    {fact}
                  </Badge>
                ))}
                {brand.year_founded ? <Badge variant="outline">Founded {brand.year_founded}</Badge> : null}
              </div>
            ) : null}
          </div>
          {website ? (
            <Button asChild variant="outline" className="self-start">
              <a href={website.href} target="_blank" rel="noopener noreferrer">
                {website.hostname.replace(/^www\./, '')}
                <ArrowUpRightIcon aria-hidden="true" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </Button>
          ) : null}
        </header>
      </div>

      <section aria-labelledby="brand-colors-heading" className="flex flex-col gap-4">
        <h2 id="brand-colors-heading" className="text-xl font-semibold tracking-tight">
          Brand Colors
        </h2>
        <BrandColors
          primary_color={brand.primary_color}
          secondary_color={brand.secondary_color}
          accent_color={brand.accent_color}
          color_palette={brand.color_palette}
          ai_color_names={brand.ai_color_names}
        />
      </section>

      <section aria-labelledby="brand-about-heading" className="flex max-w-3xl flex-col gap-4">
        <h2 id="brand-about-heading" className="text-xl font-semibold tracking-tight">
          About {brand.name}
        </h2>
        {brand.description ? (
          <p className="leading-relaxed whitespace-pre-line text-pretty">{brand.description}</p>
        ) : (
          <p className="text-muted-foreground">No description yet.</p>
        )}
      </section>
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
