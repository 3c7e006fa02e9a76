import type { RunnerTestCase } from 'vitest';

/** One line of the hardening report: what the suite threw at the server and what came back. */
export interface ReportRow {
  thrown: string;
  expected: string;
  got: string;
  ms?: number;
  /** Growth of the process's resident memory while the case ran, in MB. */
  memoryMb?: number;
}

declare module 'vitest' {
  interface TaskMeta {
    hardening?: ReportRow[];
  }
}

/** Adds a row to the test's part of the report (printed by the hardening reporter). */
export function record(task: Pick<RunnerTestCase, 'meta'>, row: ReportRow): void {
  task.meta.hardening ??= [];
  task.meta.hardening.push(row);
}

export interface Measured<T> {
  value: T | undefined;
  error: unknown;
  ms: number;
  memoryMb: number;
}

const MB = 1024 * 1024;

/**
 * Runs one case and measures its duration and the peak growth of resident memory. Memory is
 * sampled while the case awaits; synchronous work that blocks the sampler is still caught by
 * the process's high-water mark (maxRSS) whenever it set a new one.
 */
export async function measure<T>(fn: () => Promise<T>): Promise<Measured<T>> {
  (globalThis as { gc?: () => void }).gc?.();
  const baseline = process.memoryUsage().rss;
  const highWaterBefore = process.resourceUsage().maxRSS * 1024;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  let value: T | undefined;
  let error: unknown;
  const started = performance.now();
  try {
    value = await fn();
  } catch (caught) {
    error = caught;
  } finally {
    clearInterval(sampler);
  }
  const ms = performance.now() - started;
  const highWaterAfter = process.resourceUsage().maxRSS * 1024;
  if (highWaterAfter > highWaterBefore) peak = Math.max(peak, highWaterAfter);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { value, error, ms, memoryMb: Math.max(0, (peak - baseline) / MB) };
}
