/**
 * A filtered list counts its matches up to this many: past it the total reads '1,000+'. Counting
 * every match of a broad filter over a large catalogue costs more than the page itself; the whole
 * catalogue (no filter) is always counted exactly.
 */
export const FILTERED_TOTAL_CAP = 1_000;

/** '1 brand', '164 brands', '1,000+ brands'. */
export function describeBrandCount(total: number, capped = false): string {
  const noun = total === 1 && !capped ? 'brand' : 'brands';
  return `${total.toLocaleString('en-US')}${capped ? '+' : ''} ${noun}`;
}
