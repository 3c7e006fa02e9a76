import type { ReportRow } from './record';

export interface ReportedTest {
  name: string;
  state: 'passed' | 'failed' | 'skipped' | 'pending';
  ms: number;
  /** Why a test was skipped, or the first line of its failure. */
  note?: string;
  rows: ReportRow[];
}

export interface ReportedSection {
  title: string;
  files: { path: string; tests: ReportedTest[] }[];
}

const MARK: Record<ReportedTest['state'], string> = {
  passed: 'ok  ',
  failed: 'FAIL',
  skipped: 'skip',
  pending: 'todo',
};

const truncate = (text: string, width: number) =>
  text.length <= width ? text : `${text.slice(0, width - 1)}…`;

function seconds(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`;
}

/** A plain-text table whose columns fit their widest cell (capped, so lines stay readable). */
export function formatTable(header: string[], rows: string[][], maxWidths: number[]): string {
  const widths = header.map((h, i) =>
    Math.min(maxWidths[i] ?? 60, Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length))),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => {
        const text = truncate(cell, widths[i] ?? 60);
        return i >= 3 ? text.padStart(widths[i] ?? 0) : text.padEnd(widths[i] ?? 0);
      })
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

function formatRows(rows: ReportRow[]): string {
  const body = rows.map((r) => [
    r.thrown,
    r.expected,
    r.got,
    r.ms === undefined ? '' : r.ms.toFixed(r.ms < 10 ? 1 : 0),
    r.memoryMb === undefined ? '' : r.memoryMb.toFixed(1),
  ]);
  return formatTable(['thrown', 'expected', 'came back', 'ms', 'MB'], body, [58, 34, 58, 7, 6]);
}

/** The whole report: per section, each test with its state and time, then its table of cases. */
export function formatReport(sections: ReportedSection[], totalMs: number): string {
  const tests = sections.flatMap((s) => s.files.flatMap((f) => f.tests));
  const count = (state: ReportedTest['state']) => tests.filter((t) => t.state === state).length;
  const rows = tests.flatMap((t) => t.rows);
  const slowest = rows.reduce((max, r) => Math.max(max, r.ms ?? 0), 0);
  const memory = rows.reduce((max, r) => Math.max(max, r.memoryMb ?? 0), 0);
  const out: string[] = [
    '',
    '='.repeat(100),
    'HARDENING REPORT',
    `${tests.length} tests: ${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped` +
      ` in ${seconds(totalMs)}; ${rows.length} cases thrown, slowest ${seconds(slowest)},` +
      ` largest memory growth ${memory.toFixed(1)} MB`,
    '='.repeat(100),
  ];
  for (const section of sections) {
    out.push('', `## ${section.title}`);
    for (const file of section.files) {
      out.push(`   ${file.path}`);
      if (file.tests.length === 0) out.push('   (no tests ran from this file)');
      for (const test of file.tests) {
        out.push(`   ${MARK[test.state]}  ${test.name}  (${seconds(test.ms)})`);
        if (test.note) out.push(`         ${test.note}`);
        if (test.rows.length > 0) {
          out.push(
            formatRows(test.rows)
              .split('\n')
              .map((l) => `         ${l}`)
              .join('\n'),
          );
        }
      }
    }
  }
  out.push('');
  return out.join('\n');
}
