import { LoaderCircleIcon } from 'lucide-react';

/** Shown while a page's code is being fetched. */
export function PageLoader() {
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center text-muted-foreground">
      <LoaderCircleIcon aria-hidden="true" className="size-6 motion-safe:animate-spin" />
      <span className="sr-only">Loading page…</span>
    </div>
  );
}
