import Papa from 'papaparse';
import { FORMULA_LIKE } from './csv-import';

export type CsvValue = string | number | boolean | null | undefined | readonly string[];

/** Lists are joined with ", ", as the import reads them. */
const cellValue = (value: CsvValue) => (Array.isArray(value) ? value.join(', ') : value);

/**
 * Cells written by papaparse (RFC 4180: cells with commas, quotes, line breaks or edge spaces are
 * quoted). Text a spreadsheet would run as a formula (=, +, -, @, a leading tab or carriage
 * return) is prefixed with an apostrophe; papaparse is given our own test for it, as its default
 * misses a formula followed by a line break.
 */
const UNPARSE: Papa.UnparseConfig = { escapeFormulae: FORMULA_LIKE, newline: '\r\n' };

/** One CSV cell. */
export function csvCell(value: CsvValue): string {
  return Papa.unparse([[cellValue(value)]], UNPARSE);
}

/** One line of cells, ended with CRLF. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${Papa.unparse([values.map(cellValue)], UNPARSE)}\r\n`;
}
