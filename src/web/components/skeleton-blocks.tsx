import type { ReactNode } from 'react';
import { Skeleton } from '@/web/components/ui/skeleton';
import { cn } from '@/web/lib/cn';

/**
 * The pieces loading placeholders are made of, each shaped like what it stands for: a brand's logo
 * tile, lines of text, a brand's name beside its logo, colour swatches, pills, a card. Sizes are
 * the caller's, so every skeleton keeps the box model of its own result.
 */

/** A brand's logo tile, the size of BrandLogo unless told otherwise. */
export function SkeletonLogo({ className }: { className?: string }) {
  return <Skeleton className={cn('size-12 rounded-lg', className)} />;
}

/** Lines of text stacked, each given its height and width (`'h-4 w-2/3'`); more content may follow. */
export function SkeletonLines({
  lines,
  className,
  children,
}: {
  lines: readonly string[];
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} className={line} />
      ))}
      {children}
    </div>
  );
}

/**
 * A logo tile with the brand's name and a line under it: top-aligned, with the text nudged down
 * to the name's first line (the cards, the brand page), or centred on the tile (the galleries).
 */
export function SkeletonIdentity({
  lines,
  logoClassName,
  align = 'start',
  className,
  textClassName,
  children,
}: {
  lines: readonly string[];
  logoClassName?: string;
  align?: 'start' | 'center';
  className?: string;
  textClassName?: string;
  children?: ReactNode;
}) {
  return (
    <div className={cn('flex gap-3', align === 'start' ? 'items-start' : 'items-center', className)}>
      <SkeletonLogo className={logoClassName} />
      <SkeletonLines lines={lines} className={cn('flex-1', align === 'start' && 'pt-1', textClassName)}>
        {children}
      </SkeletonLines>
    </div>
  );
}

/** A row (or grid) of the brand's colours: three, primary, secondary and accent, unless told. */
export function SkeletonSwatches({
  className,
  swatchClassName,
  count = 3,
}: {
  className: string;
  swatchClassName: string;
  count?: number;
}) {
  return (
    <div className={className}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} className={swatchClassName} />
      ))}
    </div>
  );
}

/** Pills (an industry, an archetype badge), one per width. */
export function SkeletonPills({ widths, className }: { widths: readonly string[]; className?: string }) {
  return (
    <div className={cn('flex gap-1.5', className)}>
      {widths.map((width, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} className={cn('h-5 rounded-full', width)} />
      ))}
    </div>
  );
}

/** The frame of a catalogue card (BrandCard, GalleryCard), hidden from assistive technology. */
export function SkeletonCard({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div
      aria-hidden="true"
      className={cn('flex h-full flex-col gap-4 rounded-xl border bg-card p-5', className)}
    >
      {children}
    </div>
  );
}
