import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { type ArchetypeContent, archetypeHref } from '@/domain/archetypes';
import type { ArchetypeBrands } from '@/domain/catalogue-views';
import { BrandLogo } from '@/web/components/brand-logo';
import { SwatchNearLink } from '@/web/components/swatch-near-link';
import { Skeleton } from '@/web/components/ui/skeleton';

type ExamplesState = { brands: ArchetypeBrands | undefined; isPending: boolean; isError: boolean };

function Examples({ brands, isPending, isError }: ExamplesState) {
  if (isPending) {
    return (
      <div aria-hidden="true" className="flex flex-wrap gap-2">
        <Skeleton className="h-8 w-24 rounded-full" />
        <Skeleton className="h-8 w-20 rounded-full" />
        <Skeleton className="h-8 w-28 rounded-full" />
      </div>
    );
  }
  if (isError) return <p className="text-sm text-muted-foreground">Examples could not be loaded.</p>;
  if (!brands || brands.examples.length === 0) {
    return <p className="text-sm text-muted-foreground">No brand in the catalogue has this archetype yet.</p>;
  }
  return (
    <ul className="flex flex-wrap gap-2">
      {brands.examples.map((brand) => (
        <li key={brand.slug}>
          <Link
            to={`/brands/${brand.slug}`}
            className="relative z-10 flex items-center gap-2 rounded-full border bg-background py-1 pr-3 pl-1 text-sm transition-colors hover:bg-accent"
          >
            <BrandLogo
              name={brand.name}
              logoUrl={brand.logo_url}
              color={brand.primary_color}
              kit={brand.logo_kit}
              className="size-6 rounded-full p-0.5 text-[0.65rem]"
            />
            {brand.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * One archetype (spec 000 §2): description, key traits, personality, colours with hex and name,
 * and example brands from the catalogue. The card links to the list filtered to the archetype.
 */
export function ArchetypeCard({
  content,
  brands,
  isPending,
  isError,
}: ExamplesState & { content: ArchetypeContent }) {
  const headingId = `archetype-${content.value.toLowerCase()}`;
  const count = brands?.total;
  return (
    <article
      aria-labelledby={headingId}
      className="group relative flex h-full flex-col overflow-hidden rounded-xl border bg-card transition-[border-color,box-shadow] focus-within:border-zinc-400 hover:border-zinc-300 hover:shadow-sm dark:hover:border-zinc-700"
    >
      <div aria-hidden="true" className="flex h-16 border-b">
        {content.colors.map((color, index) => (
          <span
            key={color.hex}
            className={index === 0 ? 'flex-[2]' : 'flex-1'}
            style={{ backgroundColor: color.hex }}
          />
        ))}
      </div>
      <div className="flex flex-1 flex-col gap-5 p-6">
        <div className="flex flex-col gap-2">
          <h2 id={headingId} className="text-xl font-semibold tracking-tight">
            <Link
              to={archetypeHref(content.value)}
              className="outline-none after:absolute after:inset-0 after:content-[''] focus-visible:underline"
            >
              {content.name}
            </Link>
          </h2>
          <p className="text-sm leading-relaxed text-muted-foreground">{content.description}</p>
        </div>

        <div className="flex flex-col gap-2">
          <h3 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Key traits</h3>
          <ul className="flex flex-wrap gap-1.5">
            {content.traits.map((trait) => (
              <li key={trait} className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium">
                {trait}
              </li>
            ))}
          </ul>
        </div>

        <div className="flex flex-col gap-1">
          <h3 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Personality</h3>
          <p className="text-sm">{content.personality}</p>
        </div>

        <div className="flex flex-col gap-2">
          <h3 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Colors</h3>
          <ul className="flex flex-col gap-2">
            {content.colors.map((color) => (
              <li key={color.hex} className="flex items-center gap-3">
                <SwatchNearLink
                  hex={color.hex}
                  label={color.name}
                  className="relative z-10 size-8 shrink-0 rounded-md"
                />
                <span className="flex-1 text-sm">{color.name}</span>
                <span className="font-mono text-xs text-muted-foreground">{color.hex}</span>
              </li>
            ))}
          </ul>
        </div>

        <div className="flex flex-col gap-2">
          <h3 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            Example brands
          </h3>
          <Examples brands={brands} isPending={isPending} isError={isError} />
        </div>

        <p className="mt-auto flex items-center gap-1.5 pt-2 text-sm font-medium">
          {count === undefined
            ? `See ${content.value} brands`
            : `See ${count} ${content.value} ${count === 1 ? 'brand' : 'brands'}`}
          <ArrowRightIcon
            aria-hidden="true"
            className="size-4 transition-transform motion-safe:group-hover:translate-x-0.5"
          />
        </p>
      </div>
    </article>
  );
}
