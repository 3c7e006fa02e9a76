import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase, TestModule } from 'vitest/node';
import { formatReport, type ReportedSection, type ReportedTest } from './format-report';
import { HARDENING_FILES, HARDENING_SECTIONS } from './sections';

const HARDENING_DIR = 'src/server/hardening/';

import './record';

function reported(test: TestCase): ReportedTest {
  const result = test.result();
  let note: string | undefined;
  if (result.state === 'skipped') note = result.note;
  if (result.state === 'failed') note = result.errors[0]?.message?.split('\n')[0];
  return {
    name: test.fullName,
    state: result.state,
    ms: test.diagnostic()?.duration ?? 0,
    ...(note ? { note } : {}),
    rows: test.meta().hardening ?? [],
  };
}

/** Whether a run held the hardening suite: a file of its own folder ran, not only capability tests. */
export function ranHardening(modules: ReadonlyArray<Pick<TestModule, 'relativeModuleId'>>): boolean {
  return modules.some(
    (m) => m.relativeModuleId.startsWith(HARDENING_DIR) && HARDENING_FILES.includes(m.relativeModuleId),
  );
}

/**
 * Prints the hardening report after a run that held the suite (`npm test`, `npm run
 * test:hardening`), in the order of the requirement. With HARDENING_REPORT=path it is also
 * written to that file.
 */
export default class HardeningReporter implements Reporter {
  private started = performance.now();

  onTestRunStart() {
    this.started = performance.now();
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    if (!ranHardening(modules)) return;
    const byPath = new Map(modules.map((m) => [m.relativeModuleId, m]));
    const sections: ReportedSection[] = HARDENING_SECTIONS.map((section) => ({
      title: section.title,
      files: section.files.map((file) => ({
        path: file,
        tests: [...(byPath.get(file)?.children.allTests() ?? [])].map(reported),
      })),
    }));
    const text = formatReport(sections, performance.now() - this.started);
    process.stdout.write(text);
    const target = process.env.HARDENING_REPORT;
    if (target) {
      fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
      fs.writeFileSync(target, text);
    }
  }
}
