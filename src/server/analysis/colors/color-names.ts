import { colornames } from 'color-name-list';
import { normalizeHex } from '../../../domain/hex';
import { ciede2000, type LabColor, labOf } from './color-science';

export interface NamedColor {
  name: string;
  /** The named colour's own hex, upper-case. */
  hex: string;
  /** CIEDE2000 from the colour asked about. */
  distance: number;
}

interface Entry {
  name: string;
  hex: string;
  lab: LabColor;
}

/** Side of a grid cell in Lab units. */
const CELL = 8;

interface NameIndex {
  cells: Map<string, Entry[]>;
  size: number;
}

let index: NameIndex | null = null;

const cellOf = (v: number) => Math.floor(v / CELL);
const keyOf = (l: number, a: number, b: number) => `${l},${a},${b}`;

/**
 * The ~32,000 names of color-name-list in a coarse Lab grid, built once per process (about
 * 100 ms): a lookup then compares with the few hundred names around the colour, not all of them.
 */
function nameIndex(): NameIndex {
  if (index) return index;
  const cells = new Map<string, Entry[]>();
  for (const { name, hex } of colornames) {
    const upper = normalizeHex(hex);
    if (!upper) continue;
    const lab = labOf(upper);
    const key = keyOf(cellOf(lab.l), cellOf(lab.a), cellOf(lab.b));
    const cell = cells.get(key);
    const entry = { name, hex: upper, lab };
    if (cell) cell.push(entry);
    else cells.set(key, [entry]);
  }
  index = { cells, size: colornames.length };
  return index;
}

/**
 * How far beyond the best CIEDE2000 found so far the search keeps looking, in Euclidean Lab units.
 * CIEDE2000 shrinks chroma and hue differences of saturated colours, so a name that is nearer by
 * CIEDE2000 can lie further away in plain Lab; the factor covers that, and the test against a
 * full scan proves it on thousands of colours.
 */
const REACH_FACTOR = 3;
const MAX_RING = 40;

/**
 * The nearest entry of color-name-list to a colour by CIEDE2000 (spec 001 §7 generate-color-names,
 * done without a model: a name is found, never invented). Null for a value that is not a hex colour.
 */
export function nearestColorName(hex: string): NamedColor | null {
  const upper = normalizeHex(hex);
  if (!upper) return null;
  const { cells } = nameIndex();
  const lab = labOf(upper);
  const home = [cellOf(lab.l), cellOf(lab.a), cellOf(lab.b)] as const;
  let best: NamedColor | null = null;
  for (let ring = 0; ring <= MAX_RING; ring++) {
    // Every point in this ring lies at least this far from the colour in Lab.
    const nearest = Math.max(0, (ring - 1) * CELL);
    if (best && nearest > best.distance * REACH_FACTOR + CELL) break;
    for (let dl = -ring; dl <= ring; dl++) {
      for (let da = -ring; da <= ring; da++) {
        for (let db = -ring; db <= ring; db++) {
          if (Math.max(Math.abs(dl), Math.abs(da), Math.abs(db)) !== ring) continue;
          const cell = cells.get(keyOf(home[0] + dl, home[1] + da, home[2] + db));
          if (!cell) continue;
          for (const entry of cell) {
            const distance = ciede2000(lab, entry.lab);
            if (!best || distance < best.distance) best = { name: entry.name, hex: entry.hex, distance };
          }
        }
      }
    }
  }
  return best;
}

/** The same answer by comparing with every name: the reference the index is tested against. */
export function nearestColorNameByScan(hex: string): NamedColor | null {
  const upper = normalizeHex(hex);
  if (!upper) return null;
  const lab = labOf(upper);
  let best: NamedColor | null = null;
  for (const entries of nameIndex().cells.values()) {
    for (const entry of entries) {
      const distance = ciede2000(lab, entry.lab);
      if (!best || distance < best.distance) best = { name: entry.name, hex: entry.hex, distance };
    }
  }
  return best;
}

/** Names for several colours, keyed by upper-case hex as ai_color_names stores them. */
export function nameColors(hexes: readonly string[]): Record<string, string> {
  const names: Record<string, string> = {};
  for (const hex of hexes) {
    const key = normalizeHex(hex);
    if (!key || key in names) continue;
    const named = nearestColorName(key);
    if (named) names[key] = named.name;
  }
  return names;
}
