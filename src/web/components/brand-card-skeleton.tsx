import {
  SkeletonCard,
  SkeletonIdentity,
  SkeletonLines,
  SkeletonPills,
  SkeletonSwatches,
} from '@/web/components/skeleton-blocks';
import { Skeleton } from '@/web/components/ui/skeleton';

/** Same box model as BrandCard, so the grid does not move when data arrives. */
export function BrandCardSkeleton() {
  return (
    <SkeletonCard>
      <SkeletonIdentity lines={['h-4 w-2/3', 'h-3.5 w-1/2']} />
      <SkeletonSwatches className="flex gap-1.5" swatchClassName="size-7 rounded-full" />
      {/* Two lines of the description, in its own text size and line height. */}
      <SkeletonLines
        lines={['h-3.5 w-full', 'h-3.5 w-4/5']}
        className="h-[2lh] justify-center text-sm leading-relaxed"
      />
      <div className="mt-auto flex flex-col gap-3">
        <SkeletonPills widths={['h-[22px] w-24', 'h-[22px] w-16']} />
        <Skeleton className="my-0.5 h-3 w-28" />
      </div>
    </SkeletonCard>
  );
}

/** A grid's worth of card skeletons, as list items. */
export function BrandCardSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <li key={index} aria-hidden="true">
      <BrandCardSkeleton />
    </li>
  ));
}
