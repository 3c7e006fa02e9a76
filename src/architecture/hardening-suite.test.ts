import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HARDENING_FILES, TIMED_HARDENING_FILES } from '../server/hardening/report/sections';

const ROOT = path.resolve(__dirname, '../..');
const HARDENING_DIR = 'src/server/hardening';

/**
 * `npm test` leaves src/server/hardening to `npm run test:hardening`, which runs exactly the
 * files its report lists: a file left out of the list would never run anywhere.
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
});
