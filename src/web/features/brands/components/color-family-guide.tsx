import { Link } from 'react-router';
import { COLOR_FAMILY_SAMPLES, describeColorFamily } from '@/domain/color-family';
import type { ColorFamily } from '@/domain/taxonomy';
import { cn } from '@/web/lib/cn';

/**
 * The colour filter explained (spec 000 §3): each family offered, with a swatch and the hue band
 * or lightness that puts a colour in it, choosable from here; and, since the bands are strict (a
 * deep red at 345–360° is Pink), the way to the brands near one exact colour.
 */
export function ColorFamilyGuide({
  families,
  selected,
  onChoose,
}: {
  families: readonly ColorFamily[];
  selected: string | undefined;
  onChoose: (family: ColorFamily) => void;
}) {
  return (
    <div className="flex flex-wrap items-start gap-x-6 gap-y-2 text-sm">
      <details className="group min-w-0 flex-1 basis-72">
        <summary className="w-max cursor-pointer rounded-sm text-muted-foreground hover:text-foreground">
          How color families work
        </summary>
        <div className="mt-3 flex flex-col gap-3">
          <p className="max-w-2xl text-muted-foreground">
            A brand matches a family when its primary, secondary or accent color falls in it: by hue, or by
            lightness when the color has almost no hue. The bands are strict, so a deep red at 345–360° counts
            as Pink.
          </p>
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4">
            {families.map((family) => {
              const isSelected = selected?.toLowerCase() === family.toLowerCase();
              return (
                <li key={family}>
                  <button
                    type="button"
                    aria-pressed={isSelected}
                    onClick={() => onChoose(family)}
                    className={cn(
                      'flex w-full items-center gap-3 rounded-lg border px-3 py-2 text-left transition-colors hover:bg-accent',
                      isSelected && 'border-foreground',
                    )}
                  >
                    <span
                      aria-hidden="true"
                      className="size-6 shrink-0 rounded-md ring-1 ring-black/15 ring-inset dark:ring-white/25"
                      style={{ backgroundColor: COLOR_FAMILY_SAMPLES[family] }}
                    />
                    <span className="flex min-w-0 flex-col">
                      <span className="font-medium">{family}</span>
                      <span className="text-xs text-muted-foreground">{describeColorFamily(family)}</span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      </details>
      <Link to="/colors" className="shrink-0 underline underline-offset-4 hover:decoration-2">
        Find brands near a colour
      </Link>
    </div>
  );
}
