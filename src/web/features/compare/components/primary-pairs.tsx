import { TriangleAlertIcon } from 'lucide-react';
import type { Comparison } from '@/domain/color-intel';

/** How far apart each pair's primary colours are, with a warning where two read alike. */
export function PrimaryPairs({ comparison }: { comparison: Comparison }) {
  const names = new Map(comparison.brands.map((b) => [b.slug, b]));
  if (comparison.primary_pairs.length === 0) return null;
  return (
    <section aria-labelledby="pairs-heading" className="flex flex-col gap-3">
      <h2 id="pairs-heading" className="text-lg font-semibold tracking-tight">
        Primary colours against each other
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {comparison.primary_pairs.map((pair) => {
          const a = names.get(pair.a);
          const b = names.get(pair.b);
          if (!a || !b) return null;
          return (
            <li key={`${pair.a}-${pair.b}`} className="flex items-center gap-3 rounded-xl border bg-card p-3">
              <span
                className="flex shrink-0 overflow-hidden rounded-lg ring-1 ring-black/10 dark:ring-white/20"
                aria-hidden="true"
              >
                <span className="block h-10 w-8" style={{ backgroundColor: a.primary_color ?? undefined }} />
                <span className="block h-10 w-8" style={{ backgroundColor: b.primary_color ?? undefined }} />
              </span>
              <div className="flex min-w-0 flex-col text-sm">
                <span className="font-medium">
                  {a.name} and {b.name}
                </span>
                <span className="text-muted-foreground">
                  <span className="font-mono text-foreground">ΔE {pair.distance.toFixed(1)}</span> · contrast{' '}
                  {pair.contrast.toFixed(2)}:1
                </span>
                {pair.too_close ? (
                  <span className="mt-1 inline-flex items-center gap-1 font-medium text-amber-700 dark:text-amber-400">
                    <TriangleAlertIcon aria-hidden="true" className="size-4" />
                    Too close: under ΔE 10, the two read as one colour
                  </span>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
