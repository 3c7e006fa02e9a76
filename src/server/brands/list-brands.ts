import { and, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { COMPACT_SEARCH_MIN, compactName, foldAccents } from '../../domain/accent-fold';
import { BRANDS_PAGE_SIZE } from '../../domain/arrival-requests';
import {
  BRAND_PAGE_SIZE_DEFAULT,
  type BrandPage,
  type ListBrandsQuery,
  SEARCH_TEXT_MAX,
} from '../../domain/brand';
import { FILTERED_TOTAL_CAP } from '../../domain/brand-count';
import { type BrandSort, COLOR_FAMILIES, colorFamilyBit, DEFAULT_BRAND_SORT } from '../../domain/taxonomy';
import type { Db } from '../db/client';
import { preparedStatement } from '../db/prepared-query';
import { brands } from '../db/schema';
import { decodeCursor, encodeCursor } from './brand-cursor';
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

type Values = Record<string, string | number>;

/**
 * The list's filters as SQL with placeholders, their values, and the shape: which filters are
 * present. The SQL depends on the shape alone, so one prepared statement serves every value.
 */
interface ListFilters {
  where: SQL[];
  values: Values;
  shape: string;
  searching: boolean;
}

export function brandFilters(query: ListBrandsQuery): ListFilters {
  const where: SQL[] = [];
  const values: Values = {};
  let shape = '';
  /** A condition, a letter for it in the shape, and the values of its placeholders. */
  const add = (letter: string, condition: SQL, bound: Values = {}) => {
    where.push(condition);
    shape += letter;
    Object.assign(values, bound);
  };
  const search = query.search ? normalizeSearchText(query.search) : '';
  const folded = foldAccents(search);
  const compact = compactName(search);
  if (search && compact.length >= COMPACT_SEARCH_MIN && compact !== folded) {
    // The search text ends with the name's letters and digits alone, so a text typed with spaces or
    // punctuation ('coca cola', 'mc donalds') also finds a name written otherwise (decision 0163).
    // Wildcards stay plain text: '%%%a' is not every name with an 'a' in it.
    add(
      'z',
      sql`(${brands.searchText} like ${sql.placeholder('search')} or ${brands.searchText} like ${sql.placeholder('compact')})`,
      { search: likeContains(folded), compact: `%${compact}%` },
    );
  } else if (search) {
    add('s', sql`${brands.searchText} like ${sql.placeholder('search')}`, { search: likeContains(folded) });
  }
  if (query.industry && query.industry.toLowerCase() !== 'all') {
    const industry = query.industry.toLowerCase();
    add('i', sql`${brands.industryKey} = ${sql.placeholder('industry')}`, { industry });
  }
  if (query.archetype && query.archetype.toLowerCase() !== 'all') {
    const archetype = stripThe(query.archetype).toLowerCase();
    add('a', sql`${brands.archetypeKey} = ${sql.placeholder('archetype')}`, { archetype });
  }
  if (query.color && query.color.toLowerCase() !== 'all') {
    const family = COLOR_FAMILIES.find((f) => f.toLowerCase() === query.color?.toLowerCase());
    // An unknown family matches nothing rather than failing (spec: bad filters give an empty list).
    // The mask rides at the end of every list index, so the family is checked in the index.
    if (family) {
      add('c', sql`${brands.colorMask} & ${sql.placeholder('color')} <> 0`, {
        color: colorFamilyBit(family),
      });
    } else add('n', sql`false`);
  }
  if (query.verified === 'true') add('v', sql`${brands.hasBlueBadge} = true`);
  if (query.has_logo === 'true') add('l', sql`coalesce(${brands.logoUrl}, '') <> ''`);
  return { where, values, shape, searching: search !== '' };
}

/** Orders match the indexes exactly (DESC NULLS LAST), so the planner walks them instead of sorting. */
interface SortPlan {
  /** The sort key as text, carried in the cursor. */
  key: SQL;
  /** The column sorted by, before the id. */
  column: SQL;
  direction: 'asc' | 'desc';
  order: SQL[];
  /** Rows after the cursor's (key, id), both given as placeholders. */
  after: SQL;
}

const AFTER_KEY = sql.placeholder('afterKey');
const AFTER_ID = sql.placeholder('afterId');

const SORTS: Record<BrandSort, SortPlan> = {
  newest: {
    key: sql`${brands.createdAt}::text`,
    column: sql`${brands.createdAt}`,
    direction: 'desc',
    order: [sql`${brands.createdAt} desc nulls last`, sql`${brands.id} desc nulls last`],
    after: sql`(${brands.createdAt}, ${brands.id}) < (${AFTER_KEY}::timestamptz, ${AFTER_ID}::uuid)`,
  },
  alpha: {
    key: sql`${brands.nameLower}`,
    column: sql`${brands.nameLower}`,
    direction: 'asc',
    order: [sql`${brands.nameLower} asc`, sql`${brands.id} asc`],
    after: sql`(${brands.nameLower}, ${brands.id}) > (${AFTER_KEY}, ${AFTER_ID}::uuid)`,
  },
  popular: {
    key: sql`${brands.favoriteCount}::text`,
    column: sql`${brands.favoriteCount}`,
    direction: 'desc',
    order: [sql`${brands.favoriteCount} desc nulls last`, sql`${brands.id} desc nulls last`],
    after: sql`(${brands.favoriteCount}, ${brands.id}) < (${AFTER_KEY}::integer, ${AFTER_ID}::uuid)`,
  },
  trending: {
    key: sql`${brands.visitCount}::text`,
    column: sql`${brands.visitCount}`,
    direction: 'desc',
    order: [sql`${brands.visitCount} desc nulls last`, sql`${brands.id} desc nulls last`],
    after: sql`(${brands.visitCount}, ${brands.id}) < (${AFTER_KEY}::bigint, ${AFTER_ID}::uuid)`,
  },
};

/**
 * The page's rows, walked in order from the list index that leads with the filter (keys and colour
 * mask are in it), each with its stored card (`list_card`, migration 0015) from the row the walk
 * reads anyway to check `listed`. One table, no join and no subquery: the cheapest plan to make
 * and to run (docs/decisions/0140).
 */
function pageQuery(db: Db, where: SQL[], plan: SortPlan, limit: SQL | Placeholder) {
  return (
    db
      .select({ id: brands.id, sortKey: plan.key, card: brands.listCard })
      .from(brands)
      .where(and(brands.listed, ...where))
      .orderBy(...plan.order)
      // drizzle types limit() as number | Placeholder and writes an SQL fragment as given.
      .limit(limit as Placeholder)
  );
}

/**
 * Page sizes whose statements are kept (the site's and the API's default): their LIMIT is written
 * into the text, so PostgreSQL keeps one generic plan per shape instead of planning each request
 * (a generic plan of `LIMIT $n` does not walk the index: docs/decisions/0121). Other sizes are
 * planned per request, so no caller can make the statements grow without bound.
 */
const KEPT_PAGE_SIZES: ReadonlySet<number> = new Set([BRAND_PAGE_SIZE_DEFAULT, BRANDS_PAGE_SIZE]);

/** The whole catalogue is counted exactly; a filtered list stops counting past the cap. */
function countQuery(db: Db, where: SQL[]) {
  const total = { total: sql<number>`count(*)::int`.mapWith(Number) };
  if (where.length === 0) return db.select(total).from(brands).where(sql`${brands.listed}`);
  const matches = db
    .select({ one: sql`1` })
    .from(brands)
    .where(and(brands.listed, ...where))
    // Written into the text (see pageQuery): a generic plan of a placeholder LIMIT scans every row.
    .limit(sql.raw(String(FILTERED_TOTAL_CAP + 1)) as unknown as Placeholder)
    .as('matches');
  return db.select(total).from(matches);
}

/** A page whose items are their cards' JSON text, as stored: written into the answer unparsed. */
export interface BrandPageCards {
  cards: string[];
  total: number;
  total_capped: boolean;
  nextCursor: string | null;
}

/** The page's JSON (a `BrandPage`), built around the stored cards without parsing them. */
export function brandPageJson(page: BrandPageCards): string {
  return `{"items":[${page.cards.join(',')}],"total":${page.total},"total_capped":${page.total_capped},"nextCursor":${JSON.stringify(page.nextCursor)}}`;
}

/** One page of the listed catalogue (brands still in their first analysis are not), filtered, sorted and paginated in SQL (keyset pagination). */
export async function listBrandCards(
  db: Db,
  query: ListBrandsQuery,
  counts?: CountCache,
): Promise<BrandPageCards> {
  const sort = query.sort ?? DEFAULT_BRAND_SORT;
  const limit = query.limit ?? BRAND_PAGE_SIZE_DEFAULT;
  const plan = SORTS[sort];
  const filters = brandFilters(query);
  const pageWhere = [...filters.where];
  const pageValues: Values = { ...filters.values, limit: limit + 1 };
  const kept = !filters.searching && KEPT_PAGE_SIZES.has(limit);
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor, sort);
    pageWhere.push(plan.after);
    Object.assign(pageValues, { afterKey: cursor.key, afterId: cursor.id });
  }
  const pageShape = `${sort}_${filters.shape}${query.cursor ? '_after' : ''}_${limit}`;

  // A filter's plan is the same for every value, so its statement is kept (prepared once per
  // connection, planned once); a search pattern's selectivity decides its plan (trigram index or
  // ordered walk): planned each time, as are unusual page sizes.
  const page = kept
    ? () =>
        preparedStatement(db, `brands_cards_${pageShape}`, () =>
          pageQuery(db, pageWhere, plan, sql.raw(String(limit + 1))),
        ).execute(pageValues)
    : () => pageQuery(db, pageWhere, plan, sql.placeholder('limit')).execute(pageValues);
  const countMatches = async () => {
    const [row] = filters.searching
      ? await countQuery(db, filters.where).execute(filters.values)
      : await preparedStatement(db, `brands_count_${filters.shape}`, () =>
          countQuery(db, filters.where),
        ).execute(filters.values);
    return row?.total ?? 0;
  };
  const countKey = JSON.stringify([filters.shape, filters.values]);
  const [rows, counted] = await Promise.all([
    page(),
    counts ? counts.get(countKey, countMatches) : countMatches(),
  ]);
  const capped = filters.where.length > 0 && counted > FILTERED_TOTAL_CAP;
  const total = capped ? FILTERED_TOTAL_CAP : counted;

  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const nextCursor =
    rows.length > limit && last ? encodeCursor({ sort, key: String(last.sortKey), id: last.id }) : null;
  return {
    cards: items.map((row) => {
      // The trigger writes a card with every insert and update of a brand.
      if (row.card === null) throw new Error(`brand ${row.id} has no list card`);
      return row.card;
    }),
    total,
    total_capped: capped,
    nextCursor,
  };
}

/** One page of the listed catalogue as objects (the MCP tools and tests read it so). */
export async function listBrands(db: Db, query: ListBrandsQuery, counts?: CountCache): Promise<BrandPage> {
  return JSON.parse(brandPageJson(await listBrandCards(db, query, counts))) as BrandPage;
}
