import { BadgeCheckIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import type { Brand } from '@/domain/brand';
import { BrandLogo } from '@/web/components/brand-logo';
import { ColorSwatch } from '@/web/components/color-swatch';
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
>;

function displayUrl(url: string): string {
  return url
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');
}

/** A catalogue entry; the whole card opens the brand (spec 000 §2). */
export function BrandCard({
  brand,
  className,
  action,
}: {
  brand: BrandCardData;
  className?: string;
  /** A control shown on the card but outside its link (the favourite button). */
  action?: ReactNode;
}) {
  const nameId = useId();
  const swatches = [
    { role: 'Primary', hex: brand.primary_color },
    { role: 'Secondary', hex: brand.secondary_color },
    { role: 'Accent', hex: brand.accent_color },
  ];

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
      <div className="flex items-start gap-3">
        <BrandLogo name={brand.name} logoUrl={brand.logo_url} color={brand.primary_color} />
        <div className="min-w-0 flex-1">
          <div className="flex items-center gap-1.5">
            <h3 id={nameId} className="truncate font-semibold leading-snug">
              {brand.name}
            </h3>
            {brand.has_blue_badge ? (
              <BadgeCheckIcon
                role="img"
                aria-label="Verified brand"
                className="size-4 shrink-0 text-foreground"
              />
            ) : null}
          </div>
          {brand.tagline ? <p className="truncate text-sm text-muted-foreground">{brand.tagline}</p> : null}
        </div>
      </div>

      <div className="flex items-center gap-1.5">
        {swatches.map((swatch) => (
          <ColorSwatch key={swatch.role} role={swatch.role} hex={swatch.hex} />
        ))}
      </div>

      {brand.description ? (
        <p className="line-clamp-2 text-sm leading-relaxed text-muted-foreground">{brand.description}</p>
      ) : null}

      <div className="mt-auto flex flex-col gap-3">
        {brand.industry || brand.archetype ? (
          <div className="flex flex-wrap gap-1.5">
            {brand.industry ? <Badge variant="secondary">{brand.industry}</Badge> : null}
            {brand.archetype ? <Badge variant="outline">{brand.archetype}</Badge> : null}
          </div>
        ) : null}
        {brand.url ? (
          <span className="block max-w-[200px] truncate text-xs text-muted-foreground">
            {displayUrl(brand.url)}
          </span>
        ) : null}
      </div>
    </Link>
  );
  if (!action) return card;
  return (
    <div className="relative h-full">
      {card}
      <div className="absolute top-3 right-3">{action}</div>
    </div>
  );
}
