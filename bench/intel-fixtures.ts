import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { INTEL_FIXTURES } from '../src/server/analysis/test/intel-fixture-sites/index';
import { analyzeFixture } from '../src/server/analysis/test/intel-fixture-sites/run-intel-stages';
import { checkAgainstTruth } from '../src/server/analysis/test/intel-fixture-sites/score-fixture';
import { openDatabase } from '../src/server/db/client';
import { createLocalStorage } from '../src/server/storage/local-storage';

/**
 * `npm run bench:intel`: the analyzer's intelligence stages (positioning, news, social, insights)
 * end to end on each fixture site served from 127.0.0.1, through the analyze-brand job handler on
 * PGlite: how many of the fixtures' known fields come out right, and how long a brand takes
 * (network to loopback included). BENCH_RUNS sets the runs per fixture.
 */
const runs = Number(process.env.BENCH_RUNS ?? 7);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-atlas-intel-bench-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  const storage = createLocalStorage(path.join(tmp, 'files'));
  const rows: string[] = [];
  const all: number[] = [];
  let correct = 0;
  let total = 0;
  const wrong: string[] = [];
  try {
    for (const fixture of INTEL_FIXTURES) {
      const times: number[] = [];
      for (let run = 0; run < runs; run++) {
        const started = performance.now();
        const { brand, origin } = await analyzeFixture(database, storage, fixture, {
          slug: `${fixture.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${run}`,
        });
        times.push(performance.now() - started);
        if (run === 0) {
          const checks = checkAgainstTruth(brand, fixture.truth, origin);
          correct += checks.filter((c) => c.ok).length;
          total += checks.length;
          for (const c of checks.filter((c) => !c.ok)) wrong.push(`${fixture.name} ${c.field}`);
          rows.push(
            `${fixture.name.padEnd(24)} ${`${checks.filter((c) => c.ok).length}/${checks.length}`.padStart(7)}`,
          );
        }
      }
      all.push(...times);
      rows[rows.length - 1] +=
        ` ${percentile(times, 50).toFixed(0).padStart(7)} ${percentile(times, 90).toFixed(0).padStart(7)}`;
    }
  } finally {
    await database.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  console.log(
    `${'fixture'.padEnd(24)} ${'fields'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p90 ms'.padStart(7)}`,
  );
  for (const row of rows) console.log(row);
  console.log(
    `\nfields extracted correctly: ${correct}/${total}; all runs p50 ${percentile(all, 50).toFixed(0)} ms, p90 ${percentile(all, 90).toFixed(0)} ms (${all.length} runs)`,
  );
  if (wrong.length) console.log(`wrong: ${wrong.join('; ')}`);
}

void main();
