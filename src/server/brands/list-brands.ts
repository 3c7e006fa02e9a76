import { and, eq, type SQL, sql } from 'drizzle-orm';
import {
  BRAND_PAGE_SIZE_DEFAULT,
  type BrandPage,
  type ListBrandsQuery,
  SEARCH_TEXT_MAX,
} from '../../domain/brand';
import { FILTERED_TOTAL_CAP } from '../../domain/brand-count';
import { type BrandSort, COLOR_FAMILIES, colorFamilyBit, DEFAULT_BRAND_SORT } from '../../domain/taxonomy';
import type { Db } from '../db/client';
import { executePrepared, type Preparable } from '../db/prepared-query';
import { brands } from '../db/schema';
import { AppError } from '../errors';
import { BRAND_DTO_COLUMNS, toBrandDto } from './brand-dto';
import type { CountCache } from './count-cache';

/** LIKE treats % _ and \ as special: escape them so user text is matched literally. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** Search text as plain lower-case characters: no control characters, bounded length. */
export function normalizeSearchText(text: string): string {
  return text.replace(CONTROL_CHARACTERS, ' ').trim().slice(0, SEARCH_TEXT_MAX).toLowerCase();
}

function stripThe(value: string): string {
  return value.replace(/^the\s+/i, '');
}

export function brandFilters(query: ListBrandsQuery): SQL[] {
  const where: SQL[] = [];
  const search = query.search ? normalizeSearchText(query.search) : '';
  if (search) where.push(sql`${brands.searchText} like ${likeContains(search)}`);
  if (query.industry && query.industry.toLowerCase() !== 'all') {
    where.push(sql`${brands.industryKey} = ${query.industry.toLowerCase()}`);
  }
  if (query.archetype && query.archetype.toLowerCase() !== 'all') {
    where.push(sql`${brands.archetypeKey} = ${stripThe(query.archetype).toLowerCase()}`);
  }
  if (query.color && query.color.toLowerCase() !== 'all') {
    const family = COLOR_FAMILIES.find((f) => f.toLowerCase() === query.color?.toLowerCase());
    // An unknown family matches nothing rather than failing (spec: bad filters give an empty list).
    // The mask rides at the end of every list index, so the family is checked in the index.
    where.push(family ? sql`${brands.colorMask} & ${colorFamilyBit(family)} <> 0` : sql`false`);
  }
  if (query.verified === 'true') where.push(sql`${brands.hasBlueBadge} = true`);
  if (query.has_logo === 'true') where.push(sql`coalesce(${brands.logoUrl}, '') <> ''`);
  return where;
}

/** Orders match the indexes exactly (DESC NULLS LAST), so the planner walks them instead of sorting. */
interface SortPlan {
  /** The sort key as text, carried in the cursor. */
  key: SQL;
  order: SQL[];
  after: (key: string, id: string) => SQL;
}

const SORTS: Record<BrandSort, SortPlan> = {
  newest: {
    key: sql`${brands.createdAt}::text`,
    order: [sql`${brands.createdAt} desc nulls last`, sql`${brands.id} desc nulls last`],
    after: (key, id) => sql`(${brands.createdAt}, ${brands.id}) < (${key}::timestamptz, ${id}::uuid)`,
  },
  alpha: {
    key: sql`${brands.nameLower}`,
    order: [sql`${brands.nameLower} asc`, sql`${brands.id} asc`],
    after: (key, id) => sql`(${brands.nameLower}, ${brands.id}) > (${key}, ${id}::uuid)`,
  },
  popular: {
    key: sql`${brands.favoriteCount}::text`,
    order: [sql`${brands.favoriteCount} desc nulls last`, sql`${brands.id} desc nulls last`],
    after: (key, id) => sql`(${brands.favoriteCount}, ${brands.id}) < (${key}::integer, ${id}::uuid)`,
  },
  trending: {
    key: sql`${brands.visitCount}::text`,
    order: [sql`${brands.visitCount} desc nulls last`, sql`${brands.id} desc nulls last`],
    after: (key, id) => sql`(${brands.visitCount}, ${brands.id}) < (${key}::bigint, ${id}::uuid)`,
  },
};

interface Cursor {
  sort: BrandSort;
  key: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.key, cursor.id])).toString('base64url');
}

export function decodeCursor(value: string, sort: BrandSort): Cursor {
  const invalid = () =>
    new AppError('BAD_REQUEST', 'Invalid query parameter: cursor', {
      errors: [{ name: 'cursor', reason: 'is not a cursor returned by this list' }],
    });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalid();
  const [cursorSort, key, id] = parsed as unknown[];
  if (cursorSort !== sort || typeof key !== 'string' || typeof id !== 'string' || !UUID.test(id)) {
    throw invalid();
  }
  if (key.length > 300) throw invalid();
  if ((sort === 'popular' || sort === 'trending') && !/^\d{1,18}$/.test(key)) throw invalid();
  if (sort === 'newest' && Number.isNaN(Date.parse(key))) throw invalid();
  return { sort, key, id };
}

/** One page of the catalogue, filtered, sorted and paginated in SQL (keyset pagination). */
export async function listBrands(db: Db, query: ListBrandsQuery, counts?: CountCache): Promise<BrandPage> {
  const sort = query.sort ?? DEFAULT_BRAND_SORT;
  const limit = query.limit ?? BRAND_PAGE_SIZE_DEFAULT;
  const plan = SORTS[sort];
  const filters = brandFilters(query);
  const pageFilters = [...filters];
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor, sort);
    pageFilters.push(plan.after(cursor.key, cursor.id));
  }

  // A filter's plan is the same for every value, so it is prepared once per connection; a search
  // pattern's selectivity decides its plan (trigram index or ordered walk), so it is planned each time.
  const searching = Boolean(query.search && normalizeSearchText(query.search));
  const run = <T>(statement: Preparable<T>, name: string): Promise<T> =>
    searching ? statement.execute() : executePrepared(statement, name);
  const countKey = JSON.stringify([
    query.search ?? '',
    query.industry ?? '',
    query.archetype ?? '',
    query.color ?? '',
    query.verified ?? '',
    query.has_logo ?? '',
  ]);
  // The whole catalogue is counted exactly; a filtered list stops counting past the cap.
  const countMatches = async () => {
    const total = { total: sql<number>`count(*)::int`.mapWith(Number) };
    const counted =
      filters.length === 0
        ? db.select(total).from(brands)
        : db.select(total).from(
            db
              .select({ one: sql`1` })
              .from(brands)
              .where(and(...filters))
              .limit(FILTERED_TOTAL_CAP + 1)
              .as('matches'),
          );
    const [row] = await run(counted, 'brands_count');
    return row?.total ?? 0;
  };
  // The page's ids first, read in order from the list index that leads with the filter (keys and
  // colour mask are in it, so no row is read for one that does not match), then those rows.
  const pageIds = db
    .select({ id: brands.id })
    .from(brands)
    .where(and(...pageFilters))
    .orderBy(...plan.order)
    .limit(limit + 1)
    .as('page_ids');
  const [rows, counted] = await Promise.all([
    run(
      db
        .select({ ...BRAND_DTO_COLUMNS, sortKey: plan.key.mapWith(String) })
        .from(pageIds)
        .innerJoin(brands, eq(brands.id, pageIds.id))
        .orderBy(...plan.order),
      'brands_page',
    ),
    counts ? counts.get(countKey, countMatches) : countMatches(),
  ]);
  const capped = filters.length > 0 && counted > FILTERED_TOTAL_CAP;
  const total = capped ? FILTERED_TOTAL_CAP : counted;

  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last ? encodeCursor({ sort, key: last.sortKey, id: last.id }) : null;
  return {
    items: page.map(({ sortKey: _sortKey, ...row }) => toBrandDto(row)),
    total,
    total_capped: capped,
    nextCursor,
  };
}
