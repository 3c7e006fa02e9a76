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

export const CSV_MIN_ROWS_MESSAGE = 'CSV must have at least a header and one data row';
export const CSV_NO_VALID_ROWS_MESSAGE =
  'No valid brands found in CSV. Make sure you have "name" and "url" columns with data.';

/** A name as long as the add-brand wizard allows; longer rows are dropped, as are longer URLs. */
export const CSV_NAME_MAX = 120;
export const CSV_URL_MAX = 2048;
/** Other text cells are cut at this length; lists keep this many items of at most 100 characters. */
export const CSV_TEXT_MAX = 2000;
export const CSV_LIST_MAX = 50;
const CSV_LIST_ITEM_MAX = 100;

/** A cell a spreadsheet would run as a formula (=, +, -, @, or a leading tab or carriage return). */
export function isFormulaLike(value: string): boolean {
  return /^[=+\-@\t\r]/.test(value);
}

/** Formula-like text is kept as text: a leading apostrophe stops spreadsheets running it. */
export function neutralizeFormula(value: string): string {
  return isFormulaLike(value) ? `'${value}` : value;
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => neutralizeFormula(s.trim().slice(0, CSV_LIST_ITEM_MAX)))
    .filter(Boolean)
    .slice(0, CSV_LIST_MAX);

function pick(row: Record<string, string>, field: CsvField): string | undefined {
  for (const alias of CSV_COLUMN_ALIASES[field]) {
    const value = row[alias];
    if (value !== undefined && value.trim() !== '') return value.trim();
  }
  return undefined;
}

/**
 * Rows (already keyed by normalised header) to brand drafts: rows without name and url are
 * dropped (spec 001 §5); the slug follows the CSV rule; a name that looks like a formula is refused,
 * and so are names and URLs longer than the wizard accepts.
 */
export function csvRowsToDrafts(rows: Record<string, string>[]): {
  drafts: CsvBrandDraft[];
  dropped: number;
} {
  const drafts: CsvBrandDraft[] = [];
  let dropped = 0;
  for (const row of rows) {
    const name = pick(row, 'name');
    const url = pick(row, 'url');
    if (
      !name ||
      !url ||
      name.length > CSV_NAME_MAX ||
      url.length > CSV_URL_MAX ||
      isFormulaLike(name) ||
      !toCsvSlug(name)
    ) {
      dropped++;
      continue;
    }
    const text = (field: CsvField) => {
      const value = pick(row, field);
      return value === undefined ? null : neutralizeFormula(value.slice(0, CSV_TEXT_MAX));
    };
    drafts.push({
      name,
      slug: toCsvSlug(name),
      url: /^https?:\/\//i.test(url) ? url : `https://${url}`,
      logo_url: text('logo_url'),
      description: text('description'),
      tagline: text('tagline'),
      industry: text('industry'),
      archetype: text('archetype'),
      primary_color: text('primary_color'),
      color_palette: list(pick(row, 'color_palette')),
      keywords: list(pick(row, 'keywords')),
    });
  }
  return { drafts, dropped };
}
