import { BadgeCheckIcon, XIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { archetypeBadgeOf } from '@/domain/archetype-badges';
import { equityLabel } from '@/domain/brand-figures';
import type { ComparedBrand } from '@/domain/color-intel';
import { formatMoney, formatPercent } from '@/domain/money';
import { pricingPositionLabel } from '@/domain/taxonomy';
import { AccessibleColor } from '@/web/components/accessible-color';
import { BrandLogo } from '@/web/components/brand-logo';
import { readPositioning } from '@/web/lib/positioning';

const ROLE_LABELS = {
  primary: 'Primary',
  secondary: 'Secondary',
  accent: 'Accent',
  palette: 'Palette',
} as const;

const Missing = () => <span className="text-muted-foreground">Not known</span>;

function Row({
  label,
  brands,
  cell,
}: {
  label: string;
  brands: ComparedBrand[];
  cell: (b: ComparedBrand) => ReactNode;
}) {
  return (
    <tr className="border-t align-top">
      <th
        scope="row"
        className="sticky left-0 z-10 w-20 bg-background py-4 pr-3 text-left text-xs font-medium sm:w-32 sm:pr-4 sm:text-sm"
      >
        {label}
      </th>
      {brands.map((brand) => (
        <td key={brand.id} className="min-w-56 py-4 pr-6 text-sm">
          {cell(brand)}
        </td>
      ))}
    </tr>
  );
}

function Positioning({ brand }: { brand: ComparedBrand }) {
  const view = readPositioning(brand.competitive_positioning);
  if (!view) return <Missing />;
  return (
    <dl className="flex flex-col gap-1.5">
      {view.quadrant ? (
        <div>
          <dt className="sr-only">Quadrant</dt>
          <dd className="font-medium">{view.quadrant}</dd>
        </div>
      ) : null}
      {view.statement ? (
        <div>
          <dt className="sr-only">Statement</dt>
          <dd className="text-pretty">{view.statement}</dd>
        </div>
      ) : null}
      {view.growthStage ? (
        <div className="flex gap-1">
          <dt className="text-muted-foreground">Growth stage</dt>
          <dd>{view.growthStage}</dd>
        </div>
      ) : null}
      {view.audience ? (
        <div className="flex flex-col">
          <dt className="text-muted-foreground">Audience</dt>
          <dd className="text-pretty">{view.audience}</dd>
        </div>
      ) : null}
    </dl>
  );
}

function Facts({ brand }: { brand: ComparedBrand }) {
  const facts: [string, string | null][] = [
    ['Industry', brand.industry],
    ['Founded', brand.year_founded ? String(brand.year_founded) : null],
    ['Annual revenue', formatMoney(brand.annual_revenue, brand.annual_revenue_currency)],
    [
      'Brand equity',
      formatMoney(brand.brand_equity_value) &&
        [
          formatMoney(brand.brand_equity_value),
          equityLabel(brand.brand_equity_ranking, brand.brand_equity_year),
        ]
          .filter(Boolean)
          .join(' · '),
    ],
    ...Object.entries(brand.brand_awareness_metrics ?? {}).map(([name, value]): [string, string | null] => [
      name.replace(/_/g, ' '),
      formatPercent(value) ?? String(value),
    ]),
  ];
  const known = facts.filter(([, value]) => value);
  if (known.length === 0) return <Missing />;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
      {known.map(([name, value]) => (
        <div key={name} className="contents">
          <dt className="text-muted-foreground capitalize">{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** 2 to 4 brands side by side: a column each, a row per aspect (spec: colours, archetype, pricing, positioning, facts). */
export function ComparisonTable({
  brands,
  onRemove,
}: {
  brands: ComparedBrand[];
  onRemove: (slug: string) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border px-4">
      <table className="w-full border-collapse">
        <caption className="sr-only">{`Comparison of ${brands.map((b) => b.name).join(', ')}`}</caption>
        <thead>
          <tr>
            <td className="sticky left-0 z-10 bg-background" />
            {brands.map((brand) => (
              <th key={brand.id} scope="col" className="min-w-56 py-4 pr-6 text-left align-top">
                <div className="flex items-start gap-3">
                  <BrandLogo name={brand.name} logoUrl={brand.logo_url} color={brand.primary_color} />
                  <div className="flex min-w-0 flex-1 flex-col">
                    <span className="flex items-center gap-1">
                      <Link
                        to={`/brands/${brand.slug}`}
                        className="truncate font-semibold underline-offset-4 hover:underline"
                      >
                        {brand.name}
                      </Link>
                      {brand.has_blue_badge ? (
                        <BadgeCheckIcon
                          role="img"
                          aria-label="Verified brand"
                          className="size-4 shrink-0 text-sky-600 dark:text-sky-400"
                        />
                      ) : null}
                    </span>
                    {brand.tagline ? (
                      <span className="text-sm font-normal text-muted-foreground">{brand.tagline}</span>
                    ) : null}
                  </div>
                  <button
                    type="button"
                    onClick={() => onRemove(brand.slug)}
                    aria-label={`Remove ${brand.name} from the comparison`}
                    className="inline-flex size-7 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    <XIcon aria-hidden="true" className="size-4" />
                  </button>
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <Row
            label="Colours"
            brands={brands}
            cell={(brand) =>
              brand.colors.length === 0 ? (
                <Missing />
              ) : (
                <ul className="flex flex-col gap-5">
                  {brand.colors.map((color, index) => (
                    <li key={color.hex}>
                      <AccessibleColor
                        color={color}
                        roleLabel={color.role === 'palette' ? `Color ${index + 1}` : ROLE_LABELS[color.role]}
                      />
                    </li>
                  ))}
                </ul>
              )
            }
          />
          <Row
            label="Archetype"
            brands={brands}
            cell={(brand) =>
              brand.archetype ? (archetypeBadgeOf(brand.archetype)?.name ?? brand.archetype) : <Missing />
            }
          />
          <Row
            label="Pricing"
            brands={brands}
            cell={(brand) =>
              brand.pricing_strategy ? pricingPositionLabel(brand.pricing_strategy) : <Missing />
            }
          />
          <Row label="Positioning" brands={brands} cell={(brand) => <Positioning brand={brand} />} />
          <Row label="Facts" brands={brands} cell={(brand) => <Facts brand={brand} />} />
        </tbody>
      </table>
    </div>
  );
}
