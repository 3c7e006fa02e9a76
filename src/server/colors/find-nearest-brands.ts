import { sql } from 'drizzle-orm';
import {
  type ColorRole,
  NEAREST_LIMIT_DEFAULT,
  type NearestColors,
  type NearestRole,
} from '../../domain/color-intel';
import { deltaE2000, type Lab, labOfHex } from '../../domain/color-lab';
import { type CellRanges, cellRangesWithin } from '../../domain/nearest-color-region';
import { LISTED_BRAND_COLUMNS, type ListedBrandRow, toListedBrand } from '../brands/brand-dto';
import { type Db, queryRows } from '../db/client';

const ROLES: Readonly<Record<NearestRole, readonly ColorRole[]>> = {
  primary: ['primary'],
  main: ['primary', 'secondary', 'accent'],
  any: ['primary', 'secondary', 'accent', 'palette'],
};
const ROLE_ORDER: Readonly<Record<ColorRole, number>> = { primary: 0, secondary: 1, accent: 2, palette: 3 };

/**
 * The first search radius in CIEDE2000. At 100,000 brands the 24th nearest lies within it for six
 * queries in seven, and no query needs more than a second reading (from 1.5, a third needed two
 * and some three).
 */
const FIRST_DISTANCE = 2;
/**
 * Slack for the last digits of the coordinates, which PostgreSQL computed (migration 0009) and
 * which may differ from culori's in the 14th place: a cell on the edge is read rather than missed.
 */
const EDGE_SLACK = 1e-6;

/** A stored colour with its CIELAB coordinates, as brand_colors holds it. */
export interface ColorRow {
  brand_id: string;
  role: ColorRole;
  hex: string;
  l: number;
  a: number;
  b: number;
}

interface Match {
  brandId: string;
  role: ColorRole;
  hex: string;
  distance: number;
}

const pgArray = (values: readonly (number | string)[]) => `{${values.join(',')}}`;

/**
 * The colours come back as one text value ('brand,role,hex,l,a,b;…') rather than a row each:
 * turning hundreds of result rows into objects cost PGlite five times what finding them did
 * (13 ms against 2.8 ms for 600 colours). PostgreSQL prints doubles in their shortest exact form,
 * so the coordinates parse back to the very values stored.
 */
const PACKED = sql.raw(`string_agg(concat_ws(',', c.brand_id, c.role, c.hex, c.l, c.a, c.b), ';') as packed`);

function unpack(packed: string | null | undefined): ColorRow[] {
  if (!packed) return [];
  return packed.split(';').map((entry) => {
    const [brandId, role, hex, l, a, b] = entry.split(',');
    return {
      brand_id: brandId as string,
      role: role as ColorRole,
      hex: hex as string,
      l: Number(l),
      a: Number(a),
      b: Number(b),
    };
  });
}

/** The colours of the given roles filed in the given cell ranges. */
async function colorsInCells(db: Db, ranges: CellRanges, roles: readonly ColorRole[]): Promise<ColorRow[]> {
  const [row] = await queryRows<{ packed: string | null }>(
    db,
    // One index range scan per range, whatever the table's statistics say (PGlite has no
    // autovacuum to keep them): OFFSET 0 keeps the planner from flattening the LATERAL subquery
    // into a join it may then run as a scan of every colour.
    sql`select ${PACKED}
        from unnest(${pgArray(ranges.map((r) => r[0]))}::int[], ${pgArray(ranges.map((r) => r[1]))}::int[]) as r(lo, hi)
        cross join lateral (
          select brand_id, role, hex, l, a, b from brand_colors
          where cell between r.lo and r.hi and role = any(${pgArray(roles)}::text[])
          offset 0
        ) as c`,
  );
  return unpack(row?.packed);
}

async function allColors(db: Db, roles: readonly ColorRole[]): Promise<ColorRow[]> {
  const [row] = await queryRows<{ packed: string | null }>(
    db,
    sql`select ${PACKED} from brand_colors c where c.role = any(${pgArray(roles)}::text[])`,
  );
  return unpack(row?.packed);
}

/** The cells of `ranges` not read yet, as ranges again; marks them read. */
function unread(ranges: CellRanges, read: Set<number>): CellRanges {
  const fresh: CellRanges = [];
  for (const [low, high] of ranges) {
    let start = -1;
    for (let cell = low; cell <= high + 1; cell++) {
      const isNew = cell <= high && !read.has(cell);
      if (isNew) read.add(cell);
      if (isNew && start < 0) start = cell;
      if (!isNew && start >= 0) {
        fresh.push([start, cell - 1]);
        start = -1;
      }
    }
  }
  return fresh;
}

/**
 * The cards of the brands found, as one JSON value built from the list's own columns: as 24
 * result rows they took PGlite twice as long (2.0 ms against 1.1 ms at 100,000 brands).
 */
async function readCards(db: Db, ids: readonly string[]): Promise<ListedBrandRow[]> {
  if (ids.length === 0) return [];
  const fields = sql.join(
    Object.entries(LISTED_BRAND_COLUMNS).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
    sql`, `,
  );
  const [row] = await queryRows<{ cards: string | null }>(
    db,
    sql`select json_agg(json_build_object(${fields}))::text as cards from brands
        where brands.id = any(${pgArray(ids)}::uuid[]) and brands.listed`,
  );
  const cards = JSON.parse(row?.cards ?? '[]') as (Omit<ListedBrandRow, 'createdAt'> & {
    createdAt: string;
  })[];
  return cards.map((card) => ({ ...card, createdAt: new Date(card.createdAt) }));
}

const byDistance = (x: Match, y: Match) =>
  x.distance - y.distance || (x.brandId < y.brandId ? -1 : x.brandId > y.brandId ? 1 : 0);

/**
 * The brands whose closest colour (of the roles asked) is nearest to `hex` by CIEDE2000
 * (ARCHITECTURE §6.2). The search reads the grid cells that can hold a colour within a distance
 * (src/domain/nearest-color-region.ts), measures every colour read exactly, and widens the
 * distance to the `limit`-th brand's until every colour that close has been read: the answer is
 * the same as comparing with every colour of the catalogue, which the tests check.
 */
export async function findNearestBrands(
  db: Db,
  input: { hex: string; limit?: number; role?: NearestRole },
): Promise<NearestColors> {
  const query = labOfHex(input.hex) as Lab;
  const limit = input.limit ?? NEAREST_LIMIT_DEFAULT;
  const role = input.role ?? 'main';
  const roles = ROLES[role];
  const best = new Map<string, Match>();
  const read = new Set<number>();
  const consider = (rows: ColorRow[]) => {
    for (const row of rows) {
      const distance = deltaE2000(query, row);
      const current = best.get(row.brand_id);
      if (
        !current ||
        distance < current.distance ||
        (distance === current.distance && ROLE_ORDER[row.role] < ROLE_ORDER[current.role])
      ) {
        best.set(row.brand_id, { brandId: row.brand_id, role: row.role, hex: row.hex, distance });
      }
    }
  };

  let distance = FIRST_DISTANCE;
  let ranked: Match[] = [];
  for (;;) {
    const ranges = cellRangesWithin(query, distance + EDGE_SLACK);
    if (ranges === null) {
      best.clear();
      consider(await allColors(db, roles));
      ranked = [...best.values()].sort(byDistance);
      break;
    }
    const fresh = unread(ranges, read);
    if (fresh.length > 0) consider(await colorsInCells(db, fresh, roles));
    ranked = [...best.values()].sort(byDistance);
    const last = ranked[limit - 1];
    if (last && last.distance <= distance) break;
    // Not enough brands yet: look twice as far. Enough, but the last may be beaten by one not
    // yet read: read everything as close as it.
    distance = last ? last.distance : distance * 2;
  }

  const top = ranked.slice(0, limit);
  const rows = await readCards(
    db,
    top.map((m) => m.brandId),
  );
  const cards = new Map(rows.map((row) => [row.id, toListedBrand(row)]));
  return {
    hex: input.hex,
    role,
    items: top.flatMap((match) => {
      const brand = cards.get(match.brandId);
      return brand
        ? [
            {
              brand,
              matched_hex: match.hex,
              role: match.role,
              distance: Math.round(match.distance * 100) / 100,
            },
          ]
        : [];
    }),
  };
}
