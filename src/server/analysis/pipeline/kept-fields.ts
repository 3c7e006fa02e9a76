import { AsyncLocalStorage } from 'node:async_hooks';
import type { ReanalyzedField } from '../../../domain/reanalysis';

const kept = new AsyncLocalStorage<ReadonlySet<string>>();
const NONE: ReadonlySet<string> = new Set();

/**
 * Runs one analysis with the fields it must not write (the admin-set values Re-Analyze keeps).
 * Every writer of analysed fields reads the set through `keptFields()`, so no stage can forget it,
 * and the admin's own tools (run outside an analysis) write as asked.
 */
export function withKeptFields<T>(fields: readonly ReanalyzedField[], run: () => Promise<T>): Promise<T> {
  return kept.run(new Set(fields), run);
}

/** The fields the running analysis keeps, by their API names (empty outside an analysis). */
export function keptFields(): ReadonlySet<string> {
  return kept.getStore() ?? NONE;
}
