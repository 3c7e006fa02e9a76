import { useRef } from 'react';
import { Link } from 'react-router';
import type { Brand } from '@/domain/brand';
import { BrandLogo } from '@/web/components/brand-logo';
import { SwatchLinks } from '@/web/components/swatch-links';
import { Skeleton } from '@/web/components/ui/skeleton';
import { cn } from '@/web/lib/cn';
import { isHexColor } from '@/web/lib/color';

type PaletteBrand = Pick<
  Brand,
  'id' | 'slug' | 'name' | 'logo_url' | 'primary_color' | 'secondary_color' | 'accent_color'
> &
  Partial<Pick<Brand, 'logo_kit'>>;

const ROWS = 5;

/** The hero's picture: a few catalogue brands as rows of their three colours. */
export function PaletteStack({
  brands,
  isPending,
}: {
  brands: PaletteBrand[] | undefined;
  isPending: boolean;
}) {
  const rows = (brands ?? []).filter((b) => isHexColor(b.primary_color)).slice(0, ROWS);
  if (isPending) {
    return (
      <div aria-hidden="true" className="flex flex-col gap-3 rounded-2xl border bg-card p-4 shadow-xs">
        {Array.from({ length: ROWS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} className="h-14 rounded-xl" />
        ))}
      </div>
    );
  }
  if (rows.length === 0) return null;
  return (
    <ul
      aria-label="Palettes from the catalogue"
      className="flex flex-col gap-3 rounded-2xl border bg-card p-4 shadow-xs"
    >
      {rows.map((brand) => (
        <PaletteRow key={brand.id} brand={brand} />
      ))}
    </ul>
  );
}

/** A brand as a row of its colours; each colour opens the brands near it (SwatchLinks). */
function PaletteRow({ brand }: { brand: PaletteBrand }) {
  const wrapper = useRef<HTMLLIElement>(null);
  const colors = [
    { role: 'primary', hex: brand.primary_color },
    { role: 'secondary', hex: brand.secondary_color },
    { role: 'accent', hex: brand.accent_color },
  ].filter((c): c is { role: string; hex: string } => isHexColor(c.hex));
  return (
    <li ref={wrapper} className="relative">
      <Link
        to={`/brands/${brand.slug}`}
        className="flex items-center gap-3 rounded-xl p-1.5 transition-colors hover:bg-accent"
      >
        <BrandLogo
          name={brand.name}
          logoUrl={brand.logo_url}
          color={brand.primary_color}
          kit={brand.logo_kit}
          className="size-11 p-1.5"
        />
        <span className="w-24 truncate text-sm font-medium">{brand.name}</span>
        <span className="flex h-11 flex-1 gap-1.5">
          {colors.map(({ role, hex }, index) => (
            <span
              key={role}
              title={hex.toUpperCase()}
              data-swatch-hex={hex.toUpperCase()}
              data-swatch-label={`${brand.name} ${role} color`}
              className={cn(
                'rounded-md ring-1 ring-black/10 ring-inset dark:ring-white/15',
                index === 0 ? 'flex-[2]' : 'flex-1',
              )}
              style={{ backgroundColor: hex }}
            />
          ))}
        </span>
        <span className="sr-only">{colors.map(({ hex }) => hex.toUpperCase()).join(', ')}</span>
      </Link>
      <SwatchLinks container={wrapper} />
    </li>
  );
}
