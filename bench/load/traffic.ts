import autocannon from 'autocannon';
import { ARCHETYPES, BRAND_SORTS, COLOR_FAMILIES, INDUSTRIES } from '../../src/domain/taxonomy';

/** One kind of request in a mix, with its share of the traffic. */
export interface RequestKind {
  name: string;
  share: number;
  path: () => string;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const TERMS = ['nova', 'orbit', 'lumen', 'atlas', 'harbor', 'summit', 'copper', 'velvet', 'tech', 'choice'];

/** The discovery page's list request: one to three filters, a sort, a page of 24. */
export function listWithFilters(): string {
  const params = new URLSearchParams({ sort: pick(BRAND_SORTS), limit: '24' });
  const filters: [string, () => string][] = [
    ['industry', () => pick(INDUSTRIES)],
    ['color', () => pick(COLOR_FAMILIES)],
    ['archetype', () => pick(ARCHETYPES)],
  ];
  const count = 1 + Math.floor(Math.random() * filters.length);
  for (const [name, value] of [...filters].sort(() => Math.random() - 0.5).slice(0, count))
    params.set(name, value());
  return `/api/brands?${params}`;
}

export function search(): string {
  return `/api/brands?${new URLSearchParams({ search: pick(TERMS), limit: '24' })}`;
}

/** The mix of the requirement: 60% filtered list, 30% detail, 10% search. */
export function catalogueMix(slugs: string[]): RequestKind[] {
  return [
    { name: 'list with filters', share: 0.6, path: listWithFilters },
    { name: 'detail', share: 0.3, path: () => `/api/brands/${encodeURIComponent(pick(slugs))}` },
    { name: 'search', share: 0.1, path: search },
  ];
}

export function single(name: string, path: () => string): RequestKind[] {
  return [{ name, share: 1, path }];
}

function choose(kinds: RequestKind[]): RequestKind {
  let roll = Math.random();
  for (const kind of kinds) {
    roll -= kind.share;
    if (roll <= 0) return kind;
  }
  return kinds[kinds.length - 1] as RequestKind;
}

export interface RunFigures {
  /** Requests per second asked for (0: as fast as the connections allow). */
  rate: number;
  seconds: number;
  sent: number;
  ok: number;
  /** 429 and 503 answers: refused on purpose, with Retry-After. */
  shed: number;
  /** Other non-2xx answers. */
  failed: number;
  /** Connection errors and timeouts. */
  errors: number;
  timeouts: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** p99 of the 2xx answers alone, and of the 503/429 answers alone. */
  p99ok: number;
  p99shed: number;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 10) / 10;
}

/**
 * A fixed-rate run with autocannon. One autocannon instance sends its whole per-second budget
 * in a burst at each second's start, so the rate is split over up to 50 instances started at
 * even offsets within the second: requests arrive in small groups every 20 ms, not in one burst
 * per second. Each connection sends at most two requests a second, so slow answers do not lower
 * the offered rate (beyond 500 ms they do: the figures then show it as a shortfall of got/s).
 * Latencies are recorded from every instance's responses, so the percentiles are exact.
 */
export async function runAt(
  origin: string,
  kinds: RequestKind[],
  options: { rate: number; seconds: number; perConnection?: number; timeoutSeconds?: number },
): Promise<RunFigures> {
  const slices = Math.max(1, Math.min(50, options.rate));
  const perConnection = options.perConnection ?? 2;
  const latencies: number[] = [];
  const okLatencies: number[] = [];
  const shedLatencies: number[] = [];
  const statuses = new Map<number, number>();
  const runs = Array.from(
    { length: slices },
    (_, i) =>
      new Promise<autocannon.Result>((resolve, reject) => {
        const rate = Math.floor(options.rate / slices) + (i < options.rate % slices ? 1 : 0);
        setTimeout(
          () => {
            const instance = autocannon(
              {
                url: origin,
                connections: Math.max(1, Math.ceil(rate / perConnection)),
                overallRate: rate,
                duration: options.seconds,
                timeout: options.timeoutSeconds ?? 10,
                requests: [
                  {
                    setupRequest: (request) => {
                      request.path = choose(kinds).path();
                      return request;
                    },
                  },
                ],
              },
              (error, result) => (error ? reject(error) : resolve(result)),
            );
            instance.on('response', (_client, statusCode, _bytes, responseTime) => {
              latencies.push(responseTime);
              if (statusCode >= 200 && statusCode < 300) okLatencies.push(responseTime);
              if (statusCode === 503 || statusCode === 429) shedLatencies.push(responseTime);
              statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
            });
          },
          (i * 1000) / slices,
        );
      }),
  );
  const results = await Promise.all(runs);
  const sorted = Float64Array.from(latencies).sort();
  const count = (code: number) => statuses.get(code) ?? 0;
  let ok = 0;
  for (const [code, n] of statuses) if (code >= 200 && code < 300) ok += n;
  const shed = count(429) + count(503);
  const answered = latencies.length;
  const sum = <K extends 'errors' | 'timeouts'>(key: K) => results.reduce((total, r) => total + r[key], 0);
  return {
    rate: options.rate,
    seconds: options.seconds,
    sent: results.reduce((total, r) => total + r.requests.sent, 0),
    ok,
    shed,
    failed: answered - ok - shed,
    errors: sum('errors'),
    timeouts: sum('timeouts'),
    rps: answered / options.seconds,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: percentile(sorted, 100),
    p99ok: percentile(Float64Array.from(okLatencies).sort(), 99),
    p99shed: percentile(Float64Array.from(shedLatencies).sort(), 99),
  };
}

/** Held: every request answered 2xx, none failed or timed out, p99 within the target. */
export function held(figures: RunFigures, p99TargetMs: number): boolean {
  return (
    figures.errors === 0 &&
    figures.failed === 0 &&
    figures.shed === 0 &&
    figures.p99 <= p99TargetMs &&
    figures.rps >= figures.rate * 0.95
  );
}
