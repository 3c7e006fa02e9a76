import type { ReactNode } from 'react';
import type { Brand } from '@/domain/brand';
import { equityLabel } from '@/domain/brand-figures';
import { formatMoney, formatPercent } from '@/domain/money';
import { UnverifiedMark } from './unverified-mark';

interface FactView {
  label: string;
  value: string;
  mark?: ReactNode;
  /** Where the figure comes from, shown under it ('Interbrand Best Global Brands 2024'). */
  note?: string | null;
}

function Fact({ label, value, mark, note }: FactView) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border bg-card p-4">
      <dt className="text-xs font-medium text-muted-foreground">
        {label}
        {mark}
      </dt>
      <dd className="text-2xl font-semibold tracking-tight">{value}</dd>
      {note ? <dd className="text-xs text-muted-foreground">{note}</dd> : null}
    </div>
  );
}

/** 'Reported in EUR, fiscal 2024', for a revenue in another currency or of a known year. */
function revenueNote(brand: Brand): string | null {
  const currency = brand.annual_revenue_currency.toUpperCase();
  const year = brand.annual_revenue_year ? `fiscal ${brand.annual_revenue_year}` : null;
  if (currency === 'USD') return year ? `Reported for ${year}` : null;
  return `Reported in ${currency}${year ? `, ${year}` : ''}`;
}

const metricLabel = (key: string) => key.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/** Year founded, revenue and brand equity (money format of spec 001 §9), awareness metrics. */
export function FactsCards({ brand }: { brand: Brand }) {
  const facts: FactView[] = [];
  if (brand.year_founded)
    facts.push({
      label: 'Year founded',
      value: String(brand.year_founded),
      mark: <UnverifiedMark brand={brand} field="year_founded" what="founding year" />,
    });
  // Revenue in the currency it was reported in, never converted.
  const revenue = formatMoney(brand.annual_revenue, brand.annual_revenue_currency);
  if (revenue) facts.push({ label: 'Annual revenue', value: revenue, note: revenueNote(brand) });
  // A valuation is shown with the ranking and edition it comes from.
  const equity = formatMoney(brand.brand_equity_value);
  if (equity)
    facts.push({
      label: 'Brand equity value',
      value: equity,
      note: equityLabel(brand.brand_equity_ranking, brand.brand_equity_year),
    });
  for (const [key, value] of Object.entries(brand.brand_awareness_metrics ?? {})) {
    const shown = typeof value === 'number' ? formatPercent(value) : typeof value === 'string' ? value : null;
    if (shown) facts.push({ label: metricLabel(key), value: shown });
  }
  if (facts.length === 0) return null;
  return (
    <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {facts.map((fact) => (
        <Fact key={fact.label} {...fact} />
      ))}
    </dl>
  );
}
