import { type PGlite, types } from '@electric-sql/pglite';
import type { KeptStatements } from './pglite-kept-statements';

/** Values drizzle keeps as PostgreSQL prints them; its PGlite driver asks for these parsers. */
export const DRIZZLE_TEXT_PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE].map((type) => [
    type,
    (value: string) => value,
  ]),
);

type Queryable = Pick<PGlite, 'query'>;

/**
 * drizzle passes its parsers with every query, and PGlite answers each such query by copying its
 * whole table of parsers (several hundred types): about 100 KB of garbage per query, a
 * young-generation collection every few hundred requests, each a pause some request waits out.
 * The client is opened with the same parsers (`DRIZZLE_TEXT_PARSERS`), so drizzle's per-query
 * copies can be dropped here without changing a single value. Outside transactions, the texts
 * of `kept` run as statements kept by name (pglite-kept-statements.ts).
 */
export function withoutPerQueryParsers<T extends Queryable>(client: T, kept?: KeptStatements): T {
  return new Proxy(client, {
    get(target, key) {
      if (key === 'query') {
        return (text: string, params?: unknown[], options?: Parameters<PGlite['query']>[2]) => {
          const shared = options && { ...options, parsers: undefined };
          return kept?.isKept(text)
            ? kept.query(text, params ?? [], shared)
            : target.query(text, params, shared);
        };
      }
      if (key === 'transaction' && 'transaction' in target) {
        const transaction = (target as unknown as PGlite).transaction.bind(target);
        return <R>(callback: (tx: Parameters<Parameters<PGlite['transaction']>[0]>[0]) => Promise<R>) =>
          transaction((tx) => callback(withoutPerQueryParsers(tx)));
      }
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
