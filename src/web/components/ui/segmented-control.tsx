import { useEffect, useId, useRef } from 'react';
import { cn } from '@/web/lib/cn';

type SegmentedControlProps<T extends string> = {
  /** Names the choice for assistive technology, e.g. 'Sort brands'. */
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
};

/** Room kept beside the checked segment when it is scrolled into view: the width of the fade. */
const SCROLL_PADDING_PX = 32;

/**
 * Where a narrow screen cuts the segments, the edge that hides more of them fades out
 * (data-more-start, data-more-end on the scroller), so the row reads as one that scrolls.
 */
function markHiddenEdges(scroller: HTMLElement) {
  const { scrollLeft, scrollWidth, clientWidth } = scroller;
  scroller.toggleAttribute('data-more-start', scrollLeft > 1);
  scroller.toggleAttribute('data-more-end', scrollLeft + clientWidth < scrollWidth - 1);
}

/**
 * A single choice among a few, drawn as joined segments. Native radios underneath give the
 * arrow-key behaviour and announcements that screen-reader users expect. On a screen too narrow
 * for every segment the row scrolls sideways: the checked one is always brought into sight (the
 * row scrolls, never the page), and a faded edge tells that more segments lie beyond it.
 */
export function SegmentedControl<T extends string>({
  legend,
  options,
  value,
  onChange,
  className,
}: SegmentedControlProps<T>) {
  const name = useId();
  const scroller = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const row = scroller.current;
    if (!row) return;
    const checked = row.querySelector(`input[value="${CSS.escape(value)}"]`)?.parentElement;
    if (checked && row.scrollWidth > row.clientWidth) {
      const start = checked.offsetLeft - SCROLL_PADDING_PX;
      const end = checked.offsetLeft + checked.offsetWidth + SCROLL_PADDING_PX - row.clientWidth;
      if (row.scrollLeft > start) row.scrollLeft = start;
      else if (row.scrollLeft < end) row.scrollLeft = end;
    }
    markHiddenEdges(row);
  }, [value]);

  useEffect(() => {
    const row = scroller.current;
    if (!row || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => markHiddenEdges(row));
    observer.observe(row);
    return () => observer.disconnect();
  }, []);

  return (
    <fieldset className={cn('min-w-0', className)}>
      <legend className="sr-only">{legend}</legend>
      <div
        ref={scroller}
        onScroll={(event) => markHiddenEdges(event.currentTarget)}
        className={cn(
          'relative inline-flex max-w-full gap-1 overflow-x-auto rounded-lg border bg-muted/50 p-1',
          '[--fade-end:black] [--fade-start:black] data-more-end:[--fade-end:transparent] data-more-start:[--fade-start:transparent]',
          '[mask-image:linear-gradient(to_right,var(--fade-start),black_2rem,black_calc(100%-2rem),var(--fade-end))]',
        )}
      >
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'relative inline-flex h-8 shrink-0 cursor-pointer items-center rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              value === option.value
                ? 'bg-background text-foreground shadow-xs'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="absolute inset-0 cursor-pointer appearance-none rounded-md opacity-0"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
