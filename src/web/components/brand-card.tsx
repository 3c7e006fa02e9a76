import { BadgeCheckIcon } from 'lucide-react';
import { type ReactNode, useId, useRef } from 'react';
import { Link } from 'react-router';
import type { Brand } from '@/domain/brand';
import { AddToComparisonButton } from '@/web/components/add-to-comparison-button';
import { ArchetypeBadge } from '@/web/components/archetype-badge';
import { BrandLogo } from '@/web/components/brand-logo';
import { ColorSwatch } from '@/web/components/color-swatch';
import { SwatchLinks } from '@/web/components/swatch-links';
import { Badge } from '@/web/components/ui/badge';
import { cn } from '@/web/lib/cn';

export type BrandCardData = Pick<
  Brand,
  | 'slug'
  | 'name'
  | 'tagline'
  | 'description'
  | 'industry'
  | 'archetype'
  | 'url'
  | 'logo_url'
  | 'primary_color'
  | 'secondary_color'
  | 'accent_color'
  | 'has_blue_badge'
> &
  Partial<Pick<Brand, 'logo_kit'>>;

/** A website as people say it: no scheme, no www, no trailing slash. */
export function displayUrl(url: string): string {
  return url
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');
}

/** The primary, secondary and accent colours with their roles. */
export function mainColors(brand: Pick<Brand, 'primary_color' | 'secondary_color' | 'accent_color'>) {
  return [
    { role: 'Primary', hex: brand.primary_color },
    { role: 'Secondary', hex: brand.secondary_color },
    { role: 'Accent', hex: brand.accent_color },
  ];
}

/** The name with the verified badge when the brand has it (spec 000 §2). */
export function BrandName({
  brand,
  id,
  as: Heading = 'h3',
  className,
}: {
  brand: Pick<Brand, 'name' | 'has_blue_badge'>;
  id?: string;
  as?: 'h2' | 'h3';
  className?: string;
}) {
  return (
    <div className="flex min-w-0 items-center gap-1.5">
      <Heading id={id} title={brand.name} className={cn('truncate font-semibold leading-snug', className)}>
        {brand.name}
      </Heading>
      {brand.has_blue_badge ? (
        <BadgeCheckIcon
          role="img"
          aria-label="Verified brand"
          className="size-4 shrink-0 text-sky-600 dark:text-sky-400"
        />
      ) : null}
    </div>
  );
}

/**
 * A catalogue entry (spec 000 §2): logo or initial tile, name, verified badge, tagline, up to three
 * swatches, a two-line description, industry and archetype badges and the website. The whole card
 * opens the brand; `action` (the favourite button) and 'Add to comparison' sit on top of it,
 * outside the link, and each swatch opens the brands near its colour (SwatchLinks).
 */
export function BrandCard({
  brand,
  className,
  action,
}: {
  brand: BrandCardData;
  className?: string;
  action?: ReactNode;
}) {
  const nameId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const card = (
    <Link
      to={`/brands/${brand.slug}`}
      aria-labelledby={nameId}
      className={cn(
        'group flex h-full flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground',
        'transition-[border-color,box-shadow] hover:border-zinc-300 hover:shadow-sm dark:hover:border-zinc-700',
        className,
      )}
    >
      <div className={cn('flex items-start gap-3', action && 'pr-10')}>
        <BrandLogo
          name={brand.name}
          logoUrl={brand.logo_url}
          color={brand.primary_color}
          kit={brand.logo_kit}
        />
        <div className="min-w-0 flex-1">
          <BrandName brand={brand} id={nameId} />
          {brand.tagline ? (
            <p title={brand.tagline} className="truncate text-sm text-muted-foreground">
              {brand.tagline}
            </p>
          ) : null}
        </div>
      </div>

      <div className="flex items-center gap-1.5">
        {mainColors(brand).map((swatch) => (
          <ColorSwatch key={swatch.role} role={swatch.role} hex={swatch.hex} className="size-7" />
        ))}
      </div>

      {/* Each line keeps its place, empty or long: every card has one height (see BrandGrid). */}
      <p className="line-clamp-2 min-h-[2lh] text-sm leading-relaxed text-muted-foreground">
        {brand.description}
      </p>

      {/* The badges have the card's full width; only the address shares its line, with 'Add to comparison'. */}
      <div className="mt-auto flex flex-col gap-3">
        <div className="flex min-h-[calc(1.25rem+2px)] gap-1.5 overflow-hidden">
          {brand.industry ? (
            <Badge variant="secondary" className="min-w-0 shrink" title={brand.industry}>
              <span className="truncate">{brand.industry}</span>
            </Badge>
          ) : null}
          {brand.archetype ? <ArchetypeBadge archetype={brand.archetype} /> : null}
        </div>
        <span
          title={brand.url ? displayUrl(brand.url) : undefined}
          className="mr-10 block h-4 max-w-[200px] truncate text-xs text-muted-foreground"
        >
          {brand.url ? displayUrl(brand.url) : null}
        </span>
      </div>
    </Link>
  );
  return (
    <div ref={wrapper} className="relative h-full">
      {card}
      <SwatchLinks container={wrapper} />
      {action ? <div className="absolute top-4 right-4">{action}</div> : null}
      {/* Centred on the address line (p-5, h-4), clear of the badges above it. */}
      <AddToComparisonButton brand={brand} compact className="absolute right-4 bottom-2.5" />
    </div>
  );
}
