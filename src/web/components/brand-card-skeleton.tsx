import { Skeleton } from '@/web/components/ui/skeleton';

/** Same box model as BrandCard, so the grid does not move when data arrives. */
export function BrandCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-full flex-col gap-4 rounded-xl border bg-card p-5">
      <div className="flex items-start gap-3">
        <Skeleton className="size-12 rounded-lg" />
        <div className="flex flex-1 flex-col gap-2 pt-1">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-3.5 w-1/2" />
        </div>
      </div>
      <div className="flex gap-1.5">
        <Skeleton className="size-7 rounded-full" />
        <Skeleton className="size-7 rounded-full" />
        <Skeleton className="size-7 rounded-full" />
      </div>
      {/* Two lines of the description (text-sm, leading-relaxed). */}
      <div className="flex flex-col gap-2 py-[5px]">
        <Skeleton className="h-3.5 w-full" />
        <Skeleton className="h-3.5 w-4/5" />
      </div>
      <div className="mt-auto flex flex-col gap-3">
        <div className="flex gap-1.5">
          <Skeleton className="h-[22px] w-24 rounded-full" />
          <Skeleton className="h-[22px] w-16 rounded-full" />
        </div>
        <Skeleton className="my-0.5 h-3 w-28" />
      </div>
    </div>
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
