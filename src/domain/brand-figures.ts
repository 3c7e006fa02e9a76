/**
 * The published brand valuations the catalogue cites: a brand equity value is shown only with
 * its ranking and edition ('Interbrand Best Global Brands 2024').
 */
export const EQUITY_RANKINGS = [
  'Interbrand Best Global Brands',
  'Brand Finance Global 500',
  'Kantar BrandZ Most Valuable Global Brands',
] as const;
export type EquityRanking = (typeof EQUITY_RANKINGS)[number];

/** 'Interbrand Best Global Brands 2024'; null when the value's ranking or edition is unknown. */
export function equityLabel(
  ranking: string | null | undefined,
  year: number | null | undefined,
): string | null {
  if (!ranking) return null;
  return typeof year === 'number' ? `${ranking} ${year}` : ranking;
}

/** Currencies revenue is reported in (ISO 4217), and how the brand page writes each. */
export const REPORTING_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'CHF',
  'SEK',
  'DKK',
  'KRW',
  'CAD',
  'AED',
] as const;
export type ReportingCurrency = (typeof REPORTING_CURRENCIES)[number];

export const CURRENCY_SIGNS: Record<ReportingCurrency, string> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  JPY: '¥',
  CHF: 'CHF ',
  SEK: 'SEK ',
  DKK: 'DKK ',
  KRW: '₩',
  CAD: 'CA$',
  AED: 'AED ',
};

export function isReportingCurrency(code: string): code is ReportingCurrency {
  return (REPORTING_CURRENCIES as readonly string[]).includes(code);
}

/** How a currency is written before an amount: its sign, else its code and a space. */
export function currencySign(code: string | null | undefined): string {
  const upper = (code ?? 'USD').toUpperCase();
  return isReportingCurrency(upper) ? CURRENCY_SIGNS[upper] : `${upper} `;
}

/**
 * The only conversion the catalogue makes: revenue in another currency is turned into US dollars
 * for the market score (spec 000 §9 reads dollars), at these stated rates, never for display.
 * Units of the currency per US dollar, annual averages of 2024 (ECB euro reference rates, the
 * others as published by the Federal Reserve's H.10 release; AED is pegged).
 */
export const USD_CONVERSION = {
  date: '2024 annual average',
  unitsPerUsd: {
    USD: 1,
    EUR: 1 / 1.0824,
    GBP: 1 / 1.2781,
    JPY: 151.4,
    CHF: 0.8806,
    SEK: 10.57,
    DKK: 6.896,
    KRW: 1364,
    CAD: 1.37,
    AED: 3.6725,
  } satisfies Record<ReportingCurrency, number>,
} as const;

/** A revenue in US dollars at the stated rates; null for a currency without one. */
export function revenueInUsd(amount: number, currency: string | null | undefined): number | null {
  const code = (currency ?? 'USD').toUpperCase();
  if (!isReportingCurrency(code)) return null;
  return amount / USD_CONVERSION.unitsPerUsd[code];
}
