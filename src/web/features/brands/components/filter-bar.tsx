import { XIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import type { BrandFacets } from '@/domain/catalogue-views';
import { COLOR_FAMILY_SAMPLES, describeColorFamily } from '@/domain/color-family';
import { ALL, type BrandFilters, type ListFilterKey } from '@/domain/discovery';
import { ARCHETYPES, COLOR_FAMILIES, type ColorFamily, parseArchetype } from '@/domain/taxonomy';
import { Button } from '@/web/components/ui/button';
import { NativeSelect } from '@/web/components/ui/native-select';
import { ColorFamilyGuide } from './color-family-guide';

const isColorFamily = (value: string): value is ColorFamily =>
  (COLOR_FAMILIES as readonly string[]).includes(value);

type FilterBarProps = {
  facets: BrandFacets | undefined;
  filters: BrandFilters;
  onChange: (key: ListFilterKey, value: string) => void;
  onClear: () => void;
};

function FilterField({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** Keeps the current value selectable even when the data no longer lists it (e.g. a shared link). */
function withCurrent(options: readonly string[], current: string | undefined): string[] {
  if (!current || options.some((o) => o.toLowerCase() === current.toLowerCase())) return [...options];
  return [current, ...options];
}

function selected(options: readonly string[], current: string | undefined): string {
  if (!current) return ALL;
  return options.find((o) => o.toLowerCase() === current.toLowerCase()) ?? current;
}

/**
 * Industry, archetype and colour family (spec 000 §2, §5): options come from the data, 'all'
 * clears a filter. Archetypes are offered by their stored name, as links from /archetypes use it.
 */
export function FilterBar({ facets, filters, onChange, onClear }: FilterBarProps) {
  const industries = withCurrent(facets?.industries ?? [], filters.industry);
  const archetypeValue = filters.archetype
    ? (parseArchetype(filters.archetype) ?? filters.archetype)
    : undefined;
  const archetypes = withCurrent(facets?.archetypes ?? ARCHETYPES, archetypeValue);
  const colors = withCurrent(facets?.colors ?? COLOR_FAMILIES, filters.color);
  const color = selected(colors, filters.color);
  const colorSample = COLOR_FAMILY_SAMPLES[color as keyof typeof COLOR_FAMILY_SAMPLES];
  const active = Boolean(filters.search || filters.industry || filters.archetype || filters.color);

  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,14rem))_auto]">
        <FilterField label="Industry">
          {(id) => (
            <NativeSelect
              id={id}
              value={selected(industries, filters.industry)}
              onChange={(event) => onChange('industry', event.target.value)}
            >
              <option value={ALL}>All industries</option>
              {industries.map((industry) => (
                <option key={industry} value={industry}>
                  {industry}
                </option>
              ))}
            </NativeSelect>
          )}
        </FilterField>
        <FilterField label="Archetype">
          {(id) => (
            <NativeSelect
              id={id}
              value={selected(archetypes, archetypeValue)}
              onChange={(event) => onChange('archetype', event.target.value)}
            >
              <option value={ALL}>All archetypes</option>
              {archetypes.map((archetype) => (
                <option key={archetype} value={archetype}>
                  {parseArchetype(archetype) ? `The ${parseArchetype(archetype)}` : archetype}
                </option>
              ))}
            </NativeSelect>
          )}
        </FilterField>
        <FilterField label="Color family">
          {(id) => (
            <div className="relative">
              {colorSample ? (
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute top-1/2 left-3 z-10 size-3.5 -translate-y-1/2 rounded-full ring-1 ring-black/15 ring-inset dark:ring-white/25"
                  style={{ backgroundColor: colorSample }}
                />
              ) : null}
              <NativeSelect
                id={id}
                value={color}
                onChange={(event) => onChange('color', event.target.value)}
                className={colorSample ? '[&_select]:pl-8' : undefined}
              >
                <option value={ALL}>All colors</option>
                {colors.map((family) => (
                  <option key={family} value={family}>
                    {isColorFamily(family) ? `${family} · ${describeColorFamily(family)}` : family}
                  </option>
                ))}
              </NativeSelect>
            </div>
          )}
        </FilterField>
        {active ? (
          <Button variant="ghost" onClick={onClear} className="justify-self-start">
            <XIcon aria-hidden="true" />
            Clear filters
          </Button>
        ) : null}
      </div>
      <ColorFamilyGuide
        families={colors.filter(isColorFamily)}
        selected={filters.color}
        onChoose={(family) => onChange('color', family)}
      />
    </div>
  );
}
