import { useId, useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { ColorLandscape, LandscapePoint } from '@/domain/color-intel';
import { hueName } from '@/domain/hue-names';
import { cn } from '@/web/lib/cn';
import { useRovingFocus } from '@/web/lib/use-roving-focus';
import { hueX, lightnessY, MAP, spreadPositions } from '../lib/map-geometry';

const HUE_TICKS = [0, 60, 120, 180, 240, 300, 360];
const LIGHTNESS_TICKS = [0, 0.25, 0.5, 0.75, 1];
/** The hue scale under the plot, in steps of 5°. */
const HUE_SCALE = Array.from({ length: 72 }, (_, i) => i * 5);
/** The half-width of a hue step of the unclaimed runs (HUE_STEP in the domain is 5°). */
const HALF_STEP = 2.5;

type Placed = LandscapePoint & { x: number; y: number; label: string };

function describePoint(point: LandscapePoint): string {
  const place = point.hue === null ? 'neutral' : `${hueName(point.hue)}, hue ${Math.round(point.hue)}°`;
  return `${point.brand.name}, ${point.hex}: ${place}, lightness ${Math.round(point.lightness * 100)}%`;
}

/**
 * The industry's primary colours on a hue × lightness map (OKLCH): hue across, lightness up,
 * neutrals in their own column. Unclaimed hue runs are shaded bands, colours several brands share
 * are ringed. One tab stop; the arrow keys walk the brands in hue order, Enter opens one.
 */
export function LandscapeMap({
  landscape,
  activeId,
  onActiveChange,
}: {
  landscape: ColorLandscape;
  activeId: string | null;
  onActiveChange: (id: string | null) => void;
}) {
  const titleId = useId();
  const descriptionId = useId();
  const navigate = useNavigate();

  const placed = useMemo<Placed[]>(() => {
    const chromatic = landscape.points
      .filter((p) => p.hue !== null)
      .sort((a, b) => (a.hue ?? 0) - (b.hue ?? 0) || b.lightness - a.lightness);
    const neutral = landscape.points.filter((p) => p.hue === null).sort((a, b) => b.lightness - a.lightness);
    const ordered = [...chromatic, ...neutral];
    const positions = spreadPositions(
      ordered.map((p) => ({
        x: p.hue === null ? MAP.neutralX : hueX(p.hue),
        y: lightnessY(p.lightness),
      })),
    );
    return ordered.map((p, i) => ({ ...p, ...(positions[i] ?? { x: 0, y: 0 }), label: describePoint(p) }));
  }, [landscape.points]);
  const ids = useMemo(() => placed.map((p) => p.brand.id), [placed]);
  const roving = useRovingFocus(ids, activeId);
  const shown = activeId;

  const bands = landscape.unclaimed.flatMap((range) =>
    range.from <= range.to
      ? [[range.from - HALF_STEP, range.to + HALF_STEP]]
      : [
          [range.from - HALF_STEP, 360],
          [0, range.to + HALF_STEP],
        ],
  );
  const neutrals = placed.filter((p) => p.hue === null).length;

  return (
    <div className="w-full overflow-x-auto">
      {/* biome-ignore lint/a11y/useSemanticElements: the group is the drawing itself; a fieldset cannot be SVG */}
      <svg
        viewBox={`0 0 ${MAP.width} ${MAP.height}`}
        role="group"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        className="h-auto w-full min-w-[560px] select-none"
      >
        <title id={titleId}>
          {`Colour landscape of ${landscape.industry}: ${placed.length} brands by hue and lightness`}
        </title>
        <desc id={descriptionId}>
          {`${landscape.unclaimed.length} unclaimed hue ranges, ${landscape.clusters.length} shared colours, ${neutrals} neutral primaries. Use the arrow keys to move between brands and Enter to open one.`}
        </desc>
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG group without tabindex is not focusable */}
        <g aria-hidden="true">
          <defs>
            <pattern
              id={`${titleId}-free`}
              width="6"
              height="6"
              patternUnits="userSpaceOnUse"
              patternTransform="rotate(45)"
            >
              <line x1="0" y1="0" x2="0" y2="6" className="stroke-foreground/25" strokeWidth="2" />
            </pattern>
          </defs>
          <rect
            x={MAP.left}
            y={MAP.top}
            width={MAP.right - MAP.left}
            height={MAP.bottom - MAP.top}
            className="fill-muted/30 stroke-border"
          />
          {bands.map(([from, to]) => (
            <rect
              key={`${from}-${to}`}
              x={hueX(Math.max(0, from ?? 0))}
              y={MAP.top}
              width={hueX(Math.min(360, to ?? 0)) - hueX(Math.max(0, from ?? 0))}
              height={MAP.bottom - MAP.top}
              fill={`url(#${titleId}-free)`}
            />
          ))}
          {HUE_TICKS.map((tick) => (
            <g key={tick}>
              <line
                x1={hueX(tick)}
                x2={hueX(tick)}
                y1={MAP.top}
                y2={MAP.bottom}
                className="stroke-border"
                strokeDasharray="2 4"
              />
              <text
                x={hueX(tick)}
                y={MAP.bottom + 36}
                textAnchor="middle"
                className="fill-muted-foreground text-[10px]"
              >
                {`${tick}°`}
              </text>
            </g>
          ))}
          {LIGHTNESS_TICKS.map((tick) => (
            <text
              key={tick}
              x={MAP.left - 8}
              y={lightnessY(tick)}
              textAnchor="end"
              dominantBaseline="central"
              className="fill-muted-foreground text-[10px]"
            >
              {`${tick * 100}%`}
            </text>
          ))}
          {/* The hue scale itself, under the plot. */}
          {HUE_SCALE.map((hue) => (
            <rect
              key={hue}
              x={hueX(hue)}
              y={MAP.bottom + 8}
              width={hueX(5) - hueX(0) + 0.5}
              height={12}
              style={{ fill: `oklch(0.68 0.13 ${hue + 2.5})` }}
            />
          ))}
          <text
            x={MAP.neutralX}
            y={MAP.bottom + 36}
            textAnchor="middle"
            className="fill-muted-foreground text-[10px]"
          >
            Neutral
          </text>
          <line
            x1={MAP.neutralX}
            x2={MAP.neutralX}
            y1={MAP.top}
            y2={MAP.bottom}
            className="stroke-border"
            strokeDasharray="2 4"
          />
          <text
            x={(MAP.left + MAP.right) / 2}
            y={MAP.height - 4}
            textAnchor="middle"
            className="fill-muted-foreground text-[11px] font-medium"
          >
            Hue (OKLCH) →
          </text>
          {landscape.clusters.map((cluster) =>
            cluster.hue === null ? null : (
              <circle
                key={cluster.hex}
                cx={hueX(cluster.hue)}
                cy={lightnessY(cluster.lightness)}
                r={18 + Math.min(12, cluster.brands.length * 2)}
                fill="none"
                className="stroke-foreground/50"
                strokeDasharray="3 3"
              />
            ),
          )}
        </g>
        {placed.map((point) => {
          const item = roving.getItemProps(point.brand.id);
          const isShown = point.brand.id === shown;
          return (
            // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be a <button>
            <g
              key={point.brand.id}
              ref={item.ref}
              role="link"
              tabIndex={item.tabIndex}
              aria-label={point.label}
              className="cursor-pointer outline-none"
              onPointerEnter={() => onActiveChange(point.brand.id)}
              onFocus={() => {
                item.onFocus();
                onActiveChange(point.brand.id);
              }}
              onClick={() => navigate(`/brands/${point.brand.slug}`)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') navigate(`/brands/${point.brand.slug}`);
                else if (event.key === 'Escape') onActiveChange(null);
                else item.onKeyDown(event);
              }}
            >
              {isShown ? (
                <circle
                  cx={point.x}
                  cy={point.y}
                  r={MAP.pointRadius + 4}
                  fill="none"
                  className="stroke-ring"
                  strokeWidth={2}
                />
              ) : null}
              <circle
                cx={point.x}
                cy={point.y}
                r={isShown ? MAP.pointRadius + 1.5 : MAP.pointRadius}
                fill={point.hex}
                className={cn('stroke-black/30 dark:stroke-white/60')}
                strokeWidth={1.25}
              />
            </g>
          );
        })}
      </svg>
    </div>
  );
}
