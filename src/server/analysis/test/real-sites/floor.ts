import fs from 'node:fs';
import { type CorpusScore, SCORED_FIELDS, type ScoredField } from './score';

/**
 * The corpus scores CI holds the analyzer to (bench/real-sites-floor.json): per field and overall
 * in percent, and the most values allowed without support. The floor only rises.
 */
export interface CorpusFloor {
  fields: Record<ScoredField, number>;
  socialPrecision: number;
  socialRecall: number;
  overall: number;
  maxUnsupported: number;
}

export const FLOOR_FILE = new URL('../../../../../bench/real-sites-floor.json', import.meta.url);

export function readFloor(): CorpusFloor | null {
  return fs.existsSync(FLOOR_FILE) ? (JSON.parse(fs.readFileSync(FLOOR_FILE, 'utf8')) as CorpusFloor) : null;
}

export function floorOf(score: CorpusScore): CorpusFloor {
  return {
    fields: Object.fromEntries(SCORED_FIELDS.map((f) => [f, score.fields[f].score])) as Record<
      ScoredField,
      number
    >,
    socialPrecision: score.social.precision,
    socialRecall: score.social.recall,
    overall: score.overall,
    maxUnsupported: score.unsupported,
  };
}

/** The new floor: each figure the better of the old floor and this run. */
export function raiseFloor(old: CorpusFloor | null, score: CorpusScore): CorpusFloor {
  const now = floorOf(score);
  if (!old) return now;
  return {
    fields: Object.fromEntries(
      SCORED_FIELDS.map((f) => [f, Math.max(old.fields[f] ?? 0, now.fields[f])]),
    ) as Record<ScoredField, number>,
    socialPrecision: Math.max(old.socialPrecision, now.socialPrecision),
    socialRecall: Math.max(old.socialRecall, now.socialRecall),
    overall: Math.max(old.overall, now.overall),
    maxUnsupported: Math.min(old.maxUnsupported, now.maxUnsupported),
  };
}

/** Every figure of this run below the floor, in words; empty when the run holds the floor. */
export function belowFloor(floor: CorpusFloor, score: CorpusScore): string[] {
  const now = floorOf(score);
  const falls: string[] = [];
  for (const field of SCORED_FIELDS) {
    if (now.fields[field] < (floor.fields[field] ?? 0))
      falls.push(`${field}: ${now.fields[field]} % < floor ${floor.fields[field]} %`);
  }
  if (now.socialPrecision < floor.socialPrecision)
    falls.push(`social precision: ${now.socialPrecision} % < floor ${floor.socialPrecision} %`);
  if (now.socialRecall < floor.socialRecall)
    falls.push(`social recall: ${now.socialRecall} % < floor ${floor.socialRecall} %`);
  if (now.overall < floor.overall) falls.push(`overall: ${now.overall} % < floor ${floor.overall} %`);
  if (now.maxUnsupported > floor.maxUnsupported)
    falls.push(`values without support: ${now.maxUnsupported} > floor ${floor.maxUnsupported}`);
  return falls;
}
