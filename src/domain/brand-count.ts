/**
 * A filtered list counts its matches up to this many: past it the total reads '1,000+'. Counting
 * every match of a broad filter over a large catalogue costs more than the page itself; the whole
 * catalogue (no filter) is always counted exactly.
 */
export const FILTERED_TOTAL_CAP = 1_000;

/**
 * A whole number with its thousands separated by commas, as en-US writes it ('100,000').
 * Written out rather than through Intl: a page's first Intl call starts the browser's locale
 * data, about 80 ms on a desktop CPU and several times that on a phone, on the path of /brands.
 */
export function groupThousands(value: number): string {
  const digits = String(Math.trunc(Math.abs(value)));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${grouped}` : grouped;
}

/** '1 brand', '164 brands', '1,000+ brands'. */
export function describeBrandCount(total: number, capped = false): string {
  const noun = total === 1 && !capped ? 'brand' : 'brands';
  return `${groupThousands(total)}${capped ? '+' : ''} ${noun}`;
}
