/** Numbers of the admin tools (spec 001 §4, §9). */

/** The analyzer panel lists the first 20 brands waiting, running or failed. */
export const QUEUE_SHOWN = 20;
/** Analyze all: 2 s between one brand's end and the next one's start. */
export const BULK_PAUSE_MS = 2_000;
/** The panel refreshes every 10 s, and every 2 s while a bulk run is under way. */
export const QUEUE_REFRESH_MS = 10_000;
export const QUEUE_REFRESH_BULK_MS = 2_000;
/** The CSV panel closes 2 s after a successful import. */
export const CSV_PANEL_CLOSE_MS = 2_000;
/** The page reloads 2 s after fonts were installed. */
export const FONT_RELOAD_DELAY_MS = 2_000;

export const ANALYSIS_COUNT_STATUSES = ['completed', 'pending', 'analyzing', 'failed'] as const;
export type AnalysisCounts = Record<(typeof ANALYSIS_COUNT_STATUSES)[number], number>;

/** Share of the catalogue analyzed, 0–100, for the panel's progress bar. */
export function analyzedPercent(counts: AnalysisCounts): number {
  const total = counts.completed + counts.pending + counts.analyzing + counts.failed;
  return total === 0 ? 100 : Math.round((counts.completed / total) * 100);
}

/** 'Some uploads failed' (spec 001 §8) says how many of how many. */
export function someUploadsFailedText(failed: number, total: number): string {
  return `${failed} of ${total} ${total === 1 ? 'file' : 'files'} could not be added`;
}

/** spec 001 §8: the grant error shows the server's message, or 'Failed to grant admin privileges'. */
export function grantFailureDescription(serverMessage: string | undefined): string {
  return serverMessage?.trim() || 'Failed to grant admin privileges';
}

/** The one notice at the end of a bulk run (spec 001 §8), from what the run's brands came to. */
export function bulkRunSummary(counts: { completed: number; failed: number }): {
  kind: 'success' | 'error';
  title: string;
  description?: string;
} {
  const { completed, failed } = counts;
  if (failed === 0) return { kind: 'success', title: 'Bulk analysis completed' };
  const total = completed + failed;
  return {
    kind: 'error',
    title: 'Bulk analysis error',
    description: `Some brands may not have been analyzed: ${failed} of ${total} ${total === 1 ? 'brand' : 'brands'} failed. Retry Failed puts them back in the queue.`,
  };
}
