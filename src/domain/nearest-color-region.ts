import type { Lab } from './color-lab';

/**
 * Brand colours are filed in a CIELAB grid (the `cell` of brand_colors, migration 0009): a
 * nearest-colour query reads only the cells that can hold a colour within a CIEDE2000 distance,
 * then measures CIEDE2000 exactly on what it read. The SQL of migration 0009 packs cells the same
 * way (`brand_color_cell`); a test compares the two.
 */
export const COLOR_CELL_SIZE = 2;
/** a and b cell indexes are shifted by this, so every sRGB colour packs into 0..127. */
const AB_OFFSET = 64;
const AB_CELLS = 128;
const L_CELLS = Math.floor(100 / COLOR_CELL_SIZE) + 1;

const lIndex = (l: number) => Math.min(L_CELLS - 1, Math.max(0, Math.floor(l / COLOR_CELL_SIZE)));
const abIndex = (v: number) =>
  Math.min(AB_CELLS - 1, Math.max(0, Math.floor(v / COLOR_CELL_SIZE) + AB_OFFSET));
const cellNumber = (li: number, ai: number, bi: number) => (li * AB_CELLS + ai) * AB_CELLS + bi;

/** The grid cell of a colour as one integer: (L index × 128 + a index) × 128 + b index. */
export function colorCellOf(lab: Lab): number {
  return cellNumber(lIndex(lab.l), abIndex(lab.a), abIndex(lab.b));
}

const DEG = Math.PI / 180;
const TWO_PI = 2 * Math.PI;

/** CIEDE2000's lightness weight S_L at a mean lightness. */
const lightnessWeight = (meanL: number) => {
  const d2 = (meanL - 50) ** 2;
  return 1 + (0.015 * d2) / Math.sqrt(20 + d2);
};

/** CIEDE2000's G, which stretches a* for greyish pairs, at a mean chroma (it falls as chroma grows). */
const gOf = (meanC: number) => 0.5 * (1 - Math.sqrt(meanC ** 7 / (meanC ** 7 + 25 ** 7)));

/** CIEDE2000's hue weighting T at a mean hue in radians. */
export const hueWeight = (h: number) =>
  1 -
  0.17 * Math.cos(h - Math.PI / 6) +
  0.24 * Math.cos(2 * h) +
  0.32 * Math.cos(3 * h + Math.PI / 30) -
  0.2 * Math.cos(4 * h - 63 * DEG);

/** |dT/dh| is at most 0.17 + 0.48 + 0.96 + 0.8 (per radian): T between two points exceeds both by at most this. */
const T_SLOPE = 2.41;

/** The largest T over each degree [i°, i + 1°]: the larger end plus the slope margin. */
const T_BY_DEGREE = Array.from(
  { length: 360 },
  (_, i) => Math.max(hueWeight(i * DEG), hueWeight((i + 1) * DEG)) + (T_SLOPE * DEG) / 2,
);
const T_MAX = Math.max(...T_BY_DEGREE);

/** The largest T over a range of mean hues (radians, low ≤ high), from the table of degrees. */
function maxHueWeight(low: number, high: number): number {
  if (high - low >= TWO_PI) return T_MAX;
  const first = Math.floor(low / DEG);
  const last = Math.ceil(high / DEG);
  let max = 0;
  for (let i = first; i < Math.max(last, first + 1); i++)
    max = Math.max(max, T_BY_DEGREE[((i % 360) + 360) % 360] ?? T_MAX);
  return max;
}

/** Angle of a point in (-π, π] measured from a reference angle. */
const angleFrom = (reference: number, x: number, y: number) => {
  let d = Math.atan2(y, x) - reference;
  while (d > Math.PI) d -= TWO_PI;
  while (d <= -Math.PI) d += TWO_PI;
  return d;
};

/** The box of one grid cell in CIELAB. */
export interface CellBox {
  l0: number;
  l1: number;
  a0: number;
  a1: number;
  b0: number;
  b1: number;
}

/** Distance from the origin to a rectangle of the (a, b) plane whose a sides are scaled by `stretch`. */
function nearestChroma(box: CellBox, stretch: number): number {
  const a = box.a0 > 0 ? box.a0 * stretch : box.a1 < 0 ? -box.a1 * stretch : 0;
  const b = box.b0 > 0 ? box.b0 : box.b1 < 0 ? -box.b1 : 0;
  return Math.hypot(a, b);
}

function farthestChroma(box: CellBox, stretch: number): number {
  const a = Math.max(Math.abs(box.a0), Math.abs(box.a1)) * stretch;
  const b = Math.max(Math.abs(box.b0), Math.abs(box.b1));
  return Math.hypot(a, b);
}

/**
 * A lower bound of CIEDE2000 between `query` and any colour inside `box`. Each factor of
 * ΔE00² = (ΔL'/S_L)² + (ΔC'/S_C)² + (ΔH'/S_H)² + R_T (ΔC'/S_C)(ΔH'/S_H) is bounded over the box:
 * - |ΔL| from the L range, S_L at its largest over the possible mean lightness;
 * - the chroma-hue form is at least λ((ΔC'/S_C)² + (ΔH'/S_H)²) with λ = 1 − |R_T|/2, its smallest
 *   eigenvalue, |R_T| taken at its largest over the possible mean C' and mean hue;
 * - G depends on the pair's mean chroma, which the box's chroma range bounds, so C' and h' of
 *   both colours are bounded over every G that range allows (a' = (1 + G) a grows with G);
 * - |ΔC'| and the hue angle between the two colours from those ranges, ΔH' = 2√(C'₁C'₂) sin(Δh'/2)
 *   at the smallest C' and angle; S_C and S_H at the largest mean C' (and largest T).
 * The tests check it never exceeds CIEDE2000 for points in the box.
 */
export function cellLowerBound(query: Lab, box: CellBox): number {
  const light = lightnessTerm(query, box.l0, box.l1);
  return Math.sqrt(light * light + chromaHueTermSquared(query, box.a0, box.a1, box.b0, box.b1));
}

/** The lightness part of the bound: |ΔL| at its smallest over the L range, over S_L at its largest. */
function lightnessTerm(query: Lab, l0: number, l1: number): number {
  const dL = Math.max(0, l0 - query.l, query.l - l1);
  if (dL === 0) return 0;
  return dL / Math.max(lightnessWeight((query.l + l0) / 2), lightnessWeight((query.l + l1) / 2));
}

/** Moves an angle (radians) into (centre − π, centre + π]. */
const unwrapNear = (angle: number, centre: number) => {
  let a = angle;
  while (a - centre > Math.PI) a -= TWO_PI;
  while (a - centre <= -Math.PI) a += TWO_PI;
  return a;
};

/** The chroma-hue part of the bound, squared, over an (a, b) box whatever its lightness. */
function chromaHueTermSquared(query: Lab, a0: number, a1: number, b0: number, b1: number): number {
  const box = { l0: 0, l1: 0, a0, a1, b0, b1 };
  // Chroma of the pair, and the range of G it allows.
  const cq = Math.hypot(query.a, query.b);
  const ccMin = nearestChroma(box, 1);
  const ccMax = farthestChroma(box, 1);
  const gLow = gOf((cq + ccMax) / 2);
  const gHigh = gOf((cq + ccMin) / 2);
  const cqPrimeMin = Math.hypot((1 + gLow) * query.a, query.b);
  const cqPrimeMax = Math.hypot((1 + gHigh) * query.a, query.b);
  const ccPrimeMin = nearestChroma(box, 1 + gLow);
  const ccPrimeMax = farthestChroma(box, 1 + gHigh);
  const dC = Math.max(0, ccPrimeMin - cqPrimeMax, cqPrimeMin - ccPrimeMax);
  const meanCPrimeMax = (cqPrimeMax + ccPrimeMax) / 2;

  // Hue angles in the a'–b plane, measured from the query's hue at the smallest G.
  let dH = 0;
  let meanLow = 0;
  let meanHigh = 0;
  let knownMean = false;
  if (cq > 0 && ccMin > 0) {
    const reference = Math.atan2(query.b, (1 + gLow) * query.a);
    const other = angleFrom(reference, (1 + gHigh) * query.a, query.b);
    const qLow = Math.min(0, other);
    const qHigh = Math.max(0, other);
    // The box does not hold the origin, so it spans less than half a turn: its corners (at both
    // ends of G's range) are unwrapped around its centre's direction.
    const centre = angleFrom(reference, ((a0 + a1) / 2) * (1 + gLow), (b0 + b1) / 2);
    let cLow = Number.POSITIVE_INFINITY;
    let cHigh = Number.NEGATIVE_INFINITY;
    for (const stretch of [1 + gLow, 1 + gHigh]) {
      for (const a of [a0, a1]) {
        for (const b of [b0, b1]) {
          const angle = unwrapNear(angleFrom(reference, a * stretch, b), centre);
          if (angle < cLow) cLow = angle;
          if (angle > cHigh) cHigh = angle;
        }
      }
    }
    const gap = Math.max(0, cLow - qHigh, qLow - cHigh);
    const spread = Math.max(cHigh - qLow, qHigh - cLow);
    if (gap < Math.PI) dH = 2 * Math.sqrt(cqPrimeMin * ccPrimeMin) * Math.sin(gap / 2);
    // The mean hue lies between the two hues along the shorter arc, when no pair can be half a
    // turn apart (where the shorter arc could flip to the other side).
    if (spread < Math.PI - 1e-6) {
      knownMean = true;
      meanLow = reference + (qLow + cLow) / 2;
      meanHigh = reference + (qHigh + cHigh) / 2;
    }
  }

  // Hue-dependent factors over the possible mean hues (all of them when unknown).
  const tMax = knownMean ? maxHueWeight(meanLow, meanHigh) : T_MAX;
  let rotation = 30 * DEG;
  if (knownMean) {
    const low = meanLow / DEG;
    const high = meanHigh / DEG;
    // Distance in degrees from 275° to the range, going round the circle either way.
    const shifted = ((((275 - low) % 360) + 360) % 360) + low;
    const away = shifted <= high ? 0 : Math.min(shifted - high, low + 360 - shifted);
    rotation = 30 * DEG * Math.exp(-((away / 25) ** 2));
  }
  const rC = 2 * Math.sqrt(meanCPrimeMax ** 7 / (meanCPrimeMax ** 7 + 25 ** 7));
  const lambda = 1 - (Math.sin(2 * rotation) * rC) / 2;
  const sC = 1 + 0.045 * meanCPrimeMax;
  const sH = 1 + 0.015 * meanCPrimeMax * tMax;
  return lambda * ((dC / sC) ** 2 + (dH / sH) ** 2);
}

/** The lightness range holding every colour within CIEDE2000 `distance` of the query. */
export function lightnessRange(query: Lab, distance: number): [number, number] {
  const reach = (direction: 1 | -1) => {
    // ΔL − distance × S_L(L_q ± ΔL/2) grows with ΔL (S_L's slope is below 0.02): bisect its root.
    let low = 0;
    let high = 100;
    for (let i = 0; i < 40; i++) {
      const mid = (low + high) / 2;
      if (mid <= distance * lightnessWeight(query.l + (direction * mid) / 2)) low = mid;
      else high = mid;
    }
    return high;
  };
  return [Math.max(0, query.l - reach(-1)), Math.min(100, query.l + reach(1))];
}

/** Ranges of cell numbers, each [low, high] inclusive. */
export type CellRanges = [number, number][];

/** The number of cells past which a search reads every colour instead. */
export const MAX_SEARCH_CELLS = 20_000;

/** sin(60°): the largest sin(2Δθ) of CIEDE2000's rotation term (Δθ is at most 30°). */
const SIN_60 = Math.sin(Math.PI / 3);
/** How finely the (a, b) radius is searched, in Lab units. */
const RHO_STEP = 0.25;
/** No two sRGB colours lie further apart than this in the (a, b) plane. */
const RHO_LIMIT = 300;

/**
 * A radius around the query in the (a, b) plane beyond which no colour lies within CIEDE2000
 * `distance` (Infinity when there is none below RHO_LIMIT). Coarse but cheap: ΔE00² ≥
 * λ(Δa² + Δb²)/S_C², with the smallest λ and the largest S_C a pair at that distance can have
 * (mean chroma at most C_q + ρ/2). Every step of RHO_STEP is tried, since the bound need not grow
 * with ρ everywhere.
 */
export function abRadius(query: Lab, distance: number): number {
  const cq = Math.hypot(query.a, query.b);
  let radius = 0;
  for (let rho = 0; rho < RHO_LIMIT; rho += RHO_STEP) {
    const next = rho + RHO_STEP;
    const meanC = cq + next / 2;
    const meanCPrime = (1 + gOf(meanC)) * meanC;
    const sC = 1 + 0.045 * meanCPrime;
    const rC = 2 * Math.sqrt(meanCPrime ** 7 / (meanCPrime ** 7 + 25 ** 7));
    const lambda = 1 - (SIN_60 * rC) / 2;
    if ((Math.sqrt(lambda) * rho) / sC <= distance) radius = next;
  }
  return radius >= RHO_LIMIT ? Number.POSITIVE_INFINITY : radius;
}

/** The extent of sRGB colours in CIELAB a and b (D65), with a margin: no stored colour lies outside. */
export const GAMUT_A: [number, number] = [-90, 100];
export const GAMUT_B: [number, number] = [-110, 97];
/** Cells are first weighed in blocks of this many a by b cells; a block beyond the distance is skipped whole. */
const BLOCK = 8;

/**
 * The cells that can hold a colour within CIEDE2000 `distance` of `query`, as ranges of cell
 * numbers (consecutive b cells of one L and a cell make one range), or null when more than
 * MAX_SEARCH_CELLS qualify and reading every colour is simpler. The cells are those of the
 * lightness range, inside the (a, b) radius (and the sRGB gamut), whose own lower bound
 * (cellLowerBound) is within the distance; blocks of cells are weighed first.
 */
export function cellRangesWithin(query: Lab, distance: number): CellRanges | null {
  const radius = abRadius(query, distance);
  const [lMin, lMax] = lightnessRange(query, distance);
  const aFirst = abIndex(Math.max(GAMUT_A[0], query.a - radius));
  const aLast = abIndex(Math.min(GAMUT_A[1], query.a + radius));
  const bFirst = abIndex(Math.max(GAMUT_B[0], query.b - radius));
  const bLast = abIndex(Math.min(GAMUT_B[1], query.b + radius));
  // The outermost cells also hold whatever lies beyond the grid.
  const lower = (i: number) => (i === 0 ? -1e3 : (i - AB_OFFSET) * COLOR_CELL_SIZE);
  const upper = (i: number) => (i === AB_CELLS - 1 ? 1e3 : (i - AB_OFFSET + 1) * COLOR_CELL_SIZE);
  // The lightness part of each L layer's bound; the chroma-hue part is shared by a column's layers.
  const layers: { li: number; light2: number }[] = [];
  for (let li = lIndex(lMin); li <= lIndex(lMax); li++) {
    const light = lightnessTerm(query, li * COLOR_CELL_SIZE, (li + 1) * COLOR_CELL_SIZE);
    layers.push({ li, light2: light * light });
  }
  const reach2 = distance * distance;
  const nearest2 = Math.min(...layers.map((l) => l.light2));
  const ranges: CellRanges = [];
  const width = bLast - bFirst + 1;
  const column = new Float64Array(width);
  let cells = 0;
  for (let blockA = aFirst; blockA <= aLast; blockA += BLOCK) {
    const blockALast = Math.min(aLast, blockA + BLOCK - 1);
    // Blocks of cells first: one beyond the distance at every lightness is skipped whole.
    const open: boolean[] = [];
    for (let blockB = bFirst; blockB <= bLast; blockB += BLOCK) {
      const blockBLast = Math.min(bLast, blockB + BLOCK - 1);
      const block = chromaHueTermSquared(
        query,
        lower(blockA),
        upper(blockALast),
        lower(blockB),
        upper(blockBLast),
      );
      open.push(nearest2 + block <= reach2);
    }
    for (let ai = blockA; ai <= blockALast; ai++) {
      column.fill(Number.POSITIVE_INFINITY);
      for (let bi = bFirst; bi <= bLast; bi++) {
        if (!open[Math.floor((bi - bFirst) / BLOCK)]) continue;
        column[bi - bFirst] = chromaHueTermSquared(query, lower(ai), upper(ai), lower(bi), upper(bi));
      }
      for (const { li, light2 } of layers) {
        let runStart = -1;
        for (let k = 0; k <= width; k++) {
          const inside = k < width && light2 + (column[k] as number) <= reach2;
          if (inside && runStart < 0) runStart = k;
          if (!inside && runStart >= 0) {
            ranges.push([cellNumber(li, ai, bFirst + runStart), cellNumber(li, ai, bFirst + k - 1)]);
            cells += k - runStart;
            runStart = -1;
          }
        }
      }
      if (cells > MAX_SEARCH_CELLS) return null;
    }
  }
  return mergeRanges(ranges);
}

/** Ranges in order, adjacent ones joined (a run of b cells split by a block edge becomes one). */
function mergeRanges(ranges: CellRanges): CellRanges {
  const sorted = [...ranges].sort((x, y) => x[0] - y[0]);
  const merged: CellRanges = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1] + 1) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}
