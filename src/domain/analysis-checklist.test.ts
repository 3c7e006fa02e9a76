import { describe, expect, it } from 'vitest';
import { ANALYSIS_STAGES, isChecked, PROGRESS_CHECKLIST, PROGRESS_CREATED } from './analysis-progress';

const ticked = (progress: number) =>
  PROGRESS_CHECKLIST.filter((item) => isChecked(progress, item.threshold)).map((item) => item.label);

describe("the wizard's checklist follows the server's checkpoints", () => {
  it('ticks nothing before the brand exists, then "Creating brand" once it does', () => {
    expect(ticked(PROGRESS_CREATED - 1)).toEqual([]);
    expect(ticked(PROGRESS_CREATED)).toEqual(['Creating brand']);
  });

  it('ticks each stage exactly when the server reports it done, not a point before', () => {
    const done: string[] = ['Creating brand'];
    for (const stage of ANALYSIS_STAGES) {
      expect(ticked(stage.progressWhenDone - 1), `just before ${stage.id}`).toEqual(done);
      done.push(stage.label);
      expect(ticked(stage.progressWhenDone), `at ${stage.id}`).toEqual(done);
    }
  });

  it('has one line per stage, in the order the analysis runs them', () => {
    expect(PROGRESS_CHECKLIST.map((item) => item.label)).toEqual([
      'Creating brand',
      ...ANALYSIS_STAGES.map((stage) => stage.label),
    ]);
  });

  it('does not tick a stage that has only started', () => {
    const positioning = ANALYSIS_STAGES.find((stage) => stage.id === 'positioning');
    expect(positioning && 'progressWhenStarted' in positioning).toBe(true);
    if (positioning && 'progressWhenStarted' in positioning) {
      expect(ticked(positioning.progressWhenStarted)).not.toContain(positioning.label);
    }
  });
});
