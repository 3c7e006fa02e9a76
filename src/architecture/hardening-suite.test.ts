import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import testConfig from '../../vitest.config';
import { ranHardening } from '../server/hardening/report/reporter';
import { HARDENING_FILES, TIMED_HARDENING_FILES } from '../server/hardening/report/sections';

const ROOT = path.resolve(__dirname, '../..');
const HARDENING_DIR = 'src/server/hardening';

/**
 * `npm test` runs src/server/hardening, its timed files last and one at a time, and prints the
 * report of the files its sections list: a file left out of the list would be in no section.
 */
describe('the hardening suite', () => {
  it('lists every test file of src/server/hardening', () => {
    const onDisk = fs
      .readdirSync(path.join(ROOT, HARDENING_DIR))
      .filter((name) => name.endsWith('.test.ts'))
      .map((name) => `${HARDENING_DIR}/${name}`);
    expect(onDisk.length).toBeGreaterThan(0);
    expect(onDisk.filter((file) => !HARDENING_FILES.includes(file))).toEqual([]);
  });

  it('lists only files that exist, each once', () => {
    expect(HARDENING_FILES.filter((file) => !fs.existsSync(path.join(ROOT, file)))).toEqual([]);
    expect(new Set(HARDENING_FILES).size).toBe(HARDENING_FILES.length);
  });

  it('runs its timed files, one at a time, from the files it lists', () => {
    expect(TIMED_HARDENING_FILES.filter((file) => !HARDENING_FILES.includes(file))).toEqual([]);
  });

  it('runs the timed files in a project of their own, after the others', () => {
    const timed = (testConfig.test?.projects ?? [])
      .flatMap((p) => (typeof p === 'object' && 'test' in p ? [p.test] : []))
      .find((t) => t?.name === 'hardening, one at a time');
    expect(timed).toMatchObject({
      include: [...TIMED_HARDENING_FILES],
      maxWorkers: 1,
      sequence: { groupOrder: 1 },
    });
  });

  it('prints its report after a run that held a file of its own, not after capability tests alone', () => {
    expect(ranHardening([{ relativeModuleId: 'src/server/hardening/ssrf.test.ts' }])).toBe(true);
    expect(ranHardening([{ relativeModuleId: 'src/server/http/access-matrix.test.ts' }])).toBe(false);
    expect(ranHardening([])).toBe(false);
  });
});
