import { toCsvSlug } from './slug';

/** spec 001 §5: headers lower-cased with non-alphanumerics turned into underscores. */
export function normalizeCsvHeader(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '_');
}

/** Column aliases of spec 001 §5, first match wins. */
export const CSV_COLUMN_ALIASES = {
  name: ['name', 'brand_name', 'company_name', 'company', 'brand'],
  url: ['url', 'website', 'company_url', 'site', 'domain'],
  logo_url: ['logo_url', 'logo'],
  description: ['description', 'about'],
  tagline: ['tagline', 'slogan'],
  industry: ['industry', 'sector'],
  archetype: ['archetype', 'brand_archetype'],
  primary_color: ['primary_color', 'main_color'],
  color_palette: ['color_palette'],
  keywords: ['keywords'],
} as const;

export type CsvField = keyof typeof CSV_COLUMN_ALIASES;

export interface CsvBrandDraft {
  name: string;
  slug: string;
  url: string;
  logo_url: string | null;
  description: string | null;
  tagline: string | null;
  industry: string | null;
  archetype: string | null;
  primary_color: string | null;
  color_palette: string[];
  keywords: string[];
}

/** The largest CSV accepted, and the most rows in one import. */
export const CSV_MAX_BYTES = 5 * 1024 * 1024;
export const CSV_MAX_ROWS = 5_000;

/** The panel's downloadable example: every column, quoted lists and a doubled quote. */
export const CSV_EXAMPLE = [
  'name,url,tagline,description,industry,archetype,primary_color,color_palette,keywords,logo_url',
  'Oatly,https://www.oatly.com,"It\'s like milk, but made for humans","Swedish oat drink maker known for its ""wow no cow"" voice.",Food & Beverage,Jester,#000000,"#000000, #FFFFFF","oat milk, plant-based, sweden",',
  'Patagonia,patagonia.com,We\'re in business to save our home planet,Outdoor clothing company owned by a trust that fights climate change.,Apparel & Fashion,Explorer,#1F2A44,"#1F2A44, #F5A623, #FFFFFF","outdoor, sustainability",https://www.patagonia.com/favicon.ico',
  'Glossier,www.glossier.com,Skin first. Makeup second.,Beauty brand that grew out of the Into The Gloss blog.,Beauty & Personal Care,Innocent,#F7D6D0,"#F7D6D0, #000000","beauty, skincare, community",',
].join('\n');

export const CSV_MIN_ROWS_MESSAGE = 'CSV must have at least a header and one data row';
export const CSV_NO_VALID_ROWS_MESSAGE =
  'No valid brands found in CSV. Make sure you have "name" and "url" columns with data.';

/** A cell a spreadsheet would run as a formula (=, +, -, @, or a leading tab or carriage return). */
export const FORMULA_LIKE = /^[=+\-@\t\r]/;

export function isFormulaLike(value: string): boolean {
  return FORMULA_LIKE.test(value);
}

/** Formula-like text is kept as text: a leading apostrophe stops spreadsheets running it. */
export function neutralizeFormula(value: string): string {
  return isFormulaLike(value) ? `'${value}` : value;
}

/** Longest values kept from a CSV cell; longer text is cut (names longer than this drop the row). */
export const CSV_TEXT_LIMITS = {
  name: 120,
  url: 2048,
  tagline: 300,
  description: 5_000,
  short: 120,
} as const;
const LIST_MAX = 40;

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => neutralizeFormula(s.trim()).slice(0, CSV_TEXT_LIMITS.short))
    .filter(Boolean)
    .slice(0, LIST_MAX);

/** An http(s) address with a dotted host name, or null; a bare domain gets https:// (spec 001 §5). */
export function csvWebAddress(value: string): string | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname.includes('.') || withScheme.length > CSV_TEXT_LIMITS.url) return null;
    return withScheme;
  } catch {
    return null;
  }
}

function pick(row: Record<string, string>, field: CsvField): string | undefined {
  for (const alias of CSV_COLUMN_ALIASES[field]) {
    const value = row[alias];
    if (value !== undefined && value.trim() !== '') return value.trim();
  }
  return undefined;
}

/**
 * Rows (already keyed by normalised header) to brand drafts: rows without name and url are
 * dropped (spec 001 §5), and so are rows whose url is no web address or whose name looks like a
 * formula; the slug follows the CSV rule; a logo that is no web address is left out.
 */
export function csvRowsToDrafts(rows: Record<string, string>[]): {
  drafts: CsvBrandDraft[];
  dropped: number;
} {
  const drafts: CsvBrandDraft[] = [];
  let dropped = 0;
  for (const row of rows) {
    const name = pick(row, 'name');
    const rawUrl = pick(row, 'url');
    const url = rawUrl === undefined ? null : csvWebAddress(rawUrl);
    if (!name || !url || isFormulaLike(name) || !toCsvSlug(name) || name.length > CSV_TEXT_LIMITS.name) {
      dropped++;
      continue;
    }
    const text = (field: CsvField, max: number = CSV_TEXT_LIMITS.short) => {
      const value = pick(row, field);
      return value === undefined ? null : neutralizeFormula(value).slice(0, max);
    };
    const logo = pick(row, 'logo_url');
    drafts.push({
      name,
      slug: toCsvSlug(name),
      url,
      logo_url: logo === undefined ? null : csvWebAddress(logo),
      description: text('description', CSV_TEXT_LIMITS.description),
      tagline: text('tagline', CSV_TEXT_LIMITS.tagline),
      industry: text('industry'),
      archetype: text('archetype'),
      primary_color: text('primary_color'),
      color_palette: list(pick(row, 'color_palette')),
      keywords: list(pick(row, 'keywords')),
    });
  }
  return { drafts, dropped };
}

/** Types browsers report for .csv files: Excel's on Windows, none at all, or plain text. */
const CSV_FILE_TYPES = [
  'text/csv',
  'application/vnd.ms-excel',
  'application/csv',
  'text/x-csv',
  'text/plain',
  '',
];
/** How much of a file is read to tell text from binary. */
export const CSV_SNIFF_BYTES = 4096;

/**
 * Whether a chosen file is a CSV (spec 001 §5 accepts text/csv): what the browser reports for a .csv
 * differs (Excel's `application/vnd.ms-excel`, or no type), so a .csv of any of those types is
 * accepted when its first bytes are text; a binary file named .csv (a renamed spreadsheet) is not
 * (the server refuses one sent as text/csv).
 */
export function isCsvFile(file: { name: string; type: string }, head: Uint8Array): boolean {
  const type = file.type.toLowerCase();
  // text/csv goes to the server as the spec says, which reads the bytes itself.
  if (type === 'text/csv') return true;
  return /\.csv$/i.test(file.name) && CSV_FILE_TYPES.includes(type) && looksLikeText(head);
}

/** No NUL and no control characters other than tab, line feed, carriage return and form feed. */
function looksLikeText(bytes: Uint8Array): boolean {
  for (const byte of bytes) {
    if (byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d) continue;
    if (byte < 0x20 || byte === 0x7f) return false;
  }
  return true;
}
