/**
 * The add-brand wizard's progress (spec 000 §4, §9): 10 before the insert, 30 once the brand is
 * created, then one checkpoint per analysis stage as the server really finishes it.
 */
export const PROGRESS_STARTED = 10;
export const PROGRESS_CREATED = 30;
export const PROGRESS_DONE = 100;
/** Delay between 100 and the completed screen. */
export const COMPLETED_SCREEN_DELAY_MS = 500;
/** The dialog resets this long after it closes. */
export const WIZARD_RESET_DELAY_MS = 200;

export const ANALYSIS_STAGES = [
  { id: 'identity', label: 'Analyzing brand identity', progressWhenDone: 60 },
  { id: 'positioning', label: 'Analyzing market positioning', progressWhenStarted: 80, progressWhenDone: 85 },
  { id: 'color-names', label: 'Naming brand colors', progressWhenDone: 90 },
  { id: 'news', label: 'Fetching latest news', progressWhenDone: 95 },
  { id: 'social', label: 'Analyzing social media', progressWhenDone: 98 },
  { id: 'insights', label: 'Gathering key people insights', progressWhenDone: PROGRESS_DONE },
] as const;

export type AnalysisStageId = (typeof ANALYSIS_STAGES)[number]['id'];

/**
 * The checklist of the analyzing step: a tick once the brand is created, then one per analysis
 * stage, each ticked when the stage's checkpoint is reached.
 */
export const PROGRESS_CHECKLIST: readonly { label: string; threshold: number }[] = [
  { label: 'Creating brand', threshold: PROGRESS_CREATED },
  ...ANALYSIS_STAGES.map((stage) => ({ label: stage.label, threshold: stage.progressWhenDone })),
];

export function isChecked(progress: number, threshold: number): boolean {
  return progress >= threshold;
}

/** A running analysis' page reads its progress this often. */
export const ANALYSIS_POLL_MS = 2_000;
