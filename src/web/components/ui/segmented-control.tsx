import { useId } from 'react';
import { cn } from '@/web/lib/cn';

type SegmentedControlProps<T extends string> = {
  /** Names the choice for assistive technology, e.g. 'Sort brands'. */
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
};

/**
 * A single choice among a few, drawn as joined segments. Native radios underneath give the
 * arrow-key behaviour and announcements that screen-reader users expect.
 */
export function SegmentedControl<T extends string>({
  legend,
  options,
  value,
  onChange,
  className,
}: SegmentedControlProps<T>) {
  const name = useId();
  return (
    <fieldset className={cn('min-w-0', className)}>
      <legend className="sr-only">{legend}</legend>
      <div className="inline-flex max-w-full gap-1 overflow-x-auto rounded-lg border bg-muted/50 p-1">
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
