import { Link } from 'react-router';
import type { ColorLandscape } from '@/domain/color-intel';
import { hueRangeName } from '@/domain/hue-names';
import { SwatchNearLink } from '@/web/components/swatch-near-link';
import { nearColorPath } from '@/web/lib/near-color';

const degrees = (from: number, to: number) =>
  from === 0 && to === 355 ? 'every hue' : from === to ? `${from}°` : `${from}°–${to}°`;

/** The hue runs nobody in the industry owns, each with a colour from its middle to try. */
export function UnclaimedHues({ landscape }: { landscape: ColorLandscape }) {
  return (
    <section aria-labelledby="unclaimed-heading" className="flex flex-col gap-3">
      <h2 id="unclaimed-heading" className="text-lg font-semibold tracking-tight">
        Unclaimed hues
      </h2>
      <p className="text-sm text-muted-foreground">
        No brand's primary colour lies within ΔE {landscape.claim_distance} of these hues, light, middle or
        dark.
      </p>
      {landscape.unclaimed.length === 0 ? (
        <p className="rounded-xl border border-dashed p-4 text-sm">Every hue is taken in this industry.</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {landscape.unclaimed.map((range) => (
            <li
              key={`${range.from}-${range.to}`}
              className="flex items-start gap-3 rounded-xl border bg-card p-3"
            >
              <SwatchNearLink
                hex={range.hex}
                label="unclaimed color"
                className="size-10 shrink-0 rounded-lg"
              />
              <div className="flex min-w-0 flex-col gap-0.5 text-sm">
                <span className="font-medium capitalize">{hueRangeName(range.from, range.to)}</span>
                <span className="text-muted-foreground">
                  {degrees(range.from, range.to)} · try <span className="font-mono">{range.hex}</span>
                </span>
                <Link to={nearColorPath(range.hex)} className="self-start underline-offset-4 hover:underline">
                  Brands near this colour
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Colours two or more brands of the industry share: where the category is crowded. */
export function SharedColors({ landscape }: { landscape: ColorLandscape }) {
  return (
    <section aria-labelledby="shared-heading" className="flex flex-col gap-3">
      <h2 id="shared-heading" className="text-lg font-semibold tracking-tight">
        Shared colours
      </h2>
      <p className="text-sm text-muted-foreground">
        Brands whose primary colours lie within ΔE {landscape.cluster_distance} of each other: they read
        alike.
      </p>
      {landscape.clusters.length === 0 ? (
        <p className="rounded-xl border border-dashed p-4 text-sm">No two brands here share a colour.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {landscape.clusters.map((cluster) => (
            <li key={cluster.hex} className="flex items-start gap-3 rounded-xl border bg-card p-3">
              <SwatchNearLink
                hex={cluster.hex}
                label="shared color"
                className="size-10 shrink-0 rounded-lg"
              />
              <div className="flex min-w-0 flex-col gap-1 text-sm">
                <span>
                  <span className="font-mono">{cluster.hex}</span>{' '}
                  <span className="text-muted-foreground">· {cluster.brands.length} brands</span>
                </span>
                <ul className="flex flex-wrap gap-x-3 gap-y-1">
                  {cluster.brands.map((brand) => (
                    <li key={brand.id}>
                      <Link to={`/brands/${brand.slug}`} className="underline-offset-4 hover:underline">
                        {brand.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
