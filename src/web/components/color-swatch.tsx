import { cn } from '@/web/lib/cn';
import { isHexColor } from '@/web/lib/color';

type ColorSwatchProps = {
  /** What the colour is to the brand, e.g. 'Primary'. */
  role: string;
  hex: string | null;
  className?: string;
};

/**
 * A round swatch named for assistive technology; the ring keeps white and black visible on both
 * themes. Its data attributes let a card's SwatchLinks lay 'brands near this colour' over it.
 */
export function ColorSwatch({ role, hex, className }: ColorSwatchProps) {
  if (!isHexColor(hex)) return null;
  return (
    <span
      role="img"
      aria-label={`${role} color ${hex.toUpperCase()}`}
      title={hex.toUpperCase()}
      data-swatch-hex={hex.toUpperCase()}
      data-swatch-label={`${role} color`}
      className={cn(
        'inline-block size-6 rounded-full ring-1 ring-black/10 ring-inset dark:ring-white/20',
        className,
      )}
      style={{ backgroundColor: hex }}
    />
  );
}
