import { clampChroma, converter, formatHex, type Oklch } from 'culori';
import { deltaE2000, type Lab, labOfHex } from './color-lab';
import { normalizeHex } from './hex';

/** A hue is unclaimed when no brand colour lies within this CIEDE2000 of it. */
export const UNCLAIMED_DISTANCE = 15;
/** Colours within this CIEDE2000 of a cluster's first colour belong to it. */
export const CLUSTER_DISTANCE = 10;
/** A competitor's primary colour closer than this to a brand's is a warning: the two read alike. */
export const COMPETITOR_WARNING_DISTANCE = 10;
/** The hue circle is read in steps of this many degrees. */
export const HUE_STEP = 5;
/** Below this OKLCH chroma a colour is a neutral (black, white, grey): it has no hue to place it by. */
export const NEUTRAL_CHROMA = 0.03;
/**
 * The colours that stand for a hue when asking whether it is taken: a dark, a middle and a light
 * tone of brand-like strength (OKLCH chroma 0.13, less where sRGB cannot show it).
 */
export const PROBE_LIGHTNESS = [0.45, 0.62, 0.78] as const;
const PROBE_CHROMA = 0.13;

const toOklch = converter('oklch');

export interface ColorPlacement {
  /** OKLCH hue in degrees 0..360, null for a neutral. */
  hue: number | null;
  /** OKLCH lightness 0..1. */
  lightness: number;
  chroma: number;
}

/** Where a colour sits on the hue × lightness map. */
export function placeColor(hex: string): ColorPlacement | null {
  const key = normalizeHex(hex);
  if (!key) return null;
  const c = toOklch(key) as Oklch;
  const chroma = c.c ?? 0;
  const hue = chroma < NEUTRAL_CHROMA || c.h === undefined ? null : ((c.h % 360) + 360) % 360;
  return { hue, lightness: c.l ?? 0, chroma };
}

/** The probe colour of a hue at a lightness. */
export function probeHex(hue: number, lightness: number): string {
  const color = clampChroma({ mode: 'oklch', l: lightness, c: PROBE_CHROMA, h: hue }, 'oklch');
  return (formatHex(color) ?? '#808080').toUpperCase();
}

interface Probe {
  hue: number;
  labs: Lab[];
}

let probes: Probe[] | null = null;
function hueProbes(): Probe[] {
  if (!probes) {
    probes = [];
    for (let hue = 0; hue < 360; hue += HUE_STEP) {
      probes.push({
        hue,
        labs: PROBE_LIGHTNESS.map((l) => labOfHex(probeHex(hue, l)) as Lab),
      });
    }
  }
  return probes;
}

export interface HueRange {
  /** First and last free hue of the run, in degrees; a run may wrap past 360 (from > to). */
  from: number;
  to: number;
  /** The middle tone of the run's middle hue: a colour nobody owns. */
  hex: string;
}

/**
 * The runs of hues that no colour claims: a hue is claimed when a colour lies within
 * UNCLAIMED_DISTANCE (CIEDE2000) of any of its probe tones. Runs are joined across 0°.
 */
export function unclaimedHueRanges(hexes: readonly string[], distance = UNCLAIMED_DISTANCE): HueRange[] {
  const labs = hexes.map((hex) => labOfHex(hex)).filter((lab): lab is Lab => lab !== null);
  const all = hueProbes();
  // CIEDE2000 is at least |ΔL| / 1.75 (S_L never exceeds 1.75): farther lightness cannot claim.
  const reach = distance * 1.75;
  const claims = (lab: Lab, p: Lab) => Math.abs(lab.l - p.l) <= reach && deltaE2000(lab, p) < distance;
  const free = all.map((probe) => !probe.labs.some((p) => labs.some((lab) => claims(lab, p))));
  const steps = all.length;
  if (free.every(Boolean)) return [{ from: 0, to: 360 - HUE_STEP, hex: probeHex(180, PROBE_LIGHTNESS[1]) }];
  // Start just after a claimed hue, so no run is cut in two at 0°.
  const start = free.indexOf(false);
  const runs: number[][] = [];
  let run: number[] = [];
  for (let k = 1; k <= steps; k++) {
    const i = (start + k) % steps;
    if (free[i]) run.push(i);
    else if (run.length) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length) runs.push(run);
  return runs.map((indexes) => {
    const first = all[indexes[0] as number] as Probe;
    const last = all[indexes[indexes.length - 1] as number] as Probe;
    const middle = all[indexes[Math.floor(indexes.length / 2)] as number] as Probe;
    return { from: first.hue, to: last.hue, hex: probeHex(middle.hue, PROBE_LIGHTNESS[1]) };
  });
}

export interface ColorCluster<T> {
  /** The colour the cluster formed around (its first member's). */
  hex: string;
  members: T[];
}

/**
 * Groups colours that read alike: each joins the first cluster whose founding colour lies within
 * `distance` (CIEDE2000), or founds one. The input order decides (most prominent brands first),
 * so a cluster spans at most twice the distance and the same input always gives the same groups.
 */
export function clusterColors<T extends { hex: string }>(
  items: readonly T[],
  distance = CLUSTER_DISTANCE,
): ColorCluster<T>[] {
  const clusters: (ColorCluster<T> & { lab: Lab })[] = [];
  for (const item of items) {
    const lab = labOfHex(item.hex);
    if (!lab) continue;
    const home = clusters.find((c) => deltaE2000(c.lab, lab) < distance);
    if (home) home.members.push(item);
    else clusters.push({ hex: normalizeHex(item.hex) as string, lab, members: [item] });
  }
  return clusters.map(({ hex, members }) => ({ hex, members }));
}
