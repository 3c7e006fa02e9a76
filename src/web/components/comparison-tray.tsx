import { ArrowRightIcon, XIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { comparePath, MIN_COMPARED_BRANDS } from '@/domain/comparison';
import { Button } from '@/web/components/ui/button';
import { comparison, useComparison } from '@/web/lib/comparison-store';

/**
 * The brands waiting to be compared, at the foot of every page once one is added: each can be
 * taken out, and with two or more the comparison opens (/compare, a shareable address).
 */
export function ComparisonTray() {
  const entries = useComparison();
  const { pathname } = useLocation();
  if (entries.length === 0 || pathname === '/compare') return null;
  const ready = entries.length >= MIN_COMPARED_BRANDS;
  return (
    <>
      {/* Room at the foot of the page, so the tray never covers its last lines. */}
      <div aria-hidden="true" className="h-28 sm:h-16" />
      <aside
        aria-label="Comparison"
        className="fixed inset-x-0 bottom-0 z-30 border-t bg-background/95 shadow-lg backdrop-blur supports-[backdrop-filter]:bg-background/80"
      >
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-4 py-3 sm:px-6 lg:px-8">
          <span className="text-sm font-medium">Compare</span>
          <ul className="flex min-w-0 flex-1 flex-wrap gap-1.5">
            {entries.map((entry) => (
              <li key={entry.slug}>
                <span className="inline-flex items-center gap-1 rounded-full border py-0.5 pr-1 pl-3 text-sm">
                  {entry.name}
                  <button
                    type="button"
                    onClick={() => comparison.remove(entry.slug)}
                    aria-label={`Remove ${entry.name} from comparison`}
                    className="inline-flex size-6 items-center justify-center rounded-full text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    <XIcon aria-hidden="true" className="size-3.5" />
                  </button>
                </span>
              </li>
            ))}
          </ul>
          {!ready ? <p className="text-sm text-muted-foreground">Add one more brand to compare.</p> : null}
          <Button variant="ghost" size="sm" onClick={() => comparison.clear()}>
            Clear
          </Button>
          {ready ? (
            <Button asChild size="sm">
              <Link to={comparePath(entries.map((e) => e.slug))}>
                Compare {entries.length} brands
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
          ) : null}
        </div>
      </aside>
    </>
  );
}
