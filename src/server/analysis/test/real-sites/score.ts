import { FILL_THRESHOLD } from '../../../../domain/extracted-candidate';
import type { FieldProvenance } from '../../../../domain/provenance';
import { ciede2000, labOf } from '../../colors/color-science';
import { socialProfileOf } from '../../people/social-links';
import type { CorpusSite } from './corpus';
import type { SiteOutcome } from './run-corpus';

/**
 * right: the truth's value; wrong: another value; missed: nothing where the truth has a value;
 * unsupported: a value where the truth says the page states none; empty: nothing, rightly.
 */
export type Verdict = 'right' | 'wrong' | 'missed' | 'unsupported' | 'empty';

export const SCORED_FIELDS = [
  'primary_color',
  'logo',
  'tagline',
  'founding_year',
  'description',
  'feed',
  'headquarters',
] as const;
export type ScoredField = (typeof SCORED_FIELDS)[number];

export interface SiteScore {
  id: string;
  verdicts: Record<ScoredField, { verdict: Verdict; expected: unknown; actual: unknown; evidence?: string }>;
  social: { right: string[]; wrong: string[]; missed: string[] };
}

/** Primary colours within this CIEDE2000 distance of the truth count as right (the README's rule). */
export const COLOR_TOLERANCE = 10;

const normalizeText = (value: string) =>
  value
    .normalize('NFKC')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["']|["'.!]+$/g, '')
    .trim()
    .toLowerCase();

/** An address as a comparable key: resolved against the page, scheme and fragment dropped. */
export function urlKey(raw: string, base: string): string | null {
  try {
    const url = new URL(raw.trim(), base);
    return `${url.host.toLowerCase()}${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

function verdictOf(expected: unknown, actual: unknown, isRight: () => boolean): Verdict {
  const has = actual !== null && actual !== undefined && actual !== '';
  if (expected === null || expected === undefined) return has ? 'unsupported' : 'empty';
  if (!has) return 'missed';
  return isRight() ? 'right' : 'wrong';
}

/** The lines a truth source names: '(line 404)', '(lines 790-805)', 'line 1013'. */
function truthLines(source: string): number[] {
  const lines: number[] = [];
  for (const match of source.matchAll(/lines?\s+(\d+)(?:\s*-\s*(\d+))?/g)) {
    const from = Number(match[1]);
    const to = match[2] ? Number(match[2]) : from;
    for (let line = from; line <= to && line - from < 50; line++) lines.push(line);
  }
  return lines;
}

export interface LogoChoice {
  /** The logo's address, null for an inline SVG. */
  url: string | null;
  line: number | null;
  inline: boolean;
}

type Provenance = FieldProvenance & {
  confidence?: number;
  evidence?: { url: string; source: string; line?: number };
  candidates?: {
    value: unknown;
    confidence: number;
    evidence: { url: string; source: string; line?: number };
  }[];
  unfilled?: boolean;
};

/**
 * The logo the analyzer chose: the surest of the stored logo and its kept candidates (a candidate
 * the replay could not serve, a file on another host, may rank above the stored fallback).
 */
export function logoChoiceOf(provenance: Record<string, FieldProvenance>): LogoChoice | null {
  const entry = provenance.logo_url as Provenance | undefined;
  if (!entry) return null;
  const options: { confidence: number; url: string; source: string; line?: number }[] = [];
  if (!entry.unfilled) {
    options.push({
      confidence: entry.confidence ?? 1,
      url: entry.source,
      source: entry.evidence?.source ?? entry.method,
      ...(entry.evidence?.line ? { line: entry.evidence.line } : {}),
    });
  }
  // A candidate left unstored counts as the choice only if sure enough to have been stored, had
  // its file been reachable (the replay serves the page's own host alone).
  for (const candidate of (entry.candidates ?? []).filter(
    (c) => !entry.unfilled || c.confidence >= FILL_THRESHOLD,
  )) {
    options.push({
      confidence: candidate.confidence,
      url: typeof candidate.value === 'string' ? candidate.value : candidate.evidence.url,
      source: candidate.evidence.source,
      ...(candidate.evidence.line ? { line: candidate.evidence.line } : {}),
    });
  }
  const best = options.sort((a, b) => b.confidence - a.confidence)[0];
  if (!best) return null;
  const inline = /inline svg/i.test(best.source);
  return { url: inline ? null : best.url, line: best.line ?? null, inline };
}

function logoIsRight(site: CorpusSite, choice: LogoChoice): boolean {
  const base = site.truth.page.url;
  return site.truth.logo.some((logo) => {
    if (choice.inline) {
      if (logo.url !== null || !/inline svg/i.test(logo.kind)) return false;
      return choice.line === null || truthLines(logo.source).includes(choice.line);
    }
    if (!logo.url || !choice.url) return false;
    return urlKey(logo.url, base) === urlKey(choice.url, base);
  });
}

/** A profile as a comparable key: X and Twitter are one network, case and a last slash do not count. */
const profileKey = (raw: string, base: string) => {
  const profile = socialProfileOf(raw, base);
  if (!profile) return null;
  return profile.url
    .toLowerCase()
    .replace(/^https:\/\/(www\.)?x\.com\//, 'https://twitter.com/')
    .replace(/\/$/, '');
};

export function scoreSite(outcome: SiteOutcome): SiteScore {
  const { site, brand } = outcome;
  const truth = site.truth;
  const base = truth.page.url;
  const insights = (brand.companyInsights ?? {}) as Record<string, unknown>;
  const provenance = brand.provenance as Record<string, FieldProvenance>;

  const year =
    brand.yearFounded ?? (typeof insights.founded_year === 'number' ? insights.founded_year : null);
  const logo = logoChoiceOf(provenance);
  const feed =
    (typeof insights.feed_url === 'string' ? insights.feed_url : null) ??
    (brand.recentNews.length > 0 ? (provenance.recent_news?.source ?? null) : null);
  const headquarters = typeof insights.headquarters === 'string' ? insights.headquarters : null;
  const expectedHeadquarters = truth.extra?.headquarters ?? null;
  const expectedColor = truth.colour.primary;
  const expectedLogo = truth.logo.length > 0 ? truth.logo.map((l) => l.url ?? 'inline svg') : null;

  const verdicts: SiteScore['verdicts'] = {
    primary_color: {
      expected: expectedColor,
      actual: brand.primaryColor,
      verdict: verdictOf(
        expectedColor,
        brand.primaryColor,
        () => ciede2000(labOf(expectedColor!), labOf(brand.primaryColor!)) <= COLOR_TOLERANCE,
      ),
    },
    logo: {
      expected: expectedLogo,
      actual: logo ? (logo.url ?? `inline svg${logo.line ? ` (line ${logo.line})` : ''}`) : null,
      verdict: verdictOf(expectedLogo, logo, () => logoIsRight(site, logo!)),
    },
    tagline: {
      expected: truth.tagline.value,
      actual: brand.tagline,
      verdict: verdictOf(
        truth.tagline.value,
        brand.tagline,
        () => normalizeText(truth.tagline.value!) === normalizeText(brand.tagline!),
      ),
    },
    founding_year: {
      expected: truth.founding_year?.value ?? null,
      actual: year,
      verdict: verdictOf(truth.founding_year?.value ?? null, year, () => truth.founding_year?.value === year),
    },
    description: {
      expected: truth.description.value,
      actual: brand.description,
      verdict: verdictOf(
        truth.description.value,
        brand.description,
        () => normalizeText(truth.description.value!) === normalizeText(brand.description!),
      ),
    },
    feed: {
      expected: truth.feed?.value ?? null,
      actual: feed,
      verdict: verdictOf(
        truth.feed?.value ?? null,
        feed,
        () => urlKey(truth.feed!.value!, base) === urlKey(feed!, base),
      ),
    },
    // The truth names a headquarters on some sites and says nothing of the others, so a value
    // there is not judged. Right when the town stored is the truth's.
    headquarters: {
      expected: expectedHeadquarters,
      actual: headquarters,
      verdict: expectedHeadquarters
        ? verdictOf(expectedHeadquarters, headquarters, () =>
            normalizeText(expectedHeadquarters).includes(normalizeText(headquarters!.split(',')[0]!)),
          )
        : 'empty',
    },
  };

  const expected = new Set(truth.social.map((s) => profileKey(s.url, base) ?? s.url.toLowerCase()));
  const ambiguous = new Set(
    (truth.social_ambiguous ?? []).map((s) => profileKey(s.url, base) ?? s.url.toLowerCase()),
  );
  const links = asLinks(insights.social_links);
  const found = new Set<string>();
  const social: SiteScore['social'] = { right: [], wrong: [], missed: [] };
  for (const url of links) {
    const key = profileKey(url, base) ?? url.toLowerCase();
    found.add(key);
    if (expected.has(key)) social.right.push(url);
    else if (!ambiguous.has(key)) social.wrong.push(url);
  }
  for (const key of expected) if (!found.has(key)) social.missed.push(key);
  for (const [field, key] of [
    ['primary_color', 'primary_color'],
    ['logo', 'logo_url'],
    ['tagline', 'tagline'],
    ['founding_year', 'year_founded'],
    ['description', 'description'],
  ] as const) {
    const entry = provenance[key] as Provenance | undefined;
    if (entry) {
      const where = entry.evidence
        ? `${entry.evidence.source} ${entry.evidence.line ? `line ${entry.evidence.line} ` : ''}${entry.evidence.selector ?? ''}`
        : entry.method;
      const others = (entry.candidates ?? [])
        .map((c) => `${String(c.value).slice(0, 40)}@${c.confidence}`)
        .join(', ');
      verdicts[field].evidence =
        `${where} (${entry.confidence ?? '-'})${entry.unfilled ? ' [unfilled]' : ''}${others ? ` candidates: ${others}` : ''}`;
    }
  }
  return { id: site.id, verdicts, social };
}

function asLinks(value: unknown): string[] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>)
    .filter(([network, url]) => network !== 'website' && typeof url === 'string')
    .map(([, url]) => url as string);
}

export interface FieldTotals {
  right: number;
  wrong: number;
  missed: number;
  unsupported: number;
  empty: number;
  /** Sites where the truth has a value. */
  applicable: number;
  /** right / applicable, in percent. */
  score: number;
}

export interface CorpusScore {
  sites: SiteScore[];
  fields: Record<ScoredField, FieldTotals>;
  social: { right: number; wrong: number; missed: number; precision: number; recall: number };
  /** Values stored where the truth says the page states none, over every field. */
  unsupported: number;
  /** Mean of the field scores and social precision and recall, in percent. */
  overall: number;
}

const percent = (part: number, whole: number) => (whole === 0 ? 100 : Math.round((part / whole) * 1000) / 10);

export function scoreCorpus(outcomes: SiteOutcome[]): CorpusScore {
  const sites = outcomes.map(scoreSite);
  const fields = {} as Record<ScoredField, FieldTotals>;
  for (const field of SCORED_FIELDS) {
    const totals = { right: 0, wrong: 0, missed: 0, unsupported: 0, empty: 0, applicable: 0, score: 0 };
    for (const site of sites) totals[site.verdicts[field].verdict]++;
    totals.applicable = totals.right + totals.wrong + totals.missed;
    totals.score = percent(totals.right, totals.applicable);
    fields[field] = totals;
  }
  const right = sites.reduce((n, s) => n + s.social.right.length, 0);
  const wrong = sites.reduce((n, s) => n + s.social.wrong.length, 0);
  const missed = sites.reduce((n, s) => n + s.social.missed.length, 0);
  const social = {
    right,
    wrong,
    missed,
    precision: percent(right, right + wrong),
    recall: percent(right, right + missed),
  };
  const unsupported = SCORED_FIELDS.reduce((n, field) => n + fields[field].unsupported, 0);
  const parts = [...SCORED_FIELDS.map((f) => fields[f].score), social.precision, social.recall];
  const overall = Math.round((parts.reduce((a, b) => a + b, 0) / parts.length) * 10) / 10;
  return { sites, fields, social, unsupported, overall };
}
