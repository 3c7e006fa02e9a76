import { Link } from 'react-router';
import type { Brand } from '@/domain/brand';
import { TILE_GROUNDS, tileLogo } from '@/domain/logo-kit';
import { Skeleton } from '@/web/components/ui/skeleton';

type LogoBrand = Pick<Brand, 'id' | 'slug' | 'name' | 'logo_url'> & Partial<Pick<Brand, 'logo_kit'>>;

/**
 * Real logos from the catalogue (the most favourited brands that have one), each opening its brand,
 * each in the variant of its kit that reads on the white tile, or on a dark tile when none does.
 */
export function LogoStrip({ brands, isPending }: { brands: LogoBrand[] | undefined; isPending: boolean }) {
  if (isPending) {
    return (
      <ul aria-hidden="true" className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-8">
        {Array.from({ length: 8 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index}>
            <Skeleton className="h-20 rounded-xl" />
          </li>
        ))}
      </ul>
    );
  }
  const withLogos = (brands ?? []).filter((brand) => brand.logo_url);
  if (withLogos.length === 0) return null;
  return (
    <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-8">
      {withLogos.map((brand) => {
        const tile = tileLogo(brand.logo_url, brand.logo_kit);
        const dark = tile?.ground === 'dark';
        return (
          <li key={brand.id}>
            <Link
              to={`/brands/${brand.slug}`}
              title={brand.name}
              data-ground={tile?.ground}
              style={dark ? { backgroundColor: TILE_GROUNDS.dark } : undefined}
              className={`flex h-20 items-center justify-center rounded-xl border p-4 transition-[border-color,box-shadow] hover:border-zinc-300 hover:shadow-sm dark:border-zinc-800 dark:hover:border-zinc-600${dark ? '' : ' bg-white'}`}
            >
              <img
                src={tile?.url ?? undefined}
                alt={brand.name}
                loading="lazy"
                decoding="async"
                className="max-h-10 max-w-full object-contain"
              />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
