import {
  SkeletonIdentity,
  SkeletonLines,
  SkeletonPills,
  SkeletonSwatches,
} from '@/web/components/skeleton-blocks';
import { Skeleton } from '@/web/components/ui/skeleton';

/** As tall as the screen at least, like the brand it stands for: the footer waits below the fold. */
export function BrandDetailSkeleton() {
  return (
    <div role="status" className="flex min-h-dvh flex-col gap-10">
      <span className="sr-only">Loading brand…</span>
      <SkeletonIdentity
        lines={['h-9 w-64 max-w-full', 'h-5 w-96 max-w-full']}
        logoClassName="size-20 rounded-xl"
        className="gap-5"
        textClassName="gap-3"
      >
        <SkeletonPills widths={['w-24', 'w-20']} className="gap-2" />
      </SkeletonIdentity>
      <div className="flex flex-col gap-4">
        <Skeleton className="h-6 w-32" />
        <SkeletonSwatches
          className="grid grid-cols-1 gap-4 sm:grid-cols-3"
          swatchClassName="h-44 rounded-xl"
        />
      </div>
      <SkeletonLines lines={['h-6 w-24', 'h-4 w-full', 'h-4 w-11/12', 'h-4 w-3/4']} className="gap-3" />
    </div>
  );
}
