/** A website as a user types it, https assumed when no scheme is written (spec 000 §5). */
export function withAssumedScheme(value: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
}
