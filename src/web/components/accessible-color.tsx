import type { BrandColorDetail } from '@/domain/color-intel';
import { contrastGrade, formatContrastRatio } from '@/domain/contrast-grade';
import { SwatchNearLink } from '@/web/components/swatch-near-link';
import { cn } from '@/web/lib/cn';

const GROUNDS = { white: '#FFFFFF', black: '#000000' } as const;

/**
 * The contrast of a colour on a background: a sample letter, the ratio and its WCAG grade, in the
 * same words on the brand page and in the comparison.
 */
export function ContrastGrade({
  hex,
  ratio,
  background,
}: {
  hex: string;
  ratio: number;
  background: keyof typeof GROUNDS;
}) {
  const grade = contrastGrade(ratio);
  return (
    <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
      <span
        aria-hidden="true"
        className="inline-flex size-4 items-center justify-center rounded-sm text-[10px] font-semibold ring-1 ring-border"
        style={{ backgroundColor: GROUNDS[background], color: hex }}
      >
        A
      </span>
      <span>
        on {background} {formatContrastRatio(ratio)}{' '}
        <span
          className={cn(
            'font-medium',
            grade === 'Fails' ? 'text-red-700 dark:text-red-400' : 'text-foreground',
          )}
        >
          {grade}
        </span>
      </span>
    </span>
  );
}

/**
 * A colour's nearest variants that reach AA (4.5:1): a shade for white grounds, a tint for black
 * ones, each shown on its background; 'as is' when the colour itself already does.
 */
export function AccessiblePair({ color }: { color: BrandColorDetail }) {
  const variants = [
    { key: 'white', variant: color.on_white, ground: '#FFFFFF', word: 'shade' },
    { key: 'black', variant: color.on_black, ground: '#000000', word: 'tint' },
  ] as const;
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-2 text-xs">
      {variants.map(({ key, variant, ground }) => (
        <div key={key} className="flex min-w-[8.5rem] flex-col gap-1">
          <dt className="text-muted-foreground">AA on {key}</dt>
          <dd className="flex items-center gap-2">
            <span
              className="inline-flex h-7 items-center rounded-md px-2 font-mono text-[0.7rem] font-semibold ring-1 ring-border"
              style={{ backgroundColor: ground, color: variant.hex }}
            >
              {variant.hex}
            </span>
            <span className="text-muted-foreground">
              {variant.direction === 'same'
                ? 'as is'
                : `${variant.direction}, ΔE ${variant.delta_e.toFixed(1)}`}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A brand colour in depth: swatch (brands near it), name and hex, contrast grades and AA pair. */
export function AccessibleColor({ color, roleLabel }: { color: BrandColorDetail; roleLabel: string }) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-3">
        <SwatchNearLink
          hex={color.hex}
          label={`${roleLabel} color`}
          className="size-10 shrink-0 rounded-lg"
        />
        <div className="flex min-w-0 flex-col">
          <span className="truncate text-sm font-medium">{color.name}</span>
          <span className="text-xs text-muted-foreground">
            {color.name === roleLabel ? null : `${roleLabel} · `}
            <span className="font-mono text-foreground">{color.hex}</span>
          </span>
        </div>
      </div>
      <div className="flex flex-wrap gap-x-3 gap-y-1">
        <ContrastGrade hex={color.hex} ratio={color.contrast_on_white} background="white" />
        <ContrastGrade hex={color.hex} ratio={color.contrast_on_black} background="black" />
      </div>
      <AccessiblePair color={color} />
    </div>
  );
}
