import type { Comparison, PrimaryPair } from '../../domain/color-intel';
import { deltaE2000OfHex } from '../../domain/color-lab';
import { COMPETITOR_WARNING_DISTANCE } from '../../domain/color-landscape';
import { contrastRatio } from '../../domain/text-color';
import type { Db } from '../db/client';
import { readComparedBrands } from './read-compared-brands';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** 2 to 4 brands side by side, with how far apart each pair's primary colours are. */
export async function getComparison(db: Db, slugs: readonly string[]): Promise<Comparison> {
  const compared = await readComparedBrands(db, slugs);
  const pairs: PrimaryPair[] = [];
  for (let i = 0; i < compared.length; i++) {
    for (let j = i + 1; j < compared.length; j++) {
      const a = compared[i];
      const b = compared[j];
      const distance = deltaE2000OfHex(a?.primary_color, b?.primary_color);
      if (!a || !b || distance === null) continue;
      pairs.push({
        a: a.slug,
        b: b.slug,
        distance: round2(distance),
        contrast: round2(contrastRatio(a.primary_color, b.primary_color) ?? 1),
        too_close: distance < COMPETITOR_WARNING_DISTANCE,
      });
    }
  }
  return { brands: compared, primary_pairs: pairs };
}
