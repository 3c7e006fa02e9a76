import { Link } from 'react-router';
import { cn } from '@/web/lib/cn';
import { nearColorPath } from '@/web/lib/near-color';

/**
 * A swatch that is a link to the brands near its colour: for swatches that do not sit inside
 * another link (brand page, comparison, landscape, search results).
 */
export function SwatchNearLink({
  hex,
  label,
  className,
}: {
  hex: string;
  /** What the colour is, e.g. 'Primary color'. */
  label: string;
  className?: string;
}) {
  return (
    <Link
      to={nearColorPath(hex)}
      aria-label={`Brands near ${label} ${hex}`}
      title={`Brands near ${label} ${hex}`}
      className={cn(
        'block ring-1 ring-black/10 ring-inset transition-shadow hover:ring-2 hover:ring-foreground/60 dark:ring-white/20',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none',
        className,
      )}
      style={{ backgroundColor: hex }}
    />
  );
}
