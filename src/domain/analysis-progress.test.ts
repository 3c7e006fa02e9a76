import { describe, expect, it } from 'vitest';
import {
  ANALYSIS_STAGES,
  isChecked,
  PROGRESS_CHECKLIST,
  PROGRESS_CREATED,
  PROGRESS_DONE,
  PROGRESS_STARTED,
} from './analysis-progress';

/** The items the wizard shows ticked at a progress value. */
const ticked = (progress: number) =>
  PROGRESS_CHECKLIST.filter((item) => isChecked(progress, item.threshold)).map((item) => item.label);

describe('the analyzing step checklist', () => {
  it('has one item for the creation and one per analysis stage, in the order they finish', () => {
    expect(PROGRESS_CHECKLIST.map((item) => item.label)).toEqual([
      'Creating brand',
      ...ANALYSIS_STAGES.map((stage) => stage.label),
    ]);
    const thresholds = PROGRESS_CHECKLIST.map((item) => item.threshold);
    expect(thresholds).toEqual([...thresholds].sort((a, b) => a - b));
    expect(new Set(thresholds).size).toBe(thresholds.length);
  });

  it('ticks nothing before the brand exists, and everything at the end', () => {
    expect(ticked(PROGRESS_STARTED)).toEqual([]);
    expect(ticked(PROGRESS_CREATED)).toEqual(['Creating brand']);
    expect(ticked(PROGRESS_DONE)).toHaveLength(PROGRESS_CHECKLIST.length);
  });

  it("ticks a stage exactly when the server reports that stage's checkpoint", () => {
    for (const [index, stage] of ANALYSIS_STAGES.entries()) {
      expect(ticked(stage.progressWhenDone - 1)).not.toContain(stage.label);
      expect(ticked(stage.progressWhenDone)).toEqual([
        'Creating brand',
        ...ANALYSIS_STAGES.slice(0, index + 1).map((s) => s.label),
      ]);
    }
  });

  it('does not tick positioning when its work only starts (spec 000 §4: 80 starts it, 85 ends it)', () => {
    const positioning = ANALYSIS_STAGES.find((stage) => stage.id === 'positioning');
    expect(positioning && 'progressWhenStarted' in positioning && positioning.progressWhenStarted).toBe(80);
    expect(ticked(80)).not.toContain('Analyzing market positioning');
    expect(ticked(85)).toContain('Analyzing market positioning');
  });
});
