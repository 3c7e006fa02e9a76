import { accessiblePairs, BLACK, WHITE } from '../../domain/accessible-pairs';
import type { BrandColorEntry } from '../../domain/brand-color-entries';
import type { BrandColorDetail } from '../../domain/color-intel';
import { contrastRatio } from '../../domain/text-color';

/** A brand colour with its contrast on white and black and its nearest AA shade and tint. */
export function colorDetailOf(entry: BrandColorEntry): BrandColorDetail {
  return {
    role: entry.role,
    hex: entry.hex,
    name: entry.name,
    contrast_on_white: contrastRatio(entry.hex, WHITE) ?? 1,
    contrast_on_black: contrastRatio(entry.hex, BLACK) ?? 1,
    ...accessiblePairs(entry.hex),
  };
}
