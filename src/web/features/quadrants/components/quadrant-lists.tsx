import { useState } from 'react';
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

/** Each quadrant's count and up to 8 of its brands (spec 000 §2, §9); 'and N more' opens the rest. */
export function QuadrantLists({
  summaries,
  type,
}: {
  summaries: readonly QuadrantSummary<QuadrantBrand>[];
  type: AnalysisType;
}) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {summaries.map((summary) => (
        <QuadrantCard key={summary.quadrant} summary={summary} type={type} />
      ))}
    </ul>
  );
}

function QuadrantCard({ summary, type }: { summary: QuadrantSummary<QuadrantBrand>; type: AnalysisType }) {
  const { quadrant, count, members } = summary;
  const [isOpen, setOpen] = useState(false);
  const listed = isOpen ? members : summary.listed;
  const hidden = count - summary.listed.length;
  const listId = `quadrant-list-${quadrant.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <li className="flex flex-col gap-3 rounded-xl border bg-card p-5">
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="font-semibold">{quadrant}</h3>
        <span className="font-mono text-sm text-muted-foreground">
          {count}
          <span className="sr-only"> {count === 1 ? 'brand' : 'brands'}</span>
        </span>
      </div>
      <p className="text-xs text-muted-foreground">{quadrantMeaning(quadrant, type)}</p>
      {listed.length > 0 ? (
        <ol id={listId} className="flex flex-col gap-1">
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
      {hidden > 0 ? (
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={listId}
          onClick={() => setOpen((open) => !open)}
          className="self-start rounded-sm text-xs text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
        >
          {isOpen ? 'Show fewer' : `and ${hidden} more`}
        </button>
      ) : null}
    </li>
  );
}
