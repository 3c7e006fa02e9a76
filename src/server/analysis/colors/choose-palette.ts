import type { ColorSample } from './color-sample';
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
/** Chromatic evidence weaker than this (a stray border colour) does not make a brand colourful. */
const MIN_CHROMATIC_WEIGHT = 1;

export interface ChosenColor {
  hex: string;
  weight: number;
  /** The strongest evidence for it: where and how it was found. */
  source: string;
  method: string;
}

export interface BrandPalette {
  primary: ChosenColor | null;
  secondary: ChosenColor | null;
  accent: ChosenColor | null;
  /** Distinct colours by weight, primary first; at most 8. */
  palette: ChosenColor[];
  /** True when the brand's evidence had no hue and its neutrals were used. */
  monochrome: boolean;
}

interface Cluster extends ChosenColor {
  lab: LabColor;
  tone: Tone;
  strongest: number;
}

/**
 * Groups evidence into colours: the heaviest sample leads its group and keeps its exact hex (so
 * '#00704A' stays '#00704A' rather than an average of its shades); samples within a just-noticeable
 * distance join it.
 */
export function clusterSamples(samples: readonly ColorSample[]): Cluster[] {
  const clusters: Cluster[] = [];
  const ordered = [...samples].filter((s) => s.weight > 0).sort((a, b) => b.weight - a.weight);
  for (const sample of ordered) {
    const lab = labOf(sample.hex);
    const home = clusters.find((c) => ciede2000(c.lab, lab) < SAME_COLOR_DELTA);
    if (home) {
      home.weight += sample.weight;
      continue;
    }
    clusters.push({ ...sample, lab, tone: toneOf(lab), strongest: sample.weight });
  }
  return clusters.sort((a, b) => b.weight - a.weight);
}

function pickDistinct(ordered: Cluster[], count: number, minDelta: number): Cluster[] {
  const picked: Cluster[] = [];
  for (const cluster of ordered) {
    if (picked.length >= count) break;
    if (picked.every((p) => ciede2000(p.lab, cluster.lab) >= minDelta)) picked.push(cluster);
  }
  return picked;
}

const chosen = (c: Cluster | undefined): ChosenColor | null =>
  c ? { hex: c.hex, weight: Math.round(c.weight * 100) / 100, source: c.source, method: c.method } : null;

/**
 * Primary, secondary, accent and palette from weighted evidence. Near-whites, near-blacks and
 * greys are on every site (backgrounds, text, borders) and are ignored, unless the brand shows no
 * hue at all: then it is monochrome, its neutrals are its colours, and a dark one leads (a white
 * page is merely the background). A slot with no evidence stays empty: nothing is invented.
 */
export function choosePalette(samples: readonly ColorSample[]): BrandPalette {
  const clusters = clusterSamples(samples);
  const chromatic = clusters.filter((c) => c.tone === 'chromatic' && c.weight >= MIN_CHROMATIC_WEIGHT);
  const monochrome = chromatic.length === 0;
  let ordered: Cluster[] = chromatic;
  if (monochrome) {
    // A dark neutral (a black logo) leads; a white page is merely the background.
    const neutrals = clusters.filter((c) => c.tone !== 'chromatic');
    const lead = neutrals.find((c) => c.tone !== 'near-white') ?? neutrals[0];
    ordered = lead ? [lead, ...neutrals.filter((c) => c !== lead)] : [];
  }
  const [primary, secondary, accent] = pickDistinct(ordered, 3, DISTINCT_COLOR_DELTA);
  const palette = pickDistinct(ordered, MAX_PALETTE, SAME_COLOR_DELTA);
  return {
    primary: chosen(primary),
    secondary: chosen(secondary),
    accent: chosen(accent),
    palette: palette.map((c) => chosen(c)).filter((c): c is ChosenColor => c !== null),
    monochrome,
  };
}
