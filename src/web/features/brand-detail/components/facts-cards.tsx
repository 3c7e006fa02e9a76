import type { ReactNode } from 'react';
import type { Brand } from '@/domain/brand';
import { formatMoney, formatPercent } from '@/domain/money';
import { UnverifiedMark } from './unverified-mark';

function Fact({ label, value, mark }: { label: string; value: string; mark?: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border bg-card p-4">
      <dt className="text-xs font-medium text-muted-foreground">
        {label}
        {mark}
      </dt>
      <dd className="text-2xl font-semibold tracking-tight">{value}</dd>
    </div>
  );
}

const metricLabel = (key: string) => key.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/** Year founded, revenue and brand equity (money format of spec 001 §9), awareness metrics. */
export function FactsCards({ brand }: { brand: Brand }) {
  const facts: { label: string; value: string; mark?: ReactNode }[] = [];
  if (brand.year_founded)
    facts.push({
      label: 'Year founded',
      value: String(brand.year_founded),
      mark: <UnverifiedMark brand={brand} field="year_founded" what="founding year" />,
    });
  const revenue = formatMoney(brand.annual_revenue);
  if (revenue) facts.push({ label: 'Annual revenue', value: revenue });
  const equity = formatMoney(brand.brand_equity_value);
  if (equity) facts.push({ label: 'Brand equity value', value: equity });
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
