import { ArrowRightIcon } from 'lucide-react';
import { type FocusEvent, type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Brand } from '@/domain/brand';
import { layoutColorWheel, WHEEL_RINGS, wheelBands } from '@/domain/color-wheel';
import { colorNameFor } from '@/domain/colors';
import { textColorOn } from '@/domain/text-color';
import { cn } from '@/web/lib/cn';
import { nearColorPath } from '@/web/lib/near-color';
import { useRovingFocus } from '@/web/lib/use-roving-focus';
import { discPoints, type Point, polar, ringSegmentPath } from '../lib/wheel-geometry';

export type WheelBrand = Pick<
  Brand,
  'id' | 'slug' | 'name' | 'primary_color' | 'ai_color_names' | 'industry'
>;

const SIZE = 440;
const CENTRE: Point = { x: SIZE / 2, y: SIZE / 2 };
const BAND_OUTER = 214;
const BAND_INNER = 196;
/** Ring 0 is the outermost. */
const RING_RADII = [174, 146, 118] as const;
const SWATCH_RADIUS = 12;
const NEUTRAL_DISC = 84;
const BANDS = wheelBands();

interface Spot {
  brand: WheelBrand;
  hex: string;
  at: Point;
  radius: number;
}

function useSpots(brands: readonly WheelBrand[]): { spots: Spot[]; neutrals: number } {
  return useMemo(() => {
    const byId = new Map(brands.map((brand) => [brand.id, brand]));
    const layout = layoutColorWheel(brands.map((brand) => ({ id: brand.id, hex: brand.primary_color })));
    const spots: Spot[] = [];
    for (const placed of layout.placed) {
      const brand = byId.get(placed.id);
      const radius = RING_RADII[placed.ring % WHEEL_RINGS] ?? RING_RADII[0];
      if (brand)
        spots.push({ brand, hex: placed.hex, at: polar(CENTRE, radius, placed.hue), radius: SWATCH_RADIUS });
    }
    const disc = discPoints(CENTRE, NEUTRAL_DISC - SWATCH_RADIUS, layout.neutrals.length);
    const neutralRadius = Math.max(6, Math.min(SWATCH_RADIUS, disc.spacing / 2 - 1));
    layout.neutrals.forEach((neutral, index) => {
      const brand = byId.get(neutral.id);
      const at = disc.points[index];
      if (brand && at) spots.push({ brand, hex: neutral.hex, at, radius: neutralRadius });
    });
    return { spots, neutrals: layout.neutrals.length };
  }, [brands]);
}

function initialOf(name: string): string {
  return name.trim().charAt(0).toUpperCase() || '?';
}

function SwatchInitial({ spot, radius }: { spot: Spot; radius: number }) {
  return (
    <text
      x={spot.at.x}
      y={spot.at.y}
      textAnchor="middle"
      dominantBaseline="central"
      fill={textColorOn(spot.hex)}
      fontSize={radius * 0.95}
      fontWeight={600}
      pointerEvents="none"
    >
      {initialOf(spot.brand.name)}
    </text>
  );
}

function BrandPanel({
  spot,
  isSelected,
  counts,
  onLinkBlur,
}: {
  spot: Spot | null;
  isSelected: boolean;
  counts: { placed: number; neutrals: number };
  onLinkBlur: (event: FocusEvent) => void;
}) {
  if (!spot) {
    return (
      <div className="flex flex-col gap-3 text-sm">
        <p className="font-medium">
          {counts.placed} {counts.placed === 1 ? 'brand' : 'brands'} by hue
          {counts.neutrals > 0 ? `, ${counts.neutrals} in black, white or grey at the centre` : ''}
        </p>
        <p className="text-muted-foreground">
          Hover over a swatch, or select one, to name its brand. With the keyboard, Tab to the wheel and move
          between brands with the arrow keys; Enter selects and Escape clears.
        </p>
      </div>
    );
  }
  const { brand, hex } = spot;
  return (
    <div className="flex flex-col gap-4">
      <div
        className="flex h-28 items-end rounded-xl p-4 ring-1 ring-black/10 ring-inset dark:ring-white/15"
        style={{ backgroundColor: hex, color: textColorOn(hex) }}
      >
        <span className="font-mono text-sm">{hex}</span>
      </div>
      <div className="flex flex-col gap-1">
        <p className="text-xs font-medium text-muted-foreground">{isSelected ? 'Selected' : 'Highlighted'}</p>
        <p className="text-lg font-semibold">{brand.name}</p>
        <p className="text-sm text-muted-foreground">{colorNameFor(hex, 0, brand.ai_color_names)}</p>
      </div>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        <Link
          to={`/brands/${brand.slug}`}
          onBlur={onLinkBlur}
          className="inline-flex items-center gap-1.5 text-sm font-medium underline-offset-4 hover:underline"
        >
          Open {brand.name}
          <ArrowRightIcon aria-hidden="true" className="size-4" />
        </Link>
        <Link
          to={nearColorPath(hex)}
          onBlur={onLinkBlur}
          className="text-sm underline-offset-4 hover:underline"
        >
          Brands near this colour
        </Link>
      </div>
    </div>
  );
}

/**
 * The colour wheel of the themed galleries (spec 000 §2, §4, §9): brands placed by the hue of their
 * primary colour over a ring of 10° bands, close hues staggered over three rings, black, white and
 * grey in the middle. Hovering or focusing a swatch highlights and names its brand; clicking (or
 * Enter) selects it, and clicking the selected one again deselects it.
 */
export function ColorWheel({
  brands,
  selectedId,
  onSelect,
}: {
  brands: readonly WheelBrand[];
  selectedId: string | null;
  onSelect: (id: string | null) => void;
}) {
  const titleId = useId();
  const { spots, neutrals } = useSpots(brands);
  const [hoveredId, setHoveredId] = useState<string | null>(null);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  /** The brand whose panel the focus went into from its swatch: its links stay while they are used. */
  const [keptId, setKeptId] = useState<string | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const ids = useMemo(() => spots.map((spot) => spot.brand.id), [spots]);
  const roving = useRovingFocus(ids, selectedId);
  const highlightedId = keptId ?? hoveredId ?? focusedId ?? selectedId;
  const isInPanel = (event: FocusEvent) =>
    event.relatedTarget instanceof Node && !!panel.current?.contains(event.relatedTarget);
  const highlighted = spots.find((spot) => spot.brand.id === highlightedId) ?? null;

  const toggle = (id: string) => onSelect(selectedId === id ? null : id);

  return (
    <div className="grid items-center gap-8 md:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]">
      {/* biome-ignore lint/a11y/useSemanticElements: the group is the drawing itself; a fieldset cannot be SVG */}
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        role="group"
        aria-labelledby={titleId}
        className="mx-auto w-full max-w-md select-none"
        onPointerLeave={() => setHoveredId(null)}
      >
        <title id={titleId}>
          {`Colour wheel of ${spots.length} brands, placed by the hue of their primary colour`}
        </title>
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG group without tabindex is not focusable */}
        <g aria-hidden="true">
          {BANDS.map((band) => (
            <path
              key={band.from}
              d={ringSegmentPath(CENTRE, BAND_INNER, BAND_OUTER, band.from, band.to)}
              fill={band.hex}
              className="stroke-background"
              strokeWidth={1}
            />
          ))}
          {RING_RADII.map((radius) => (
            <circle
              key={radius}
              cx={CENTRE.x}
              cy={CENTRE.y}
              r={radius}
              fill="none"
              className="stroke-border"
              strokeDasharray="2 4"
            />
          ))}
          {neutrals > 0 ? (
            <circle cx={CENTRE.x} cy={CENTRE.y} r={NEUTRAL_DISC} className="fill-muted/60 stroke-border" />
          ) : null}
        </g>
        {spots.map((spot) => {
          const { brand, hex, at, radius } = spot;
          const isSelected = brand.id === selectedId;
          const dimmed = highlightedId !== null && brand.id !== highlightedId;
          const item = roving.getItemProps(brand.id);
          return (
            // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be a <button>
            <g
              key={brand.id}
              ref={item.ref}
              role="button"
              tabIndex={item.tabIndex}
              aria-pressed={isSelected}
              aria-label={`${brand.name}, ${hex}`}
              className="cursor-pointer outline-none"
              opacity={dimmed ? 0.45 : 1}
              onPointerEnter={() => setHoveredId(brand.id)}
              onFocus={() => {
                item.onFocus();
                setFocusedId(brand.id);
              }}
              onBlur={(event) => {
                // Tab from a swatch to 'Open {brand}': the panel keeps that brand, or its link would
                // go from under the focus.
                if (isInPanel(event)) setKeptId(brand.id);
                setFocusedId(null);
              }}
              onClick={() => toggle(brand.id)}
              onKeyDown={(event: KeyboardEvent) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  toggle(brand.id);
                } else if (event.key === 'Escape' && selectedId) {
                  onSelect(null);
                } else {
                  item.onKeyDown(event);
                }
              }}
            >
              {isSelected || brand.id === focusedId ? (
                <circle
                  cx={at.x}
                  cy={at.y}
                  r={radius + 4}
                  fill="none"
                  className={cn(brand.id === focusedId ? 'stroke-ring' : 'stroke-foreground')}
                  strokeWidth={2}
                />
              ) : null}
              <circle
                cx={at.x}
                cy={at.y}
                r={radius}
                fill={hex}
                className="stroke-black/15 dark:stroke-white/30"
                strokeWidth={1}
              />
              <SwatchInitial spot={spot} radius={radius} />
            </g>
          );
        })}
        {highlighted ? (
          // The highlighted swatch again, enlarged and on top of its neighbours (SVG has no z-index,
          // and moving the focused element to the end would take the focus away).
          // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG group without tabindex is not focusable
          <g aria-hidden="true" pointerEvents="none">
            <circle
              cx={highlighted.at.x}
              cy={highlighted.at.y}
              r={highlighted.radius * 1.5}
              fill={highlighted.hex}
              className="stroke-background"
              strokeWidth={3}
            />
            <SwatchInitial spot={highlighted} radius={highlighted.radius * 1.5} />
          </g>
        ) : null}
      </svg>
      <div ref={panel} aria-live="polite" className="min-h-40 rounded-xl border bg-card p-5">
        <BrandPanel
          onLinkBlur={(event) => {
            if (!isInPanel(event)) setKeptId(null);
          }}
          spot={highlighted}
          isSelected={highlighted?.brand.id === selectedId}
          counts={{ placed: spots.length - neutrals, neutrals }}
        />
      </div>
    </div>
  );
}
