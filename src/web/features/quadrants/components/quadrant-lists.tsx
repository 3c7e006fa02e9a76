import { Link } from 'react-router';
import type { QuadrantBrand } from '@/domain/catalogue-views';
import { isHexColor } from '@/domain/hex';
import { type AnalysisType, AXIS_LABELS, type Quadrant, type QuadrantSummary } from '@/domain/quadrant';

function quadrantMeaning(quadrant: Quadrant, type: AnalysisType): string {
  const x = AXIS_LABELS[type.x].toLowerCase();
  const y = AXIS_LABELS[type.y].toLowerCase();
  switch (quadrant) {
    case 'Leaders':
      return `High ${x}, high ${y}`;
    case 'Challengers':
      return `High ${x}, lower ${y}`;
    case 'Visionaries':
      return `Lower ${x}, high ${y}`;
    case 'Niche Players':
      return `Lower ${x}, lower ${y}`;
  }
}

/** Each quadrant's count and up to 8 of its brands (spec 000 §2, §9). */
export function QuadrantLists({
  summaries,
  type,
}: {
  summaries: readonly QuadrantSummary<QuadrantBrand>[];
  type: AnalysisType;
}) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {summaries.map(({ quadrant, count, listed }) => (
        <li key={quadrant} className="flex flex-col gap-3 rounded-xl border bg-card p-5">
          <div className="flex items-baseline justify-between gap-2">
            <h3 className="font-semibold">{quadrant}</h3>
            <span className="font-mono text-sm text-muted-foreground">
              {count}
              <span className="sr-only"> {count === 1 ? 'brand' : 'brands'}</span>
            </span>
          </div>
          <p className="text-xs text-muted-foreground">{quadrantMeaning(quadrant, type)}</p>
          {listed.length > 0 ? (
            <ol className="flex flex-col gap-1">
              {listed.map(({ brand, x, y }) => (
                <li key={brand.id}>
                  <Link
                    to={`/brands/${brand.slug}`}
                    className="-mx-2 flex items-center gap-2.5 rounded-md px-2 py-1 text-sm transition-colors hover:bg-accent"
                  >
                    <span
                      aria-hidden="true"
                      className="size-3 shrink-0 rounded-full ring-1 ring-black/10 ring-inset dark:ring-white/20"
                      style={{
                        backgroundColor: isHexColor(brand.primary_color) ? brand.primary_color : undefined,
                      }}
                    />
                    <span className="flex-1 truncate">{brand.name}</span>
                    <span className="font-mono text-xs text-muted-foreground">
                      <span className="sr-only">{AXIS_LABELS[type.x]} </span>
                      {Math.round(x)}
                      <span aria-hidden="true"> · </span>
                      <span className="sr-only">, {AXIS_LABELS[type.y]} </span>
                      {Math.round(y)}
                    </span>
                  </Link>
                </li>
              ))}
            </ol>
          ) : (
            <p className="text-sm text-muted-foreground">No brand here.</p>
          )}
          {count > listed.length ? (
            <p className="text-xs text-muted-foreground">and {count - listed.length} more</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
