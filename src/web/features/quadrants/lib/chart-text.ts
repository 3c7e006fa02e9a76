/** The chart is 500 by 500 (spec 000 §2). */
export const CHART_SIZE = 500;
/** At most this much larger: beyond it, a crowded chart's names would cover its points. */
const MAX_TEXT_SCALE = 1.6;
/** Above this scale the axis titles leave the drawing for a line of text below it. */
const AXIS_TITLES_INSIDE_MAX_SCALE = 1.1;

/**
 * How much larger the chart's text is drawn where the chart itself is drawn narrower than 500
 * pixels, so that its names stay readable on a phone: at 288 pixels (a 320-pixel screen) an
 * 11-pixel name would shrink to 6.3 pixels; drawn 1.6 times larger it reads at 10.
 */
export function chartTextScale(renderedWidth: number): number {
  if (!(renderedWidth > 0)) return 1;
  return Math.min(MAX_TEXT_SCALE, Math.max(1, CHART_SIZE / renderedWidth));
}

/** Whether the axis titles fit inside the drawing at this text scale, beside the quadrants' names. */
export function axisTitlesInside(scale: number): boolean {
  return scale <= AXIS_TITLES_INSIDE_MAX_SCALE;
}
