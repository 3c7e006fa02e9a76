import { neutralizeFormula } from './csv-import';

export type CsvValue = string | number | boolean | null | undefined | readonly string[];

/**
 * One CSV cell (RFC 4180): text that a spreadsheet would run as a formula (=, +, -, @, a leading
 * tab or carriage return) is prefixed with an apostrophe, lists are joined with ", " (as the
 * import reads them), and cells with commas, quotes or line breaks are quoted.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text =
    typeof value === 'string'
      ? neutralizeFormula(value)
      : Array.isArray(value)
        ? neutralizeFormula(value.join(', '))
        : String(value);
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, ended with CRLF. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
