import { combineConfidence, type Evidence, FILL_THRESHOLD } from '../../../domain/extracted-candidate';
import { type ColorEvidenceKind, type ColorRole, type ColorSample, KIND_STRENGTH } from './color-sample';
import {
  ciede2000,
  DISTINCT_COLOR_DELTA,
  type LabColor,
  labOf,
  SAME_COLOR_DELTA,
  type Tone,
  toneOf,
} from './color-science';

/** spec 000 §2, 001 §3: up to 8 extended palette colours. */
export const MAX_PALETTE = 8;
/** Secondary and accent need at least this much evidence of their own. */
const MIN_SLOT_STRENGTH = 0.2;
/** A logo colour this strong covers an eighth of the logo or more: one of its main colours, not a detail. */
const MAIN_LOGO_COLOR_STRENGTH = KIND_STRENGTH.logo / 2;
/** A colour with less evidence than this does not lower the primary's confidence. */
const MIN_RIVAL_STRENGTH = 0.15;
/** Palette colours need at least this much: a colour seen once on a border is not the brand's. */
const MIN_PALETTE_STRENGTH = 0.1;
/** Kinds that anchor a colour to the brand: declared, drawn by the logo, or named by the registry. */
const DECLARED_OR_DRAWN: ReadonlySet<ColorEvidenceKind> = new Set([
  'theme-color',
  'mask-icon',
  'tile-color',
  'manifest-theme',
  'brand-variable',
  'logo',
  'registry',
]);
/** What makes the colour of a logo file the brand's: the page declares it, or paints its chrome and buttons with it. */
const CORROBORATING: ReadonlySet<ColorEvidenceKind> = new Set([
  'theme-color',
  'mask-icon',
  'tile-color',
  'manifest-theme',
  'brand-variable',
  'registry',
  'chrome-background',
  'button',
]);
/** What makes a monochrome logo's neutral its first candidate: the site paints or declares it too. */
const NEUTRAL_CORROBORATING: ReadonlySet<ColorEvidenceKind> = new Set([
  'theme-color',
  'manifest-theme',
  'brand-variable',
  'chrome-background',
  'button',
]);
/** Where a site paints its own chrome: a hue here means the site is not monochrome. */
const CHROME_PAINT: ReadonlySet<ColorEvidenceKind> = new Set([
  'chrome-background',
  'footer-background',
  'button',
]);
/**
 * How a page states a hue of its own so plainly that a neutral the registry names gives way to it:
 * as its theme or pinned-tab colour, or in its logo.
 */
const PAGE_HUE_STATEMENT: ReadonlySet<ColorEvidenceKind> = new Set([
  'theme-color',
  'mask-icon',
  'manifest-theme',
  'logo',
]);
/** What only the head declares: the theme-color tag, the manifest, the pinned tab and the tile. */
const HEAD_DECLARATION: ReadonlySet<ColorEvidenceKind> = new Set([
  'theme-color',
  'mask-icon',
  'tile-color',
  'manifest-theme',
  'manifest-background',
]);
/** Kinds that declare a colour as the brand's, rather than merely use it. */
const DECLARED: ReadonlySet<ColorEvidenceKind> = new Set([
  'theme-color',
  'mask-icon',
  'tile-color',
  'manifest-theme',
  'brand-variable',
]);

export interface ChosenColor {
  hex: string;
  weight: number;
  /** The strongest evidence for it: where and how it was found. */
  source: string;
  method: string;
  /** 0 to 1: how sure the analyzer is that it is the brand's colour in this role. */
  confidence: number;
  evidence: Evidence;
  /** The kinds of evidence behind it ('logo', 'theme-color', 'chrome-background'...). */
  kinds: ColorEvidenceKind[];
}

export interface BrandPalette {
  primary: ChosenColor | null;
  secondary: ChosenColor | null;
  accent: ChosenColor | null;
  /** Distinct colours by rank, primary first; at most 8. */
  palette: ChosenColor[];
  /** True when the primary is a neutral: the logo itself is monochrome, or the registry names a neutral. */
  monochrome: boolean;
  /** Other colours that could be the primary, surest first, for an admin (the primary's rivals, or all when none is stored). */
  candidates: ChosenColor[];
}

interface Cluster {
  hex: string;
  lab: LabColor;
  tone: Tone;
  weight: number;
  /** The strongest strength seen for each kind. */
  kinds: Map<ColorEvidenceKind, number>;
  /** True when some logo evidence for it was drawn in the page itself (inline SVG), not read from a file. */
  logoInPage: boolean;
  /** Roles custom property names give it. */
  roles: Set<ColorRole>;
  /** The sample whose evidence stands for the cluster. */
  lead: ColorSample;
  leadScore: number;
}

const strengthOfSample = (s: ColorSample) => s.strength ?? KIND_STRENGTH[s.kind];

/**
 * Groups evidence into colours: the first sample of a colour leads its group and keeps its exact
 * hex (so '#00704A' stays '#00704A' rather than an average of its shades); samples within a
 * just-noticeable distance join it. The group's evidence is its most telling sample.
 */
function clusterSamples(samples: readonly ColorSample[]): Cluster[] {
  const clusters: Cluster[] = [];
  const ordered = [...samples]
    .filter((s) => s.weight > 0)
    .sort((a, b) => strengthOfSample(b) * b.weight - strengthOfSample(a) * a.weight);
  for (const sample of ordered) {
    const lab = labOf(sample.hex);
    const strength = strengthOfSample(sample);
    let home = clusters.find((c) => ciede2000(c.lab, lab) < SAME_COLOR_DELTA);
    if (!home) {
      home = {
        hex: sample.hex,
        lab,
        tone: toneOf(lab),
        weight: 0,
        kinds: new Map(),
        logoInPage: false,
        roles: new Set(),
        lead: sample,
        leadScore: 0,
      };
      clusters.push(home);
    }
    home.weight += sample.weight;
    if (sample.role) home.roles.add(sample.role);
    home.kinds.set(sample.kind, Math.max(home.kinds.get(sample.kind) ?? 0, strength));
    if (sample.kind === 'logo' && !sample.needsCorroboration) home.logoInPage = true;
    const score = strength * 10 + sample.weight / 100;
    if (score > home.leadScore) {
      home.lead = sample;
      home.leadScore = score;
    }
  }
  return clusters;
}

/**
 * Evidence that names a colour the brand's rather than merely using it. A logo file's pixels alone
 * do not: the file may be a badge, a partner's mark or an old logo, and the page says nothing of
 * the colour; with the page painting its chrome or buttons in it, they do.
 */
function isAnchored(cluster: Cluster): boolean {
  const kinds = [...cluster.kinds.keys()];
  const logoOnlyFromFile = (k: ColorEvidenceKind) => k === 'logo' && !cluster.logoInPage;
  return (
    kinds.some((k) => DECLARED_OR_DRAWN.has(k) && !logoOnlyFromFile(k)) ||
    (cluster.kinds.has('logo') && kinds.some((k) => CORROBORATING.has(k))) ||
    cluster.lead.method.includes('HTML attributes alone')
  );
}

/**
 * The site's own names decide between its colours: when the best-ranked one is named its secondary
 * or accent (a custom property, a theme section) and another it names primary is anchored too, that
 * one leads, however much more the other is painted.
 */
function primaryFirst(ranked: Cluster[]): Cluster[] {
  const [top] = ranked;
  if (!top || top.roles.has('primary') || top.roles.size === 0) return ranked;
  const named = ranked.find((c) => c.roles.has('primary') && isAnchored(c));
  return named ? [named, ...ranked.filter((c) => c !== named)] : ranked;
}

/**
 * A colour the head declares but the page never shows (not in its logo, chrome, buttons or even
 * its text) does not lead a colour the logo paints and the chrome or buttons repeat: the
 * declaration is more likely a leftover (a scaffold's or an old theme's) than the brand.
 */
function shownBeforeDeclaredOnly(ranked: Cluster[]): Cluster[] {
  const [top] = ranked;
  if (!top || top.kinds.has('registry') || ![...top.kinds.keys()].every((k) => HEAD_DECLARATION.has(k)))
    return ranked;
  const shown = ranked.find(
    (c) =>
      (c.kinds.get('logo') ?? 0) >= MAIN_LOGO_COLOR_STRENGTH &&
      (c.kinds.has('button') || c.kinds.has('chrome-background')),
  );
  return shown ? [shown, ...ranked.filter((c) => c !== shown)] : ranked;
}

/** Independent kinds of evidence add up: 1 − Π(1 − strength). */
function strengthOf(cluster: Cluster): number {
  let total = 0;
  for (const strength of cluster.kinds.values()) total = combineConfidence(total, strength);
  return total;
}

/** `note` says why a neutral is the brand's colour ('monochrome logo'). */
function chosen(cluster: Cluster, confidence: number, note?: string): ChosenColor {
  const lead = cluster.lead;
  const evidence: Evidence = { source: lead.method, url: lead.source };
  if (lead.selector) evidence.selector = lead.selector.slice(0, 300);
  if (lead.attribute) evidence.attribute = lead.attribute.slice(0, 100);
  if (lead.text) evidence.text = lead.text.slice(0, 300);
  if (lead.line) evidence.line = lead.line;
  const kinds = [...cluster.kinds.keys()];
  return {
    hex: cluster.hex,
    weight: Math.round(cluster.weight * 100) / 100,
    source: lead.source,
    method: `${lead.method}${kinds.length > 1 ? `; also ${kinds.filter((k) => k !== lead.kind).join(', ')}` : ''}${note ? `; ${note}` : ''}`,
    confidence: Math.round(Math.min(0.97, confidence) * 1000) / 1000,
    evidence,
    kinds,
  };
}

function pickDistinct(ordered: Cluster[], count: number, minDelta: number): Cluster[] {
  const picked: Cluster[] = [];
  for (const cluster of ordered) {
    if (picked.length >= count) break;
    if (picked.every((p) => ciede2000(p.lab, cluster.lab) >= minDelta)) picked.push(cluster);
  }
  return picked;
}

/**
 * Primary, secondary, accent and palette from evidence weighted by where each colour is painted.
 * Colours are ranked by how strongly their kinds of evidence name them the brand's (declared as
 * theme, pinned-tab or tile colour, painted by the logo, on the chrome and the calls to action),
 * then by how much they are used; the primary's confidence falls when a rival is close. White,
 * black and greys are never the primary, unless the registry names the neutral and the page states
 * no hue of its own strongly enough to store it, or the logo itself is monochrome and the site is
 * monochrome too, painting its chrome or buttons with that neutral and no hue on any of them (the
 * palette then says so); otherwise that neutral is offered to an admin as the first candidate,
 * marked monochrome. A primary below the fill threshold is not stored; its candidates are kept
 * for an admin.
 */
export function choosePalette(samples: readonly ColorSample[]): BrandPalette {
  const clusters = clusterSamples(samples);
  const maxWeight = Math.max(1, ...clusters.map((c) => c.weight));
  const rank = (c: Cluster) => strengthOf(c) + 0.25 * (c.weight / maxWeight);
  const chromatic = shownBeforeDeclaredOnly(
    primaryFirst(
      // A colour the stylesheets merely use can never be stored: it does not stand in front of the
      // colours the site declares, its logo paints or the registry names.
      clusters
        .filter((c) => c.tone === 'chromatic')
        .sort((a, b) => Number(isAnchored(b)) - Number(isAnchored(a)) || rank(b) - rank(a)),
    ),
  );
  const confidenceOf = (cluster: Cluster, rival: Cluster | undefined) => {
    const dominance = rival ? rank(cluster) / (rank(cluster) + rank(rival)) : 1;
    const confidence = strengthOf(cluster) * (0.75 + 0.25 * Math.max(0, 2 * dominance - 1));
    // A colour the stylesheets merely use is a candidate: the brand's colour is one the site declares,
    // its logo paints or the registry names (or, on a page painted with HTML attributes alone, its bars).
    return isAnchored(cluster) ? confidence : Math.min(confidence, FILL_THRESHOLD - 0.05);
  };

  const logoSamples = samples.filter((s) => s.kind === 'logo');
  const logoHasHue = logoSamples.some((s) => toneOf(labOf(s.hex)) === 'chromatic');
  const declaredHue = chromatic.some((c) =>
    [...c.kinds.keys()].some((k) => DECLARED.has(k) || k === 'registry'),
  );
  const logoIsNeutral = logoSamples.length > 0 && !logoHasHue;
  const logoIsMonochrome = logoIsNeutral && !declaredHue;

  const [top] = chromatic;
  // A colour used only for text or a border is no rival for the brand's colour.
  const runnerUp = chromatic.slice(1).find((c) => strengthOf(c) >= MIN_RIVAL_STRENGTH);
  const topConfidence = top ? confidenceOf(top, runnerUp) : 0;
  // A hue the page declares as its theme or pinned-tab colour, or draws in its logo, sure enough to
  // store: the registry's neutral may be the parent brand's ('Apple' on music.apple.com) or the
  // one-colour version of a mark the site shows in colour, so the page's own word wins. Unless its
  // logo is as neutral as the registry says: two sources against one.
  const pageStatesHue =
    !logoIsNeutral &&
    top !== undefined &&
    topConfidence >= FILL_THRESHOLD &&
    [...top.kinds.keys()].some((k) => PAGE_HUE_STATEMENT.has(k));
  // The registry naming a neutral as the official colour: a monochrome brand (Kiwix's black).
  const officialNeutral = pageStatesHue
    ? undefined
    : clusters.find((c) => c.tone !== 'chromatic' && c.kinds.has('registry'));
  const neutralNote = logoIsNeutral ? 'monochrome logo' : 'official neutral';
  const candidatesOf = (from: Cluster[], leader: Cluster | undefined) =>
    from.slice(0, 3).map((c) => chosen(c, confidenceOf(c, c === leader ? runnerUp : leader)));

  if (officialNeutral || logoIsMonochrome) {
    const neutrals = clusters
      .filter((c) => c.tone !== 'chromatic' && (c.kinds.has('logo') || c === officialNeutral))
      .sort(
        (a, b) =>
          Number(b === officialNeutral) - Number(a === officialNeutral) ||
          (a.tone === 'near-white' ? 1 : 0) - (b.tone === 'near-white' ? 1 : 0) ||
          b.weight - a.weight,
      );
    const lead = neutrals[0];
    if (lead && (lead.tone !== 'near-white' || lead === officialNeutral)) {
      // White, black and grey are on every site: the logo alone is not enough. The registry naming
      // it is; so is a site as monochrome as its logo, painting its chrome or buttons with that
      // neutral and no hue on any of them. A site whose buttons and bars carry a hue has a colour
      // of its own, even one it does not declare: its neutral is only offered to an admin. A
      // pinned-tab or tile colour never counts: those icons are one-colour silhouettes by design.
      const painted = [...lead.kinds.keys()].some((k) => NEUTRAL_CORROBORATING.has(k));
      const hueInChrome = chromatic.some((c) => [...c.kinds.keys()].some((k) => CHROME_PAINT.has(k)));
      const confidence =
        lead === officialNeutral || (painted && !hueInChrome)
          ? strengthOf(lead)
          : Math.min(strengthOf(lead), FILL_THRESHOLD - (painted ? 0.01 : 0.05));
      const primary = chosen(lead, confidence, neutralNote);
      const rest = clusters
        .filter((c) => c !== lead && c.tone !== 'chromatic')
        .sort((a, b) => b.weight - a.weight);
      const others = pickDistinct([lead, ...rest], 3, DISTINCT_COLOR_DELTA)
        .slice(1)
        .map((c) => chosen(c, strengthOf(c), neutralNote));
      if (primary.confidence < FILL_THRESHOLD) {
        const candidates = [primary, ...candidatesOf(chromatic, chromatic[0])].slice(0, 3);
        return { primary: null, secondary: null, accent: null, palette: [], monochrome: true, candidates };
      }
      return {
        primary,
        secondary: others[0] ?? null,
        accent: others[1] ?? null,
        palette: [primary, ...others],
        monochrome: true,
        candidates: candidatesOf(chromatic, chromatic[0]),
      };
    }
  }

  if (!top || topConfidence < FILL_THRESHOLD) {
    return {
      primary: null,
      secondary: null,
      accent: null,
      palette: [],
      monochrome: false,
      candidates: candidatesOf(chromatic, top),
    };
  }
  // Secondary and accent: the colours custom properties name so, else the next by rank.
  const eligible = chromatic.filter((c) => c === top || strengthOf(c) >= MIN_SLOT_STRENGTH);
  const byRole = (role: ColorRole) => eligible.filter((c) => c.roles.has(role) && c !== top);
  const slots = pickDistinct(
    [top, ...byRole('secondary'), ...byRole('accent'), ...eligible],
    3,
    DISTINCT_COLOR_DELTA,
  );
  const palette = pickDistinct(
    chromatic.filter((c) => c === top || strengthOf(c) >= MIN_PALETTE_STRENGTH),
    MAX_PALETTE,
    SAME_COLOR_DELTA,
  );
  const primary = chosen(top, topConfidence);
  return {
    primary,
    secondary: slots[1] ? chosen(slots[1], confidenceOf(slots[1], top)) : null,
    accent: slots[2] ? chosen(slots[2], confidenceOf(slots[2], top)) : null,
    palette: palette.map((c) => (c === top ? primary : chosen(c, confidenceOf(c, top)))),
    monochrome: false,
    candidates: candidatesOf(chromatic.slice(1), top),
  };
}
