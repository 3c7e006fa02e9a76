import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv-export';

describe('CSV export cells', () => {
  it('prefixes every formula-like cell with an apostrophe', () => {
    for (const formula of [
      '=1+2',
      '+SUM(A1)',
      '-2+3',
      '@cmd',
      '\tTAB',
      '\rCR',
      '=HYPERLINK("x")',
      '=1+2\nnext',
    ]) {
      const cell = csvCell(formula);
      const parsed = (Papa.parse<string[]>(cell, { delimiter: ',' }).data as string[][])[0]?.[0];
      expect(parsed, JSON.stringify(formula)).toBe(`'${formula}`);
    }
    expect(csvCell(['=x', 'safe'])).toBe('"\'=x, safe"');
  });

  it('leaves plain text and numbers as they are, and quotes what needs it', () => {
    expect(csvCell('Nike')).toBe('Nike');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(csvCell('Say "hi", loudly')).toBe('"Say ""hi"", loudly"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvLine(['a', 1, true, ['x', 'y']])).toBe('a,1,true,"x, y"\r\n');
  });

  it('round-trips through a CSV parser', () => {
    const rows = [['Quote "Co"', 'a,b', '=cmd', ' padded ', 'multi\r\nline']];
    const text = rows.map(csvLine).join('');
    const parsed = Papa.parse<string[]>(text.trimEnd(), { newline: '\r\n', delimiter: ',' }).data;
    expect(parsed).toEqual([['Quote "Co"', 'a,b', "'=cmd", ' padded ', 'multi\r\nline']]);
  });
});
