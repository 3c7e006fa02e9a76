import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { QuadrantBrand } from '@/domain/catalogue-views';
import { isHexColor } from '@/domain/hex';
import {
  type AnalysisType,
  AXIS_LABELS,
  type PlottedBrand,
  QUADRANT_ALWAYS_LABELLED_MAX,
  QUADRANT_THRESHOLD,
  type Quadrant,
  SCORE_MAX,
} from '@/domain/quadrant';
import { cn } from '@/web/lib/cn';
import { useRovingFocus } from '@/web/lib/use-roving-focus';
import { axisTitlesInside, CHART_SIZE, chartTextScale } from '../lib/chart-text';
import { type PlacedLabel, placeLabels } from '../lib/place-labels';
import { spreadPoints } from '../lib/spread-points';

export { CHART_SIZE };

const PLOT = { left: 44, top: 30, right: 488, bottom: 436 };
const PLOT_WIDTH = PLOT.right - PLOT.left;
const PLOT_HEIGHT = PLOT.bottom - PLOT.top;
const POINT_RADIUS = 6;
/** Score units of margin inside the frame, so points at 0 or 100 are not cut by it. */
const PAD = 3;
const SPAN = SCORE_MAX + 2 * PAD;

const toX = (score: number) => PLOT.left + ((score + PAD) / SPAN) * PLOT_WIDTH;
const toY = (score: number) => PLOT.bottom - ((score + PAD) / SPAN) * PLOT_HEIGHT;
const MID_X = toX(QUADRANT_THRESHOLD);
const MID_Y = toY(QUADRANT_THRESHOLD);
/** The bottom labels share a line with the x axis title, below the tick values. */
const BOTTOM_LABEL_Y = 488;

/** Where each quadrant sits; its label is outside the plot, above or below its corner (spec 000 §4). */
const AREAS: readonly {
  quadrant: Quadrant;
  x: number;
  y: number;
  width: number;
  height: number;
  labelX: number;
  labelY: number;
  anchor: 'start' | 'end';
  shade: string;
}[] = [
  {
    quadrant: 'Visionaries',
    x: PLOT.left,
    y: PLOT.top,
    width: MID_X - PLOT.left,
    height: MID_Y - PLOT.top,
    labelX: PLOT.left,
    labelY: PLOT.top - 10,
    anchor: 'start',
    shade: 'fill-muted/50',
  },
  {
    quadrant: 'Leaders',
    x: MID_X,
    y: PLOT.top,
    width: PLOT.right - MID_X,
    height: MID_Y - PLOT.top,
    labelX: PLOT.right,
    labelY: PLOT.top - 10,
    anchor: 'end',
    shade: 'fill-muted',
  },
  {
    quadrant: 'Niche Players',
    x: PLOT.left,
    y: MID_Y,
    width: MID_X - PLOT.left,
    height: PLOT.bottom - MID_Y,
    labelX: PLOT.left,
    labelY: BOTTOM_LABEL_Y,
    anchor: 'start',
    shade: 'fill-muted/20',
  },
  {
    quadrant: 'Challengers',
    x: MID_X,
    y: MID_Y,
    width: PLOT.right - MID_X,
    height: PLOT.bottom - MID_Y,
    labelX: PLOT.right,
    labelY: BOTTOM_LABEL_Y,
    anchor: 'end',
    shade: 'fill-muted/50',
  },
];

const TICKS = [0, 25, 50, 75, 100];

type Point = PlottedBrand<QuadrantBrand> & { dx: number; dy: number };

function Tooltip({ point, type }: { point: Point; type: AnalysisType }) {
  const left = (toX(point.x + point.dx) / CHART_SIZE) * 100;
  const top = (toY(point.y + point.dy) / CHART_SIZE) * 100;
  const flip = left > 60;
  return (
    <div
      aria-hidden="true"
      data-slot="quadrant-tooltip"
      className={cn(
        'pointer-events-none absolute z-10 w-max max-w-56 -translate-y-1/2 rounded-lg border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-md',
        flip ? '-translate-x-full -ml-3' : 'ml-3',
      )}
      style={{ left: `${left}%`, top: `${top}%` }}
    >
      <p className="text-sm font-semibold">{point.brand.name}</p>
      <p className="text-muted-foreground">{point.quadrant}</p>
      <dl className="mt-1 grid grid-cols-[auto_auto] gap-x-3 font-mono">
        <dt className="font-sans text-muted-foreground">{AXIS_LABELS[type.x]}</dt>
        <dd>{Math.round(point.x)}</dd>
        <dt className="font-sans text-muted-foreground">{AXIS_LABELS[type.y]}</dt>
        <dd>{Math.round(point.y)}</dd>
      </dl>
    </div>
  );
}

/** How much larger the chart's text is drawn, from the width the chart is drawn at (chart-text.ts). */
function useTextScale(chart: React.RefObject<SVGSVGElement | null>): number {
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const svg = chart.current;
    if (!svg || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setScale(chartTextScale(entry.contentRect.width));
    });
    observer.observe(svg);
    return () => observer.disconnect();
  }, [chart]);
  return scale;
}

/**
 * The magic quadrant scatter (spec 000 §2, §4): 500 by 500, four labelled quadrants split at 50,
 * one point per brand in its primary colour, named beside it when there are at most 12. Hovering or
 * focusing a point shows the brand and its scores; Enter opens it. The arrow keys walk the points from left to right.
 */
export function QuadrantChart({
  points,
  type,
  counts,
}: {
  points: readonly PlottedBrand<QuadrantBrand>[];
  type: AnalysisType;
  counts: Readonly<Record<Quadrant, number>>;
}) {
  const titleId = useId();
  const descriptionId = useId();
  const navigate = useNavigate();
  const chart = useRef<SVGSVGElement>(null);
  const scale = useTextScale(chart);
  const titlesInside = axisTitlesInside(scale);
  const px = (size: number) => ({ fontSize: `${size * scale}px` });
  const [activeId, setActiveId] = useState<string | null>(null);
  const drawn = useMemo(
    () =>
      spreadPoints(points).sort((a, b) => a.x - b.x || b.y - a.y || a.brand.name.localeCompare(b.brand.name)),
    [points],
  );
  const ids = useMemo(() => drawn.map((p) => p.brand.id), [drawn]);
  const roving = useRovingFocus(ids);
  const active = drawn.find((p) => p.brand.id === activeId) ?? null;
  // A small chart names every point; a crowded one names the point under the pointer or focus.
  const isAlwaysLabelled = drawn.length <= QUADRANT_ALWAYS_LABELLED_MAX;
  const labels = useMemo(() => {
    if (!isAlwaysLabelled) return new Map<string, PlacedLabel>();
    const placed = placeLabels(
      drawn.map((point) => {
        const cx = toX(point.x + point.dx);
        return {
          id: point.brand.id,
          cx,
          cy: toY(point.y + point.dy),
          text: point.brand.name,
          side: cx > MID_X ? ('left' as const) : ('right' as const),
        };
      }),
      scale,
      PLOT,
    );
    return new Map(placed.map((label) => [label.id, label]));
  }, [drawn, isAlwaysLabelled, scale]);

  return (
    <div className="mx-auto w-full max-w-[500px]">
      <div className="relative">
        {/* biome-ignore lint/a11y/useSemanticElements: the group is the drawing itself; a fieldset cannot be SVG */}
        <svg
          ref={chart}
          viewBox={`0 0 ${CHART_SIZE} ${CHART_SIZE}`}
          width={CHART_SIZE}
          height={CHART_SIZE}
          role="group"
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          className="h-auto w-full select-none"
          onPointerLeave={() => setActiveId(null)}
        >
          <title id={titleId}>{`${type.label}: ${points.length} brands in four quadrants`}</title>
          <desc id={descriptionId}>
            {AREAS.map((area) => `${area.quadrant}: ${counts[area.quadrant]}`).join('; ')}
          </desc>
          {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG group without tabindex is not focusable */}
          <g aria-hidden="true">
            {AREAS.map((area) => (
              <rect
                key={area.quadrant}
                x={area.x}
                y={area.y}
                width={area.width}
                height={area.height}
                className={area.shade}
              />
            ))}
            {TICKS.map((tick) => (
              <g key={tick}>
                <line
                  x1={toX(tick)}
                  x2={toX(tick)}
                  y1={PLOT.top}
                  y2={PLOT.bottom}
                  className={tick === QUADRANT_THRESHOLD ? 'stroke-foreground/40' : 'stroke-border'}
                  strokeDasharray={tick === QUADRANT_THRESHOLD ? undefined : '2 4'}
                />
                <line
                  x1={PLOT.left}
                  x2={PLOT.right}
                  y1={toY(tick)}
                  y2={toY(tick)}
                  className={tick === QUADRANT_THRESHOLD ? 'stroke-foreground/40' : 'stroke-border'}
                  strokeDasharray={tick === QUADRANT_THRESHOLD ? undefined : '2 4'}
                />
                <text
                  x={toX(tick)}
                  y={PLOT.bottom + 16}
                  textAnchor="middle"
                  className="fill-muted-foreground"
                  style={px(10)}
                >
                  {tick}
                </text>
                <text
                  x={PLOT.left - 8}
                  y={toY(tick)}
                  textAnchor="end"
                  dominantBaseline="central"
                  className="fill-muted-foreground"
                  style={px(10)}
                >
                  {tick}
                </text>
              </g>
            ))}
            <rect
              x={PLOT.left}
              y={PLOT.top}
              width={PLOT_WIDTH}
              height={PLOT_HEIGHT}
              fill="none"
              className="stroke-border"
            />
            {AREAS.map((area) => (
              <text
                key={area.quadrant}
                x={area.labelX}
                y={area.labelY}
                textAnchor={area.anchor}
                className="fill-foreground font-semibold"
                style={px(13)}
              >
                {area.quadrant}
                <tspan className="fill-muted-foreground font-normal">{` · ${counts[area.quadrant]}`}</tspan>
              </text>
            ))}
            {titlesInside ? (
              <>
                <text
                  x={(PLOT.left + PLOT.right) / 2}
                  y={BOTTOM_LABEL_Y}
                  textAnchor="middle"
                  className="fill-muted-foreground font-medium"
                  style={px(12)}
                >
                  {`${AXIS_LABELS[type.x]} →`}
                </text>
                <text
                  x={12}
                  y={(PLOT.top + PLOT.bottom) / 2}
                  textAnchor="middle"
                  transform={`rotate(-90 12 ${(PLOT.top + PLOT.bottom) / 2})`}
                  className="fill-muted-foreground font-medium"
                  style={px(12)}
                >
                  {`${AXIS_LABELS[type.y]} →`}
                </text>
              </>
            ) : null}
          </g>
          {drawn.map((point) => {
            const item = roving.getItemProps(point.brand.id);
            const isActive = point.brand.id === activeId;
            const fill = isHexColor(point.brand.primary_color) ? point.brand.primary_color : '#71717A';
            const cx = toX(point.x + point.dx);
            const cy = toY(point.y + point.dy);
            const label = labels.get(point.brand.id);
            return (
              // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be a <button>
              <g
                key={point.brand.id}
                ref={item.ref}
                role="link"
                tabIndex={item.tabIndex}
                aria-label={`${point.brand.name}: ${point.quadrant}, ${AXIS_LABELS[type.x]} ${Math.round(point.x)}, ${AXIS_LABELS[type.y]} ${Math.round(point.y)}`}
                className="cursor-pointer outline-none"
                onPointerEnter={() => setActiveId(point.brand.id)}
                onFocus={() => {
                  item.onFocus();
                  setActiveId(point.brand.id);
                }}
                onBlur={() => setActiveId(null)}
                onClick={() => navigate(`/brands/${point.brand.slug}`)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') navigate(`/brands/${point.brand.slug}`);
                  else item.onKeyDown(event);
                }}
              >
                {isActive ? (
                  <circle
                    cx={cx}
                    cy={cy}
                    r={POINT_RADIUS + 4}
                    fill="none"
                    className="stroke-ring"
                    strokeWidth={2}
                  />
                ) : null}
                <circle
                  cx={cx}
                  cy={cy}
                  r={isActive ? POINT_RADIUS + 1.5 : POINT_RADIUS}
                  fill={fill}
                  className="stroke-black/25 dark:stroke-white/50"
                  strokeWidth={1.25}
                />
                {label ? (
                  <text
                    data-slot="quadrant-point-label"
                    x={label.x}
                    y={label.y}
                    textAnchor={label.anchor}
                    dominantBaseline="central"
                    className="pointer-events-none fill-foreground stroke-background font-medium [paint-order:stroke]"
                    style={px(11)}
                    strokeWidth={3}
                  >
                    {point.brand.name}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
        {active ? <Tooltip point={active} type={type} /> : null}
      </div>
      {titlesInside ? null : (
        // On a narrow screen the axes are named below the drawing, in the page's own text size.
        <p
          data-slot="quadrant-axes"
          aria-hidden="true"
          className="mt-1 text-center text-xs text-muted-foreground"
        >
          {`${AXIS_LABELS[type.x]} → · ${AXIS_LABELS[type.y]} ↑`}
        </p>
      )}
    </div>
  );
}
