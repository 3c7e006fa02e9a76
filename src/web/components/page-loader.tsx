import { LoaderCircleIcon } from 'lucide-react';

/**
 * Shown while the first page's code is being fetched. It fills the screen, so the footer waits
 * below the fold instead of being pushed down (a layout shift) when the page arrives.
 */
export function PageLoader() {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center text-muted-foreground">
      <LoaderCircleIcon aria-hidden="true" className="size-6 motion-safe:animate-spin" />
      <span className="sr-only">Loading page…</span>
    </div>
  );
}
