import { describe, expect, it } from 'vitest';
import { axisTitlesInside, CHART_SIZE, chartTextScale } from './chart-text';

describe("the quadrant chart's text on small screens", () => {
  it('is drawn as designed at 500 pixels and wider, and before the chart is measured', () => {
    expect(chartTextScale(CHART_SIZE)).toBe(1);
    expect(chartTextScale(800)).toBe(1);
    expect(chartTextScale(0)).toBe(1);
    expect(chartTextScale(Number.NaN)).toBe(1);
  });

  it('grows as the chart narrows, so a name reads at 10 pixels or more on a 320-pixel phone', () => {
    expect(chartTextScale(400)).toBeCloseTo(1.25);
    const phone = 288;
    const scale = chartTextScale(phone);
    expect(scale).toBe(1.6);
    expect(11 * scale * (phone / CHART_SIZE)).toBeGreaterThanOrEqual(10);
  });

  it('keeps the axis titles inside the drawing only while there is room beside the quadrant names', () => {
    expect(axisTitlesInside(1)).toBe(true);
    expect(axisTitlesInside(chartTextScale(480))).toBe(true);
    expect(axisTitlesInside(chartTextScale(343))).toBe(false);
  });
});
