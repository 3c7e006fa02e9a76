import { currencySign } from './brand-figures';

/** Money units, largest first (spec 001 §9). */
export const MONEY_UNITS = [
  { suffix: 'B', value: 1e9 },
  { suffix: 'M', value: 1e6 },
  { suffix: 'K', value: 1e3 },
] as const;
/** Decimals shown with a unit (spec 001 §9). */
export const MONEY_DECIMALS = 1;

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/**
 * Money as '$51.2B', '$1.0M', '$3.5K' or '$950' (spec 001 §9): at or above 1e9, 1e6 and 1e3 with
 * one decimal, below that a whole number. A value that rounds up to 1000 of a unit moves to the next
 * unit ('$1.0B', not '$1000.0M'). Negative values keep their sign in front; null and NaN give null.
 */
export function formatMoney(value: number | null | undefined, currency = 'USD'): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  // A revenue reported in another currency is shown in it ('€47.6B'), never converted.
  const sign = currencySign(currency);
  const amount = Math.abs(value);
  let shown = Math.round(amount);
  let text = `${sign}${grouped.format(shown)}`;
  // Smallest unit first: each unit the amount reaches, or the shown number overflows into, takes over.
  for (const unit of [...MONEY_UNITS].reverse()) {
    if (amount < unit.value && shown < 1000) continue;
    const scaled = (amount / unit.value).toFixed(MONEY_DECIMALS);
    shown = Number(scaled);
    text = `${sign}${scaled}${unit.suffix}`;
  }
  return value < 0 && shown > 0 ? `-${text}` : text;
}

/**
 * An awareness metric as a percent (spec 001 §3: numbers shown as percent). A number strictly
 * between 0 and 1 is read as a fraction (0.85 → '85%'); any other number is already a percentage
 * (85 → '85%', 1 → '1%'). At most one decimal is shown. Text is returned as it is; null and NaN give null.
 */
export function formatPercent(value: number | string | null | undefined): string | null {
  if (typeof value === 'string') return value;
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const isFraction = value > 0 && value < 1;
  return `${percent.format(isFraction ? value * 100 : value)}%`;
}
