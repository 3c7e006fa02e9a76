import { BRAND_SORT_LABELS, type BrandSort } from '@/domain/taxonomy';
import { cn } from '@/web/lib/cn';

/** The bar's order: Alpha, Popular, Trending, Newest (spec 000 §2). */
const SORT_ORDER: readonly BrandSort[] = ['alpha', 'popular', 'trending', 'newest'];

/**
 * The four sorts of spec 000 §2 as a segmented control. Native radios give the arrow-key
 * behaviour screen-reader users expect from a single choice.
 */
export function SortBar({ value, onChange }: { value: BrandSort; onChange: (sort: BrandSort) => void }) {
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">Sort brands</legend>
      <div className="inline-flex max-w-full gap-1 overflow-x-auto rounded-lg border bg-muted/50 p-1">
        {SORT_ORDER.map((sort) => (
          <label
            key={sort}
            className={cn(
              'relative inline-flex h-8 shrink-0 cursor-pointer items-center rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              value === sort
                ? 'bg-background text-foreground shadow-xs'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            <input
              type="radio"
              name="brand-sort"
              value={sort}
              checked={value === sort}
              onChange={() => onChange(sort)}
              className="sr-only"
            />
            {BRAND_SORT_LABELS[sort]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
