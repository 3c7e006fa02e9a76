import { useId, useRef } from 'react';
import { Link } from 'react-router';
import type { Brand } from '@/domain/brand';
import { colorNameFor } from '@/domain/colors';
import { normalizeHex } from '@/domain/hex';
import { AddToComparisonButton } from '@/web/components/add-to-comparison-button';
import { ArchetypeBadge } from '@/web/components/archetype-badge';
import { BrandName, mainColors } from '@/web/components/brand-card';
import { BrandLogo } from '@/web/components/brand-logo';
import {
  SkeletonCard,
  SkeletonIdentity,
  SkeletonLines,
  SkeletonSwatches,
} from '@/web/components/skeleton-blocks';
import { SwatchLinks } from '@/web/components/swatch-links';
import { Badge } from '@/web/components/ui/badge';
import { cn } from '@/web/lib/cn';

/** Up to 8 extended-palette colours on a card (spec 000 §9). */
export const PALETTE_SHOWN = 8;

function pricingLabel(pricing: string): string {
  return pricing.charAt(0).toUpperCase() + pricing.slice(1);
}

/** The palette beyond the three main colours, without repeats, at most 8. */
export function extendedPalette(
  brand: Pick<Brand, 'color_palette' | 'primary_color' | 'secondary_color' | 'accent_color'>,
) {
  const main = new Set(
    [brand.primary_color, brand.secondary_color, brand.accent_color].map((c) => normalizeHex(c)),
  );
  const seen = new Set<string>();
  const palette: string[] = [];
  for (const color of brand.color_palette) {
    const hex = normalizeHex(color);
    if (hex === null || main.has(hex) || seen.has(hex)) continue;
    seen.add(hex);
    palette.push(hex);
  }
  return palette.slice(0, PALETTE_SHOWN);
}

/**
 * A gallery card (spec 000 §2 'Themed galleries'): logo, name, industry badge (the page's default
 * when the brand has none), pricing and archetype badges, the three main colours with hex and name,
 * up to 8 palette swatches and a three-line description. The card opens the brand.
 */
export function GalleryCard({
  brand,
  defaultIndustry,
  isSelected,
}: {
  brand: Brand;
  defaultIndustry: string;
  isSelected: boolean;
}) {
  const nameId = useId();
  const colors = mainColors(brand)
    .map((color) => ({ ...color, hex: normalizeHex(color.hex) }))
    .filter((color): color is { role: string; hex: string } => color.hex !== null);
  const palette = extendedPalette(brand);
  const wrapper = useRef<HTMLDivElement>(null);
  return (
    <div ref={wrapper} className="relative h-full">
      <Link
        to={`/brands/${brand.slug}`}
        aria-labelledby={nameId}
        className={cn(
          'flex h-full flex-col gap-5 rounded-xl border bg-card p-5 text-card-foreground transition-[border-color,box-shadow]',
          'hover:border-zinc-300 hover:shadow-sm dark:hover:border-zinc-700',
          isSelected &&
            'border-foreground ring-1 ring-foreground hover:border-foreground dark:hover:border-foreground',
        )}
      >
        <div className="flex items-center gap-3">
          <BrandLogo
            name={brand.name}
            logoUrl={brand.logo_url}
            color={brand.primary_color}
            kit={brand.logo_kit}
          />
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <BrandName brand={brand} id={nameId} />
            <div className="flex flex-wrap gap-1.5">
              <Badge variant="secondary">{brand.industry?.trim() || defaultIndustry}</Badge>
              {brand.pricing_strategy ? (
                <Badge variant="outline">{pricingLabel(brand.pricing_strategy)}</Badge>
              ) : null}
              {brand.archetype ? <ArchetypeBadge archetype={brand.archetype} /> : null}
            </div>
          </div>
        </div>

        {colors.length > 0 ? (
          <ul className="grid grid-cols-3 gap-2">
            {colors.map(({ role, hex }, index) => (
              <li key={role} className="flex min-w-0 flex-col gap-1.5">
                <span
                  aria-hidden="true"
                  data-swatch-hex={hex}
                  data-swatch-label={`${role} color`}
                  className="h-14 rounded-lg ring-1 ring-black/10 ring-inset dark:ring-white/15"
                  style={{ backgroundColor: hex }}
                />
                <span
                  className="truncate text-xs font-medium"
                  title={colorNameFor(hex, index, brand.ai_color_names)}
                >
                  {colorNameFor(hex, index, brand.ai_color_names)}
                </span>
                <span className="font-mono text-[0.7rem] text-muted-foreground">
                  <span className="sr-only">{role} </span>
                  {hex}
                </span>
              </li>
            ))}
          </ul>
        ) : null}

        {palette.length > 0 ? (
          <div className="flex flex-col gap-1.5">
            <span className="text-xs text-muted-foreground">Palette</span>
            <ul className="flex flex-wrap gap-1.5">
              {palette.map((hex) => (
                <li key={hex}>
                  <span
                    role="img"
                    aria-label={hex}
                    title={hex}
                    data-swatch-hex={hex}
                    data-swatch-label="palette color"
                    className="block size-6 rounded-md ring-1 ring-black/10 ring-inset dark:ring-white/15"
                    style={{ backgroundColor: hex }}
                  />
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        {brand.description ? (
          <p className="mt-auto line-clamp-3 pr-10 text-sm leading-relaxed text-muted-foreground">
            {brand.description}
          </p>
        ) : null}
      </Link>
      <SwatchLinks container={wrapper} />
      <AddToComparisonButton brand={brand} compact className="absolute right-4 bottom-4" />
    </div>
  );
}

export function GalleryCardSkeleton() {
  return (
    <SkeletonCard className="gap-5">
      <SkeletonIdentity lines={['h-4 w-1/2', 'h-5 w-3/4 rounded-full']} align="center" />
      <SkeletonSwatches className="grid grid-cols-3 gap-2" swatchClassName="h-14 rounded-lg" />
      <SkeletonLines lines={['h-3.5 w-full', 'h-3.5 w-full', 'h-3.5 w-2/3']} />
    </SkeletonCard>
  );
}
