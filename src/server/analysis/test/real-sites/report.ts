import { type CorpusScore, SCORED_FIELDS, type ScoredField } from './score';

/** The targets of the requirement, in percent (null: reported, no target). */
export const TARGETS: Record<ScoredField | 'social_precision' | 'social_recall', number | null> = {
  primary_color: 85,
  logo: 95,
  tagline: 85,
  founding_year: 90,
  description: null,
  feed: null,
  headquarters: null,
  social_precision: 98,
  social_recall: null,
};

const LABELS: Record<ScoredField, string> = {
  primary_color: 'primary colour (CIEDE2000 <= 10)',
  logo: "logo (the analyzer's choice)",
  tagline: 'tagline',
  founding_year: 'founding year',
  description: 'description',
  feed: 'feed',
  headquarters: 'headquarters (the town)',
};

const pad = (text: string | number, width: number) => String(text).padEnd(width);
const padLeft = (text: string | number, width: number) => String(text).padStart(width);

/** The per-field table and the overall score, as printed by `npm run bench:real`. */
export function formatScoreTable(score: CorpusScore): string {
  const rows: string[] = [];
  const header = `${pad('field', 36)}${padLeft('right', 6)}${padLeft('wrong', 6)}${padLeft('missed', 7)}${padLeft('unsupp.', 8)}${padLeft('of', 5)}${padLeft('score', 8)}${padLeft('target', 8)}`;
  rows.push(header, '-'.repeat(header.length));
  for (const field of SCORED_FIELDS) {
    const f = score.fields[field];
    const target = TARGETS[field];
    rows.push(
      `${pad(LABELS[field], 36)}${padLeft(f.right, 6)}${padLeft(f.wrong, 6)}${padLeft(f.missed, 7)}${padLeft(f.unsupported, 8)}${padLeft(f.applicable, 5)}${padLeft(`${f.score} %`, 8)}${padLeft(target === null ? '-' : `${target} %`, 8)}`,
    );
  }
  const s = score.social;
  rows.push(
    `${pad('social links: precision', 36)}${padLeft(s.right, 6)}${padLeft(s.wrong, 6)}${padLeft('', 7)}${padLeft('', 8)}${padLeft(s.right + s.wrong, 5)}${padLeft(`${s.precision} %`, 8)}${padLeft(`${TARGETS.social_precision} %`, 8)}`,
    `${pad('social links: recall', 36)}${padLeft(s.right, 6)}${padLeft('', 6)}${padLeft(s.missed, 7)}${padLeft('', 8)}${padLeft(s.right + s.missed, 5)}${padLeft(`${s.recall} %`, 8)}${padLeft('-', 8)}`,
    '-'.repeat(header.length),
    `${pad('values filled without support', 36)}${padLeft(score.unsupported, 6)}${padLeft('', 36)}${padLeft('0', 8)}`,
    `${pad(`overall (mean of the ${SCORED_FIELDS.length + 2} scores)`, 36)}${padLeft(`${score.overall} %`, 50)}`,
  );
  return rows.join('\n');
}

/** One line per field that is not right on a site: what was expected and what was stored. */
export function formatMisses(score: CorpusScore): string {
  const lines: string[] = [];
  for (const site of score.sites) {
    for (const field of SCORED_FIELDS) {
      const v = site.verdicts[field];
      if (v.verdict === 'right' || v.verdict === 'empty') continue;
      lines.push(
        `${pad(site.id, 26)}${pad(field, 15)}${pad(v.verdict, 12)}expected ${JSON.stringify(v.expected)?.slice(0, 120)} got ${JSON.stringify(v.actual)?.slice(0, 120)}${v.evidence ? `  <- ${v.evidence}` : ''}`,
      );
    }
    for (const url of site.social.wrong)
      lines.push(`${pad(site.id, 26)}${pad('social', 15)}${pad('wrong', 12)}${url}`);
    for (const url of site.social.missed)
      lines.push(`${pad(site.id, 26)}${pad('social', 15)}${pad('missed', 12)}${url}`);
  }
  return lines.join('\n');
}
