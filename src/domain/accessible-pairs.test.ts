import { clampChroma, converter, formatHex, type Oklch } from 'culori';
import { describe, expect, it } from 'vitest';
import { accessiblePairs, accessibleVariant, BLACK, WHITE } from './accessible-pairs';
import { contrastRatio, WCAG_AA_MIN } from './text-color';

const toOklch = converter('oklch');

describe('accessible pairs', () => {
  it('keeps a colour that already reaches AA on its background', () => {
    const green = accessibleVariant('#00704A', WHITE);
    expect(green).toMatchObject({ hex: '#00704A', direction: 'same', delta_e: 0 });
    expect(green.contrast).toBeGreaterThanOrEqual(WCAG_AA_MIN);
  });

  it('darkens on white and lightens on black, just far enough, keeping the hue', () => {
    for (const hex of ['#FFC72C', '#0ABAB5', '#FF9900', '#E50914', '#1DB954', '#4285F4', '#777777']) {
      const { on_white, on_black } = accessiblePairs(hex);
      const source = toOklch(hex) as Oklch;
      for (const [variant, background] of [
        [on_white, WHITE],
        [on_black, BLACK],
      ] as const) {
        expect(contrastRatio(variant.hex, background), `${hex} on ${background}`).toBeGreaterThanOrEqual(
          WCAG_AA_MIN,
        );
        expect(variant.contrast).toBeCloseTo(contrastRatio(variant.hex, background) ?? 0, 10);
        if (variant.direction === 'same') continue;
        const moved = toOklch(variant.hex) as Oklch;
        if (background === WHITE) expect(moved.l).toBeLessThan(source.l);
        else expect(moved.l).toBeGreaterThan(source.l);
        // The nearest: a little less far along lightness no longer passes.
        const step = background === WHITE ? 0.02 : -0.02;
        const closer = { mode: 'oklch' as const, l: moved.l + step, c: moved.c, h: moved.h };
        const closerHex = formatHex(clampChroma(closer, 'oklch')) ?? '';
        expect(contrastRatio(closerHex, background), `${hex}: ${closerHex}`).toBeLessThan(WCAG_AA_MIN);
        // Hue kept (for colours that have one).
        if ((source.c ?? 0) > 0.05 && moved.h !== undefined && source.h !== undefined) {
          const dh = Math.abs(((moved.h - source.h + 540) % 360) - 180);
          expect(dh, `${hex} → ${variant.hex}`).toBeLessThan(6);
        }
      }
      expect(on_white.direction === 'same' || on_white.direction === 'shade').toBe(true);
      expect(on_black.direction === 'same' || on_black.direction === 'tint').toBe(true);
    }
  });

  it('finds a pair for black and white themselves', () => {
    expect(accessiblePairs('#000000').on_white.direction).toBe('same');
    expect(accessiblePairs('#000000').on_black.hex).toMatch(/^#[0-9A-F]{6}$/);
    expect(accessiblePairs('#FFFFFF').on_black.direction).toBe('same');
    expect(accessiblePairs('#FFFFFF').on_white.contrast).toBeGreaterThanOrEqual(WCAG_AA_MIN);
  });
});
