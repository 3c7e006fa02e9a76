import { configDefaults, defineConfig } from 'vitest/config';
import { HARDENING_FILES, TIMED_HARDENING_FILES } from './src/server/hardening/report/sections';
import base from './vitest.config';

/**
 * `npm run test:hardening`: the files of the hardening sections, then one printed report.
 * Two groups, one after the other: first the files that only check answers, two at a time; then
 * the files that time restarts, full disks, dying workers, hostile pages and quotas, or read a
 * process's memory, one at a time with nothing else running beside them.
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    reporters: ['default', './src/server/hardening/report/reporter.ts'],
    // Both groups: a case that waits out a limit of its own (a lease, a render, a slow body).
    testTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'hardening, two at a time',
          include: HARDENING_FILES.filter((file) => !TIMED_HARDENING_FILES.includes(file)),
          exclude: [...configDefaults.exclude],
          // As in npm test's server project: a worker loads the modules once for its files.
          isolate: false,
          setupFiles: ['src/server/test/each-file.setup.ts'],
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'hardening, one at a time',
          include: [...TIMED_HARDENING_FILES],
          exclude: [...configDefaults.exclude],
          isolate: true,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
          // Memory figures are taken after a collection, so growth is not hidden garbage.
          execArgv: ['--expose-gc'],
        },
      },
    ],
  },
});
